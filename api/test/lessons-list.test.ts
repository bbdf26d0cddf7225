import { eq } from 'drizzle-orm';
import type { LessonDetail, LessonItem } from '@backoffice/domain/classes';
import { lessons } from '../src/db/schema/lessons';
import type { UserRow } from '../src/db/schema/users';
import { COURSE_STAFF, insertClass, insertLessons, insertPerson, LESSON_DEFAULTS, seat, setLessonStaff, WITHOUT_COURSE, type ClassRow, type LessonRow } from './helpers/classes';
import { testApi, type TestApi } from './helpers/test-api';

let api: TestApi;

type LessonList = { data: LessonItem[]; count: number; offset: number };

async function list(query: string): Promise<LessonList> {
  const response = await api.as('admin').get(`/api/admin/lesson${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as LessonList;
}

const DAY = 24 * 60 * 60 * 1000;
const MARCH_1 = Date.parse('2026-03-01T01:00:00Z');
/** The start of the class's i-th lesson (0-based): one a day from 1 March, 01:00 to 02:00 UTC. */
const startOf = (i: number) => new Date(MARCH_1 + i * DAY).toISOString();

let klass: ClassRow;
let daily: LessonRow[];
let tutorA: UserRow;
let tutorB: UserRow;
let ta: UserRow;

beforeAll(async () => {
  api = await testApi({ staff: COURSE_STAFF });
  const db = api.db;
  tutorA = await insertPerson(db, { type: 'Tutor', name: 'Anna Tutor' });
  tutorB = await insertPerson(db, { type: 'Tutor', name: 'Ben Tutor' });
  ta = await insertPerson(db, { type: 'TA', name: 'Tom Assistant' });
  klass = await insertClass(db, { name: 'Daily Maths' });
  // Inserted newest first, so the order the list shows is not the order of insertion.
  const starts = Array.from({ length: 45 }, (_, i) => ({ at: startOf(i), name: `Day ${i + 1}` })).reverse();
  daily = (await insertLessons(db, klass.id, starts)).sort((a, b) => a.scheduledOn.getTime() - b.scheduledOn.getTime());
  await setLessonStaff(db, daily[0]!.id, { tutors: [tutorB.id, tutorA.id], tas: [ta.id] });
  const students = await Promise.all([1, 2, 3].map(() => insertPerson(db, { type: 'Student' })));
  await seat(db, daily[0]!.id, [students[0]!.id, students[1]!.id]);
  await seat(db, daily[0]!.id, [students[2]!.id], 'trial_student');
  await seat(db, daily[1]!.id, [students[0]!.id]);
  // Another class's lessons never show.
  const other = await insertClass(db);
  await insertLessons(db, other.id, [startOf(0), startOf(1)]);
});
afterAll(async () => {
  await api.close();
});

const dayNames = (page: LessonList) => page.data.map((lesson) => lesson.name);
const days = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Day ${from + i}`);

describe('GET /api/admin/lesson?class=', () => {
  it('lists the class\'s lessons by scheduled_on, twenty a page, with the total and the offset', async () => {
    const first = await list(`?class=${klass.id}`);
    expect(dayNames(first)).toEqual(days(1, 20));
    expect(first.count).toBe(45);
    expect(first.offset).toBe(0);
    const last = await list(`?class=${klass.id}&offset=40`);
    expect(dayNames(last)).toEqual(days(41, 45));
    expect(last.offset).toBe(40);
    expect(await list(`?class=${klass.id}&offset=60`)).toEqual({ data: [], count: 45, offset: 60 });
  });

  it('sorts newest first on request, and pages with max', async () => {
    const page = await list(`?class=${klass.id}&order=desc&max=3&offset=3`);
    expect(dayNames(page)).toEqual(['Day 42', 'Day 41', 'Day 40']);
  });

  it('breaks ties on scheduled_on by id, so pages never overlap', async () => {
    const tied = await insertClass(api.db, { name: 'Tied' });
    const rows = await insertLessons(api.db, tied.id, Array.from({ length: 5 }, () => startOf(3)));
    const ids = rows.map((row) => row.id).sort();
    const pages = [await list(`?class=${tied.id}&max=2`), await list(`?class=${tied.id}&max=2&offset=2`), await list(`?class=${tied.id}&max=2&offset=4`)];
    expect(pages.flatMap((page) => page.data.map((lesson) => lesson._id))).toEqual(ids);
  });

  it('sends each lesson with its tutors and TAs by name and how many students it has (every group)', async () => {
    const [first, second] = (await list(`?class=${klass.id}&max=2`)).data;
    expect(first).toEqual<LessonItem>({
      _id: daily[0]!.id,
      class: klass.id,
      name: 'Day 1',
      scheduled_on: '2026-03-01T01:00:00.000Z',
      ended_on: '2026-03-01T02:00:00.000Z',
      ...LESSON_DEFAULTS,
      tutor: [
        { _id: tutorA.id, name: 'Anna Tutor', email: tutorA.email },
        { _id: tutorB.id, name: 'Ben Tutor', email: tutorB.email },
      ],
      ta: [{ _id: ta.id, name: 'Tom Assistant', email: ta.email }],
      student_count: 3,
    });
    expect(second).toMatchObject({ name: 'Day 2', tutor: [], ta: [], student_count: 1 });
  });

  describe('around', () => {
    it('answers the page holding the first lesson that ends at or after the instant, and says its offset', async () => {
      // Day 25 runs 01:00–02:00 on 25 March: still the one to show at 01:30 and at 02:00 sharp.
      for (const at of ['2026-03-25T01:30:00.000Z', '2026-03-25T02:00:00.000Z', '2026-03-24T02:00:01.000Z']) {
        const page = await list(`?class=${klass.id}&max=5&around=${encodeURIComponent(at)}`);
        expect({ at, offset: page.offset, first: page.data[0]?.name }).toEqual({ at, offset: 20, first: 'Day 21' });
        expect(dayNames(page)).toContain('Day 25');
      }
      const next = await list(`?class=${klass.id}&max=5&around=${encodeURIComponent('2026-03-25T02:00:01Z')}`);
      expect(next.offset).toBe(25);
      expect(dayNames(next)[0]).toBe('Day 26');
    });

    it('takes an instant with an offset and ignores the offset parameter', async () => {
      // 08:30 in Bangkok is 01:30 UTC.
      const page = await list(`?class=${klass.id}&offset=40&around=${encodeURIComponent('2026-03-25T08:30:00+07:00')}`);
      expect(page.offset).toBe(20);
      expect(dayNames(page)).toEqual(days(21, 40));
      expect(page.count).toBe(45);
    });

    it('opens on the last page when every lesson has ended, and on the first before any', async () => {
      const after = await list(`?class=${klass.id}&around=2027-01-01T00:00:00Z`);
      expect({ offset: after.offset, names: dayNames(after) }).toEqual({ offset: 40, names: days(41, 45) });
      const before = await list(`?class=${klass.id}&around=2025-01-01T00:00:00Z`);
      expect(before.offset).toBe(0);
    });

    it('counts from the other end when newest first', async () => {
      const page = await list(`?class=${klass.id}&order=desc&max=5&around=${encodeURIComponent('2026-03-25T02:00:01Z')}`);
      // Day 26 is 20th from the end (0-based 19): the page from 15.
      expect(page.offset).toBe(15);
      expect(dayNames(page)).toEqual(['Day 30', 'Day 29', 'Day 28', 'Day 27', 'Day 26']);
      const past = await list(`?class=${klass.id}&order=desc&around=2027-01-01T00:00:00Z`);
      expect(past.offset).toBe(0);
    });

    it('goes by the end of a lesson, not its start', async () => {
      const long = await insertClass(api.db, { name: 'Long course' });
      await insertLessons(api.db, long.id, [
        { at: startOf(0), minutes: 30 * 24 * 60, name: 'Month-long' },
        ...Array.from({ length: 4 }, (_, i) => ({ at: startOf(5 + i), name: `Short ${i + 1}` })),
      ]);
      const page = await list(`?class=${long.id}&max=2&around=${encodeURIComponent(startOf(20))}`);
      expect({ offset: page.offset, names: dayNames(page) }).toEqual({ offset: 0, names: ['Month-long', 'Short 1'] });
    });

    it('answers an empty first page for a class without lessons', async () => {
      const empty = await insertClass(api.db, { name: 'Empty' });
      expect(await list(`?class=${empty.id}&around=2026-03-10T00:00:00Z`)).toEqual({ data: [], count: 0, offset: 0 });
    });
  });

  it('answers 404 for an unknown class, and 400 without a class or with a bad instant', async () => {
    const missing = await api.as('admin').get('/api/admin/lesson?class=00000000-0000-4000-8000-000000000003');
    expect(missing.statusCode).toBe(404);
    const noClass = await api.as('admin').get('/api/admin/lesson');
    expect(noClass.statusCode).toBe(400);
    expect(noClass.json().message[0]).toMatchObject({ field: 'class', type: 'required' });
    const badAround = await api.as('admin').get(`/api/admin/lesson?class=${klass.id}&around=yesterday`);
    expect(badAround.statusCode).toBe(400);
    expect(badAround.json().message[0].field).toBe('around');
  });

  it.each(WITHOUT_COURSE)('refuses %s (no /course/:classId)', async (who) => {
    expect((await api.as(who).get(`/api/admin/lesson?class=${klass.id}`)).statusCode).toBe(403);
  });
});

describe('GET /api/admin/lesson/:id', () => {
  it('answers the lesson detail: class, staff, description, Zoom details and the count of each group', async () => {
    await api.db
      .update(lessons)
      .set({
        desc: '<p>Bring a calculator</p>',
        hostingPlatform: 'Zoom',
        platformIntegration: { id: '812 3456 7890', password: 'pw', registration_url: 'https://zoom.test/r/1', host_email: 'host@zoom.test' },
        term: 1,
        index: 1,
      })
      .where(eq(lessons.id, daily[0]!.id));
    const response = await api.as('admin').get(`/api/admin/lesson/${daily[0]!.id}`);
    expect(response.statusCode).toBe(200);
    const detail = (response.json() as { data: LessonDetail }).data;
    expect(detail).toMatchObject({
      _id: daily[0]!.id,
      class: klass.id,
      name: 'Day 1',
      desc: '<p>Bring a calculator</p>',
      hosting_platform: 'Zoom',
      meta: { term: 1, index: 1 },
      class_obj: { _id: klass.id, name: 'Daily Maths', schedule: { start_time: '10:00', end_time: '11:00', date_of_week: 'Monday' } },
      platform_integration: { id: '812 3456 7890', password: 'pw', registration_url: 'https://zoom.test/r/1', host_email: 'host@zoom.test' },
      student_counts: { student: 2, trial_student: 1, video_student: 0 },
      student_count: 3,
    });
    expect(detail.tutor.map((user) => user.name)).toEqual(['Anna Tutor', 'Ben Tutor']);
    expect(detail.ta.map((user) => user.name)).toEqual(['Tom Assistant']);

    const plain = (await api.as('admin').get(`/api/admin/lesson/${daily[2]!.id}`)).json() as { data: LessonDetail };
    expect(plain.data).toMatchObject({ platform_integration: null, student_counts: { student: 0, trial_student: 0, video_student: 0 }, desc: '' });
  });

  it('answers 404 for an unknown lesson and refuses roles without the lesson detail or the Zoom detail', async () => {
    expect((await api.as('admin').get('/api/admin/lesson/00000000-0000-4000-8000-000000000004')).statusCode).toBe(404);
    // Tutors and Partners open the Zoom detail (/lessons/:lessonId/detail/zoom), which reads the lesson too.
    for (const who of WITHOUT_COURSE) {
      const status = (await api.as(who).get(`/api/admin/lesson/${daily[0]!.id}`)).statusCode;
      expect({ who, status }).toEqual({ who, status: who === 'tutor' || who === 'partner' ? 200 : 403 });
    }
  });
});

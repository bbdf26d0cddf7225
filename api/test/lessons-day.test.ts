import { eq } from 'drizzle-orm';
import { DAY_LESSON_STUDENT_NAMES, type DayLessonItem, type LessonDetail } from '@backoffice/domain/classes';
import { lessons } from '../src/db/schema/lessons';
import type { UserRow } from '../src/db/schema/users';
import { COURSE_STAFF, insertClass, insertLessons, insertPerson, LESSON_DEFAULTS, seat, setLessonStaff, type ClassRow, type LessonRow } from './helpers/classes';
import { testApi, type TestApi } from './helpers/test-api';

let api: TestApi;

type DayList = { data: DayLessonItem[]; count: number };

async function day(query: string, who = 'admin'): Promise<DayList> {
  const response = await api.as(who).get(`/api/admin/lesson/day${query}`);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({ status: 200 });
  return response.json() as DayList;
}
const names = (list: DayList) => list.data.map((lesson) => lesson.name);

/** An instant given as Bangkok wall-clock time (UTC+7, no daylight saving). */
const bkk = (local: string) => new Date(`${local}+07:00`).toISOString();

let maths: ClassRow;
let english: ClassRow;
const byName = new Map<string, LessonRow>();

/** One lesson of a class, from `start` (Bangkok time) for `minutes`. */
async function lesson(klass: ClassRow, name: string, start: string, minutes = 60): Promise<LessonRow> {
  const [row] = await insertLessons(api.db, klass.id, [{ at: bkk(start), minutes, name }]);
  byName.set(name, row!);
  return row!;
}

beforeAll(async () => {
  api = await testApi({ staff: COURSE_STAFF });
  maths = await insertClass(api.db, { name: 'SAT Maths' });
  english = await insertClass(api.db, { name: 'IELTS Writing' });

  // 10 March 2026 in Bangkok runs from 9 March 17:00 UTC to 10 March 17:00 UTC.
  await lesson(maths, 'Ends 00:00 sharp', '2026-03-09T23:00:00');
  await lesson(maths, 'Overnight into the day', '2026-03-09T23:30:00');
  await lesson(english, 'Morning', '2026-03-10T09:00:00');
  await lesson(maths, 'Evening', '2026-03-10T22:30:00');
  await lesson(english, 'Overnight into the next day', '2026-03-10T23:30:00');
  await lesson(maths, 'Ends 00:00 next day', '2026-03-10T23:00:00');
  await lesson(maths, 'The day before', '2026-03-09T10:00:00');
  await lesson(maths, 'The day after', '2026-03-11T10:00:00');
  const hidden = await lesson(english, 'Inactive', '2026-03-10T12:00:00');
  await api.db.update(lessons).set({ isActive: false }).where(eq(lessons.id, hidden.id));
});
afterAll(async () => {
  await api.close();
});

describe('GET /api/admin/lesson/day', () => {
  it("lists the active lessons ending on the day in the centre's time zone, by scheduled_on", async () => {
    const list = await day('?date=2026-03-10');
    // 'Ends 00:00 sharp' ends at the day's first instant; 'Ends 00:00 next day' at the next day's.
    expect(names(list)).toEqual(['Ends 00:00 sharp', 'Overnight into the day', 'Morning', 'Evening']);
    expect(list.count).toBe(4);
    expect(names(await day('?date=2026-03-11'))).toEqual(['Ends 00:00 next day', 'Overnight into the next day', 'The day after']);
    expect(names(await day('?date=2026-03-09'))).toEqual(['The day before']);
    expect(await day('?date=2026-04-01')).toEqual({ data: [], count: 0 });
  });

  it('sends each lesson as the class lessons list does, with its class, the first students of its student group by name and how many it has', async () => {
    const db = api.db;
    const evening = byName.get('Evening')!;
    const tutor = await insertPerson(db, { type: 'Tutor', name: 'Anna Tutor' });
    const ta = await insertPerson(db, { type: 'TA', name: 'Tom Assistant' });
    await setLessonStaff(db, evening.id, { tutors: [tutor.id], tas: [ta.id] });
    // Names in mixed case: the order is by name whatever the case.
    const students = [];
    for (const name of ['dave Dee', 'Carol Chan', 'alice Ang', 'Eve Eng', 'Bob Boon']) {
      students.push(await insertPerson(db, { type: 'Student', name }));
    }
    await seat(db, evening.id, students.map((user) => user.id));
    // A trial student counts, but only the student group is named.
    const trial = await insertPerson(db, { type: 'Student', name: 'Aaron Trial' });
    await seat(db, evening.id, [trial.id], 'trial_student');

    const item = (await day('?date=2026-03-10')).data.find((lesson) => lesson._id === evening.id)!;
    const ref = (user: UserRow) => ({ _id: user.id, name: user.name, email: user.email });
    expect(item).toEqual<DayLessonItem>({
      _id: evening.id,
      class: maths.id,
      name: 'Evening',
      scheduled_on: '2026-03-10T15:30:00.000Z',
      ended_on: '2026-03-10T16:30:00.000Z',
      ...LESSON_DEFAULTS,
      tutor: [ref(tutor)],
      ta: [ref(ta)],
      student_count: 6,
      class_obj: { _id: maths.id, name: 'SAT Maths' },
      student: [students[2]!, students[4]!, students[1]!].map(ref),
    });
    expect(item.student).toHaveLength(DAY_LESSON_STUDENT_NAMES);
    const morning = (await day('?date=2026-03-10')).data.find((lesson) => lesson.name === 'Morning')!;
    expect(morning).toMatchObject({ class_obj: { _id: english.id, name: 'IELTS Writing' }, student: [], student_count: 0, tutor: [] });
  });

  it('pages twenty at a time by default, ties on scheduled_on broken by id', async () => {
    const busy = await insertClass(api.db, { name: 'Busy day' });
    // 25 lessons on 20 March, five of them at the same minute.
    const starts = [
      ...Array.from({ length: 20 }, (_, i) => ({ at: bkk(`2026-03-20T${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}:00`), name: `Slot ${String(i + 1).padStart(2, '0')}` })),
      ...Array.from({ length: 5 }, (_, i) => ({ at: bkk('2026-03-20T19:00:00'), name: `Tied ${i + 1}` })),
    ];
    const rows = await insertLessons(api.db, busy.id, [...starts].reverse());
    const tiedIds = rows.filter((row) => row.name.startsWith('Tied')).map((row) => row.id).sort();

    const first = await day('?date=2026-03-20');
    expect(first.count).toBe(25);
    expect(names(first)).toEqual(Array.from({ length: 20 }, (_, i) => `Slot ${String(i + 1).padStart(2, '0')}`));
    const second = await day('?date=2026-03-20&offset=20');
    expect(second.count).toBe(25);
    expect(second.data.map((lesson) => lesson._id)).toEqual(tiedIds);
    const small = await day('?date=2026-03-20&max=3&offset=21');
    expect(small.data.map((lesson) => lesson._id)).toEqual(tiedIds.slice(1, 4));
    expect(await day('?date=2026-03-20&offset=40')).toEqual({ data: [], count: 25 });
  });

  it("keeps the day's total between requests until a lesson is written through the API", async () => {
    const empty = await day('?date=2026-03-12');
    expect(empty).toEqual({ data: [], count: 0 });
    const created = await api.as('admin').post('/api/admin/lesson', {
      class: maths.id,
      name: 'Added later',
      scheduled_on: bkk('2026-03-12T10:00:00'),
      ended_on: bkk('2026-03-12T11:00:00'),
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { data: { _id: string } }).data._id;
    expect(await day('?date=2026-03-12')).toMatchObject({ count: 1, data: [{ name: 'Added later' }] });
    const deactivated = await api.as('admin').patch(`/api/admin/lesson/${id}`, { is_active: false });
    expect(deactivated.statusCode).toBe(200);
    expect(await day('?date=2026-03-12')).toEqual({ data: [], count: 0 });
  });

  it('refuses a missing or malformed date', async () => {
    for (const query of ['', '?date=2026-3-10', '?date=10-03-2026', '?date=2026-02-30', '?date=2026-03-10&max=0', '?date=2026-03-10&max=101']) {
      const response = await api.as('admin').get(`/api/admin/lesson/day${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
    }
    const missing = await api.as('admin').get('/api/admin/lesson/day');
    expect(missing.json().message[0]).toMatchObject({ field: 'date', type: 'required' });
  });

  it('lets Tutors and Partners (/lessons) through and refuses roles without /lessons', async () => {
    for (const who of ['tutor', 'partner']) expect(names(await day('?date=2026-03-10', who))).toHaveLength(4);
    for (const who of ['agent', 'dataadmin']) {
      const response = await api.as(who).get('/api/admin/lesson/day?date=2026-03-10');
      expect({ who, status: response.statusCode }).toEqual({ who, status: 403 });
    }
  });

  it('does not shadow GET /api/admin/lesson/:id, nor it the day list', async () => {
    const morning = byName.get('Morning')!;
    const response = await api.as('admin').get(`/api/admin/lesson/${morning.id}`);
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: LessonDetail }).data).toMatchObject({ _id: morning.id, name: 'Morning', poll_setup: [] });
    // 'day' is not taken for an id (which would be a 400 on `id`), and a Tutor gets the list, not a lesson.
    const list = await api.as('tutor').get('/api/admin/lesson/day?date=2026-03-10');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveProperty('count', 4);
    const routes = api.app.routeTable.filter((route) => route.method === 'GET').map((route) => route.url);
    expect(routes).toEqual(expect.arrayContaining(['/api/admin/lesson/day', '/api/admin/lesson/:id']));
  });
});

describe("the day follows CENTRE_TIMEZONE", () => {
  it('counts a day from midnight in the configured zone', async () => {
    const utc = await testApi({ config: { centreTimezone: 'UTC' }, staff: { admin: 'SuperAdmin' } });
    try {
      const klass = await insertClass(utc.db);
      // Ends 23:30 on 10 March in Bangkok, 16:30 UTC: the 10th either way. Ends 00:30 on the 11th in Bangkok,
      // 17:30 UTC on the 10th: the 11th in Bangkok, the 10th in UTC.
      await insertLessons(utc.db, klass.id, [
        { at: bkk('2026-03-10T22:30:00'), name: 'Late' },
        { at: bkk('2026-03-10T23:30:00'), name: 'Later' },
      ]);
      const list = await utc.as('admin').get('/api/admin/lesson/day?date=2026-03-10');
      expect((list.json() as DayList).data.map((lesson) => lesson.name)).toEqual(['Late', 'Later']);
    } finally {
      await utc.close();
    }
  });
});

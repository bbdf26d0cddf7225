import { eq } from 'drizzle-orm';
import { CLASS_MESSAGES, type LessonCreateInput, type LessonDetail } from '@backoffice/domain/classes';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { lessons, lessonStaff } from '../src/db/schema/lessons';
import type { UserRow } from '../src/db/schema/users';
import { auditCount, auditOf, COURSE_STAFF, insertClass, insertLessons, insertPerson, setLessonStaff, WITHOUT_COURSE, type ClassRow } from './helpers/classes';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock } from './helpers/test-app';

const clock = fixedClock('2026-03-10T03:00:00Z');
let api: TestApi;
let klass: ClassRow;
let tutorA: UserRow;
let tutorB: UserRow;
let ta: UserRow;

beforeAll(async () => {
  api = await testApi({ clock, staff: COURSE_STAFF });
  tutorA = await insertPerson(api.db, { type: 'Tutor', name: 'Anna Tutor' });
  tutorB = await insertPerson(api.db, { type: 'Tutor', name: 'Ben Tutor' });
  ta = await insertPerson(api.db, { type: 'TA', name: 'Tom Assistant' });
  klass = await insertClass(api.db, { name: 'Lesson host' });
});
afterAll(async () => {
  await api.close();
});

const dataOf = (response: { json: () => unknown }) => (response.json() as { data: LessonDetail }).data;
const firstError = (response: { json: () => unknown }) =>
  (response.json() as { message: Array<{ message: string; field?: string; type: string }> }).message[0];
const lessonCount = async () => (await api.db.select({ id: lessons.id }).from(lessons)).length;

function payload(overrides: Partial<LessonCreateInput> = {}): LessonCreateInput {
  return {
    class: klass.id,
    name: 'Kinematics',
    scheduled_on: '2026-03-16T03:00:00.000Z',
    ended_on: '2026-03-16T04:30:00.000Z',
    ...overrides,
  };
}

describe('POST /api/admin/lesson', () => {
  it('creates a lesson with the defaults (active, released, Offline, meeting) and its tutors and TAs, and audits it', async () => {
    const response = await api.as('admin').post('/api/admin/lesson', {
      ...payload({ name: '  Kinematics  ', desc: '<p>Motion<img src=x onerror=alert(1)></p>' }),
      tutor: [tutorB.id, tutorA.id],
      ta: [ta.id],
      meta: { term: 2, index: 7 },
    });
    expect(response.statusCode).toBe(201);
    const created = dataOf(response);
    expect(created).toMatchObject({
      class: klass.id,
      name: 'Kinematics',
      desc: '<p>Motion<img src="x" /></p>',
      scheduled_on: '2026-03-16T03:00:00.000Z',
      ended_on: '2026-03-16T04:30:00.000Z',
      is_active: true,
      is_released: true,
      is_completed: false,
      hosting_platform: 'Offline',
      hosting_type: 'meeting',
      meta: { term: 2, index: 7 },
      class_obj: { _id: klass.id, name: 'Lesson host' },
      platform_integration: null,
      student_count: 0,
      ta: [{ _id: ta.id, name: 'Tom Assistant' }],
    });
    expect(created.tutor.map((user) => user._id)).toEqual([tutorA.id, tutorB.id]);
    const audit = await auditOf(api.db, created._id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'lesson.create', entity: 'lesson', actorId: api.user('admin').id, after: { name: 'Kinematics' } });
  });

  it('keeps a Zoom platform and the flags sent', async () => {
    const response = await api.as('admin').post('/api/admin/lesson', {
      ...payload(),
      hosting_platform: 'Zoom',
      is_released: false,
      is_active: false,
    });
    expect(response.statusCode).toBe(201);
    expect(dataOf(response)).toMatchObject({ hosting_platform: 'Zoom', is_released: false, is_active: false });
  });

  it.each([
    ['no name', { name: undefined }, 'name', CLASS_MESSAGES.lessonNameRequired],
    ['a blank name', { name: ' ' }, 'name', CLASS_MESSAGES.lessonNameRequired],
    ['an end before the start', { ended_on: '2026-03-16T02:59:00.000Z' }, 'ended_on', CLASS_MESSAGES.endBeforeStart],
    ['a tutor who is a TA', { tutor: [] as string[] }, 'tutor', CLASS_MESSAGES.notATutor],
    ['a TA who is a tutor', { ta: [] as string[] }, 'ta', CLASS_MESSAGES.notATA],
  ])('refuses %s, and saves nothing', async (_case, change, field, message) => {
    const body: Record<string, unknown> = { ...payload(), ...change };
    if (field === 'tutor') body.tutor = [tutorA.id, ta.id];
    if (field === 'ta') body.ta = [tutorA.id];
    const before = { lessons: await lessonCount(), audit: await auditCount(api.db) };
    const response = await api.as('admin').post('/api/admin/lesson', body);
    expect(response.statusCode).toBe(400);
    expect(firstError(response)).toMatchObject({ field, message });
    expect({ lessons: await lessonCount(), audit: await auditCount(api.db) }).toEqual(before);
  });

  it('answers 404 for a class that does not exist', async () => {
    const response = await api.as('admin').post('/api/admin/lesson', payload({ class: '00000000-0000-4000-8000-000000000005' }));
    expect(response.statusCode).toBe(404);
  });

  it.each(WITHOUT_COURSE)('refuses %s', async (who) => {
    const before = await lessonCount();
    const response = await api.as(who).post('/api/admin/lesson', payload());
    expect(response.statusCode).toBe(403);
    expect(firstError(response)?.message).toBe(SERVER_MESSAGES.forbidden);
    expect(await lessonCount()).toBe(before);
  });
});

describe('PATCH /api/admin/lesson/:id', () => {
  async function newLesson() {
    const [lesson] = await insertLessons(api.db, klass.id, [{ at: '2026-03-20T03:00:00Z', name: 'Optics' }]);
    await setLessonStaff(api.db, lesson!.id, { tutors: [tutorA.id], tas: [ta.id] });
    return lesson!;
  }

  it('un-releases with { _id, is_released: false } and audits only that change', async () => {
    const lesson = await newLesson();
    const response = await api.as('admin').patch(`/api/admin/lesson/${lesson.id}`, { _id: lesson.id, is_released: false });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({ name: 'Optics', is_released: false, is_active: true, tutor: [{ _id: tutorA.id }] });
    const audit = await auditOf(api.db, lesson.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'lesson.update', before: { is_released: true }, after: { is_released: false } });
    const off = await api.as('admin').patch(`/api/admin/lesson/${lesson.id}`, { is_active: false });
    expect(dataOf(off)).toMatchObject({ is_active: false, is_released: false });
  });

  it('replaces the tutors and TAs, and changes times, name and meta', async () => {
    const lesson = await newLesson();
    const response = await api.as('admin').patch(`/api/admin/lesson/${lesson.id}`, {
      name: 'Optics II ',
      scheduled_on: '2026-03-21T03:00:00.000Z',
      ended_on: '2026-03-21T05:00:00.000Z',
      tutor: [tutorB.id],
      ta: null,
      meta: { term: null, index: 3 },
    });
    expect(response.statusCode).toBe(200);
    expect(dataOf(response)).toMatchObject({
      name: 'Optics II',
      scheduled_on: '2026-03-21T03:00:00.000Z',
      ended_on: '2026-03-21T05:00:00.000Z',
      tutor: [{ _id: tutorB.id, name: 'Ben Tutor' }],
      ta: [],
      meta: { term: null, index: 3 },
    });
    const rows = await api.db.select().from(lessonStaff).where(eq(lessonStaff.lessonId, lesson.id));
    expect(rows).toEqual([{ lessonId: lesson.id, userId: tutorB.id, role: 'tutor' }]);
  });

  it("refuses an end before the stored start, another lesson's _id, and a tutor who is not a Tutor", async () => {
    const lesson = await newLesson();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ ended_on: '2026-03-20T02:00:00.000Z' }, 'ended_on', CLASS_MESSAGES.endBeforeStart],
      [{ _id: '00000000-0000-4000-8000-000000000006', is_active: false }, '_id', CLASS_MESSAGES.idMismatch],
      [{ tutor: [ta.id] }, 'tutor', CLASS_MESSAGES.notATutor],
      [{ name: '' }, 'name', CLASS_MESSAGES.lessonNameRequired],
    ];
    for (const [body, field, message] of cases) {
      const response = await api.as('admin').patch(`/api/admin/lesson/${lesson.id}`, body);
      expect({ body, status: response.statusCode, error: firstError(response) }).toMatchObject({ body, status: 400, error: { field, message } });
    }
    const [row] = await api.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(row).toMatchObject({ name: 'Optics', isActive: true });
    expect(await auditOf(api.db, lesson.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown lesson', async () => {
    const response = await api.as('admin').patch('/api/admin/lesson/00000000-0000-4000-8000-000000000007', { is_active: false });
    expect(response.statusCode).toBe(404);
  });

  it.each(WITHOUT_COURSE)('refuses %s, and the lesson stays', async (who) => {
    const lesson = await newLesson();
    const response = await api.as(who).patch(`/api/admin/lesson/${lesson.id}`, { _id: lesson.id, is_released: false });
    expect(response.statusCode).toBe(403);
    const [row] = await api.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    expect(row?.isReleased).toBe(true);
  });
});

import { eq } from 'drizzle-orm';
import { ADD_STUDENTS_MAX, CLASS_MESSAGES, type LessonStudent, type StudentLookupResult } from '@backoffice/domain/classes';
import type { UserRef } from '@backoffice/domain/records';
import { lessonStudents } from '../src/db/schema/lessons';
import type { UserRow } from '../src/db/schema/users';
import { auditCount, auditOf, COURSE_STAFF, inClass, insertClass, insertLessons, insertPerson, seat, seatsOfLesson, WITHOUT_COURSE, type ClassRow, type LessonRow } from './helpers/classes';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock } from './helpers/test-app';

const clock = fixedClock('2026-03-10T03:00:00Z');
let api: TestApi;
let klass: ClassRow;

beforeAll(async () => {
  api = await testApi({ clock, staff: COURSE_STAFF });
  klass = await insertClass(api.db, { name: 'Roster class' });
});
afterAll(async () => {
  await api.close();
});

const ref = (user: UserRow): UserRef => ({ _id: user.id, name: user.name, email: user.email });
const UNKNOWN = '00000000-0000-4000-8000-0000000000aa';

async function newLesson(classId = klass.id): Promise<LessonRow> {
  const [lesson] = await insertLessons(api.db, classId, ['2026-03-16T03:00:00Z']);
  return lesson!;
}

describe('GET /api/admin/lesson/:id/student', () => {
  let lesson: LessonRow;
  const people = new Map<string, UserRow>();

  beforeAll(async () => {
    lesson = await newLesson();
    const db = api.db;
    // 25 students named so their order is plain in any collation.
    const roster = [];
    for (let i = 1; i <= 25; i += 1) {
      roster.push(await insertPerson(db, { type: 'Student', name: `Pupil ${String(i).padStart(2, '0')}`, email: `pupil${i}@roster.test` }));
    }
    people.set('first', roster[0]!);
    await seat(db, lesson.id, roster.map((user) => user.id));
    people.set('mali', await insertPerson(db, { type: 'Student', name: 'Mali Chaiyaporn', email: 'MALI.C@roster.test', phone: '812345678', phoneCountryCode: '66' }));
    people.set('trial', await insertPerson(db, { type: 'Student', name: 'Trial Taker', email: 'trial@roster.test' }));
    await seat(db, lesson.id, [people.get('mali')!.id]);
    await seat(db, lesson.id, [people.get('trial')!.id], 'trial_student');
    await db
      .update(lessonStudents)
      .set({ attended: true, joinedAt: new Date('2026-03-16T03:01:00Z'), leftAt: new Date('2026-03-16T04:00:00Z') })
      .where(eq(lessonStudents.userId, people.get('mali')!.id));
    // The same student in another lesson does not show here.
    await seat(db, (await newLesson()).id, [people.get('trial')!.id]);
  });

  async function students(query = '') {
    const response = await api.as('admin').get(`/api/admin/lesson/${lesson.id}/student${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { data: LessonStudent[]; count: number };
  }

  it('lists the student group by name, twenty a page, with the total', async () => {
    const first = await students();
    expect(first.count).toBe(26);
    expect(first.data).toHaveLength(20);
    expect(first.data[0]).toEqual<LessonStudent>({
      _id: people.get('mali')!.id,
      name: 'Mali Chaiyaporn',
      email: 'MALI.C@roster.test',
      phone: '812345678',
      phone_country_code: '66',
      group: 'student',
      attended: true,
      joined_at: '2026-03-16T03:01:00.000Z',
      left_at: '2026-03-16T04:00:00.000Z',
    });
    expect(first.data[1]).toMatchObject({ name: 'Pupil 01', attended: false, joined_at: null, left_at: null, phone: null });
    const second = await students('?offset=20');
    expect(second.data.map((user) => user.name)).toEqual(['Pupil 20', 'Pupil 21', 'Pupil 22', 'Pupil 23', 'Pupil 24', 'Pupil 25']);
    expect(second.count).toBe(26);
  });

  it('finds by a substring of the name or email, in any case, and counts the matches', async () => {
    expect((await students('?q=mali.c@')).data.map((user) => user._id)).toEqual([people.get('mali')!.id]);
    expect((await students('?q=CHAIYA')).count).toBe(1);
    const pupils = await students(`?q=${encodeURIComponent('pupil1')}&max=3`);
    expect(pupils.count).toBe(11);
    expect(pupils.data.map((user) => user.name)).toEqual(['Pupil 01', 'Pupil 10', 'Pupil 11']);
    expect((await students('?q=%25')).count).toBe(0);
  });

  it('lists another group on request', async () => {
    expect(await students('?group=trial_student')).toMatchObject({ count: 1, data: [{ name: 'Trial Taker', group: 'trial_student' }] });
    expect(await students('?group=video_student')).toEqual({ data: [], count: 0 });
  });

  it('answers 404 for an unknown lesson and refuses roles without the lesson detail', async () => {
    expect((await api.as('admin').get(`/api/admin/lesson/${UNKNOWN}/student`)).statusCode).toBe(404);
    for (const who of WITHOUT_COURSE) {
      expect((await api.as(who).get(`/api/admin/lesson/${lesson.id}/student`)).statusCode).toBe(403);
    }
  });
});

describe('POST /api/admin/lesson/:id/student/lookup', () => {
  it('answers found, already (any group) or not_found for each email as typed', async () => {
    const lesson = await newLesson();
    const db = api.db;
    const fresh = await insertPerson(db, { type: 'Student', name: 'Fresh Face', email: 'fresh@lookup.test' });
    const seated = await insertPerson(db, { type: 'Student', name: 'Seated Already', email: 'seated@lookup.test' });
    const trial = await insertPerson(db, { type: 'Student', name: 'Trial Seat', email: 'trial@lookup.test' });
    await insertPerson(db, { type: 'Tutor', name: 'A Tutor', email: 'tutor@lookup.test' });
    await insertPerson(db, { type: 'Parent', name: 'A Parent', email: 'parent@lookup.test' });
    await seat(db, lesson.id, [seated.id]);
    await seat(db, lesson.id, [trial.id], 'trial_student');

    const emails = ['FRESH@Lookup.test', 'seated@lookup.test', ' trial@lookup.test ', 'nobody@lookup.test', 'tutor@lookup.test', 'parent@lookup.test'];
    const response = await api.as('admin').post(`/api/admin/lesson/${lesson.id}/student/lookup`, { emails });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: StudentLookupResult[] }).data).toEqual<StudentLookupResult[]>([
      { email: 'FRESH@Lookup.test', status: 'found', user: ref(fresh) },
      { email: 'seated@lookup.test', status: 'already', user: ref(seated) },
      { email: 'trial@lookup.test', status: 'already', user: ref(trial) },
      { email: 'nobody@lookup.test', status: 'not_found', user: null },
      { email: 'tutor@lookup.test', status: 'not_found', user: null },
      { email: 'parent@lookup.test', status: 'not_found', user: null },
    ]);
    // A look-up writes nothing.
    expect(await seatsOfLesson(db, lesson.id)).toHaveLength(2);
  });

  it('takes one to ten emails', async () => {
    const lesson = await newLesson();
    const none = await api.as('admin').post(`/api/admin/lesson/${lesson.id}/student/lookup`, { emails: [] });
    expect(none.statusCode).toBe(400);
    expect(none.json().message[0]).toMatchObject({ field: 'emails', message: CLASS_MESSAGES.noEmails });
    const emails = Array.from({ length: ADD_STUDENTS_MAX + 1 }, (_, i) => `x${i}@lookup.test`);
    const many = await api.as('admin').post(`/api/admin/lesson/${lesson.id}/student/lookup`, { emails });
    expect(many.statusCode).toBe(400);
    expect(many.json().message[0]).toMatchObject({ field: 'emails', message: CLASS_MESSAGES.tooManyEmails });
  });

  it('answers 404 for an unknown lesson and refuses roles without canManage on the lesson detail', async () => {
    const lesson = await newLesson();
    expect((await api.as('admin').post(`/api/admin/lesson/${UNKNOWN}/student/lookup`, { emails: ['a@b.test'] })).statusCode).toBe(404);
    for (const who of WITHOUT_COURSE) {
      const response = await api.as(who).post(`/api/admin/lesson/${lesson.id}/student/lookup`, { emails: ['a@b.test'] });
      expect({ who, status: response.statusCode }).toEqual({ who, status: 403 });
    }
  });
});

describe('PATCH /api/admin/lesson/:id/add-student', () => {
  it('seats the students as group student, enrols them in the class, and audits it', async () => {
    const lesson = await newLesson();
    const a = await insertPerson(api.db, { type: 'Student', name: 'Adding A' });
    const b = await insertPerson(api.db, { type: 'Student', name: 'Adding B' });
    const response = await api.as('admin').patch(`/api/admin/lesson/${lesson.id}/add-student`, { student: [a.id, b.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { added: [ref(a), ref(b)], already: [] } });
    const seats = await seatsOfLesson(api.db, lesson.id);
    expect(seats.map((row) => ({ user: row.userId, group: row.group, order: row.orderId })).sort((x, y) => x.user.localeCompare(y.user))).toEqual(
      [a, b].map((user) => ({ user: user.id, group: 'student', order: null })).sort((x, y) => x.user.localeCompare(y.user)),
    );
    expect(await inClass(api.db, klass.id, a.id)).toBe(true);
    expect(await inClass(api.db, klass.id, b.id)).toBe(true);
    const audit = await auditOf(api.db, lesson.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'lesson.addStudents', actorId: api.user('admin').id, after: { group: 'student', added: [ref(a), ref(b)] } });
  });

  it('adds nothing twice: a second click answers them as already there', async () => {
    const lesson = await newLesson();
    const a = await insertPerson(api.db, { type: 'Student' });
    const b = await insertPerson(api.db, { type: 'Student' });
    const trial = await insertPerson(api.db, { type: 'Student' });
    await seat(api.db, lesson.id, [trial.id], 'trial_student');
    await api.as('admin').patch(`/api/admin/lesson/${lesson.id}/add-student`, { student: [a.id] });
    const audits = await auditCount(api.db);

    const again = await api.as('admin').patch(`/api/admin/lesson/${lesson.id}/add-student`, { student: [a.id, b.id, a.id, trial.id] });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { added: [ref(b)], already: [ref(a), ref(trial)] } });
    const seats = await seatsOfLesson(api.db, lesson.id);
    expect(seats).toHaveLength(3);
    // The trial student keeps the trial seat.
    expect(seats.find((row) => row.userId === trial.id)?.group).toBe('trial_student');

    const third = await api.as('admin').patch(`/api/admin/lesson/${lesson.id}/add-student`, { student: [a.id, b.id] });
    expect(third.json()).toEqual({ data: { added: [], already: [ref(a), ref(b)] } });
    expect(await seatsOfLesson(api.db, lesson.id)).toHaveLength(3);
    // One audit record for the second call (b was added); none for the third, which changed nothing.
    expect(await auditCount(api.db)).toBe(audits + 1);
  });

  it('refuses ids that are not Student accounts, and adds none of the others', async () => {
    const lesson = await newLesson();
    const student = await insertPerson(api.db, { type: 'Student' });
    const tutor = await insertPerson(api.db, { type: 'Tutor' });
    for (const ids of [[student.id, tutor.id], [student.id, UNKNOWN]]) {
      const response = await api.as('admin').patch(`/api/admin/lesson/${lesson.id}/add-student`, { student: ids });
      expect(response.statusCode).toBe(400);
      expect(response.json().message[0]).toMatchObject({ field: 'student', message: CLASS_MESSAGES.notAStudent });
    }
    expect(await seatsOfLesson(api.db, lesson.id)).toHaveLength(0);
    expect(await inClass(api.db, klass.id, student.id)).toBe(false);
  });

  it('refuses a lesson of an inactive class', async () => {
    const closed = await insertClass(api.db, { name: 'Closed', isActive: false });
    const lesson = await newLesson(closed.id);
    const student = await insertPerson(api.db, { type: 'Student' });
    const response = await api.as('admin').patch(`/api/admin/lesson/${lesson.id}/add-student`, { student: [student.id] });
    expect(response.statusCode).toBe(400);
    expect(response.json().message[0].message).toBe(CLASS_MESSAGES.classInactive);
    expect(await seatsOfLesson(api.db, lesson.id)).toHaveLength(0);
  });

  it('answers 404 for an unknown lesson, 400 for an empty list, and refuses roles without canManage', async () => {
    const lesson = await newLesson();
    const student = await insertPerson(api.db, { type: 'Student' });
    expect((await api.as('admin').patch(`/api/admin/lesson/${UNKNOWN}/add-student`, { student: [student.id] })).statusCode).toBe(404);
    expect((await api.as('admin').patch(`/api/admin/lesson/${lesson.id}/add-student`, { student: [] })).statusCode).toBe(400);
    for (const who of WITHOUT_COURSE) {
      const response = await api.as(who).patch(`/api/admin/lesson/${lesson.id}/add-student`, { student: [student.id] });
      expect({ who, status: response.statusCode }).toEqual({ who, status: 403 });
    }
    expect(await seatsOfLesson(api.db, lesson.id)).toHaveLength(0);
  });
});

describe('DELETE /api/admin/lesson/:id/student/:userId', () => {
  it('takes the student out of the lesson, keeps the class enrolment and the other seats, and audits it', async () => {
    const lesson = await newLesson();
    const other = await newLesson();
    const leaving = await insertPerson(api.db, { type: 'Student', name: 'Leaving Now' });
    const staying = await insertPerson(api.db, { type: 'Student' });
    await api.as('admin').patch(`/api/admin/lesson/${lesson.id}/add-student`, { student: [leaving.id, staying.id] });
    await seat(api.db, other.id, [leaving.id]);

    const response = await api.as('admin').delete(`/api/admin/lesson/${lesson.id}/student/${leaving.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { removed: ref(leaving) } });
    expect((await seatsOfLesson(api.db, lesson.id)).map((row) => row.userId)).toEqual([staying.id]);
    expect((await seatsOfLesson(api.db, other.id)).map((row) => row.userId)).toEqual([leaving.id]);
    expect(await inClass(api.db, klass.id, leaving.id)).toBe(true);
    const audit = await auditOf(api.db, lesson.id);
    expect(audit.at(-1)).toMatchObject({ action: 'lesson.removeStudent', before: { student: ref(leaving), group: 'student' }, after: null });

    const again = await api.as('admin').delete(`/api/admin/lesson/${lesson.id}/student/${leaving.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message[0].message).toBe(CLASS_MESSAGES.notInLesson);
  });

  it('answers 404 for an unknown lesson and refuses roles without canManage', async () => {
    const lesson = await newLesson();
    const student = await insertPerson(api.db, { type: 'Student' });
    await seat(api.db, lesson.id, [student.id]);
    expect((await api.as('admin').delete(`/api/admin/lesson/${UNKNOWN}/student/${student.id}`)).statusCode).toBe(404);
    for (const who of WITHOUT_COURSE) {
      const response = await api.as(who).delete(`/api/admin/lesson/${lesson.id}/student/${student.id}`);
      expect({ who, status: response.statusCode }).toEqual({ who, status: 403 });
    }
    expect(await seatsOfLesson(api.db, lesson.id)).toHaveLength(1);
  });
});

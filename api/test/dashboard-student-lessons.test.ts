import { eq } from 'drizzle-orm';
import { isActioned, lacksTeacherReport, needsAction } from '@backoffice/domain/dashboard';
import type { LessonMeta } from '@backoffice/domain/records';
import { lessons, lessonStaff } from '../src/db/schema/lessons';
import { users } from '../src/db/schema/users';
import { auditOf, insertClass, insertLessons, insertPerson, seat, setLessonStaff } from './helpers/classes';
import { fixedClock } from './helpers/test-app';
import { testApi, type TestApi } from './helpers/test-api';

// The dashboard's Student tab (back-office §2 Student tab, §4 Follow-up and Immediate consultation, §5 flag logic, §6).
// Reports are written straight to lesson_meta, as the teachers' app does; the day is 2026-03-10 in Asia/Bangkok
// (17:00 UTC the day before to 17:00 UTC that day).

const NOW = '2026-03-10T05:00:00Z';
const DAY = '2026-03-10';
const LIST = '/api/admin/user/studentlessonlist';

const engagement = (...scores: Array<number | string>) => ({
  engagementParticipation: String(scores[0]),
  engagementDistracted: String(scores[1]),
  engagementTiredBored: String(scores[2]),
  engagementMotivate: String(scores[3]),
  engagementAskQuestions: String(scores[4]),
});
const full = (changes: Partial<LessonMeta> = {}): LessonMeta => ({
  punctuality: 'n',
  homework: { homeworkAssignment: 'y', homeworkSubmission: '1' },
  engagement: engagement(4, 5, 6, 4, 5),
  comment: { comment: '', studentView: false, parentView: false },
  checked: 'n',
  ...changes,
});

/** Each case of the flag logic, by name, on the day (plus what must stay out of it). */
const REPORTS: Record<string, LessonMeta> = {
  fine: full(),
  'low engagement': full({ engagement: engagement(3, 2, 1, 3, 3) }),
  'one engagement at 4': full({ engagement: engagement(3, 2, 1, 3, 4) }),
  late: full({ punctuality: 'y' }),
  'homework late': full({ homework: { homeworkSubmission: '2' } }),
  'homework missing': full({ homework: { homeworkSubmission: '3' } }),
  commented: full({ comment: { comment: 'Quiet today; parents should know.', studentView: true, parentView: false } }),
  'late but actioned': full({ punctuality: 'y', checked: 'y' }),
  'comment placeholder': full({ comment: { comment: '---' } }),
  'engagement unreported': full({ engagement: engagement('---', '---', '---', '---', '---') }),
  'punctuality unreported': full({ punctuality: '---' }),
  'homework unreported': full({ homework: { homeworkSubmission: '---' } }),
  'never opened': {},
  'consult open': full({
    comment: { comment: 'Wants to drop the course.' },
    recommendation: { recommendationConsultImmediately: true, recommendationConsultImmediatelyTimeStamp: '2026-03-10T04:00:00.000Z' },
  }),
  'consult resolved today': full({
    comment: { comment: 'Falling behind.' },
    recommendation: { recommendationConsultImmediately: true },
    resolvedTimeStamp: '2026-03-10T02:00:00.000Z',
    resolvedPerson: 'Earlier Admin',
  }),
};

let api: TestApi;
let classId: string;
const lessonIds = new Map<string, string>();
const id = (name: string) => lessonIds.get(name)!;

beforeAll(async () => {
  api = await testApi({
    clock: fixedClock(NOW),
    staff: {
      admin: { type: 'SuperAdmin', name: 'Mei Counsellor' },
      cs: { type: 'CustService', name: 'Nok Service' },
      data: 'DataAdmin',
      sales: 'SalesAdmin',
      agent: 'Agent',
      tutor: 'Tutor',
    },
  });
  const klass = await insertClass(api.db, { name: 'IELTS Writing' });
  classId = klass.id;
  const teacher = await insertPerson(api.db, { type: 'Tutor', name: 'Teacher Ann' });
  const handler = await insertPerson(api.db, { type: 'CustService', name: 'Handler Pim' });
  const seller = await insertPerson(api.db, { type: 'SalesAdmin', name: 'Seller Ton' });
  const names = Object.keys(REPORTS);
  // One lesson per report, a minute apart from 09:00 centre time, so the day's order is the table's order.
  const rows = await insertLessons(
    api.db,
    classId,
    names.map((name, i) => ({ at: new Date(Date.parse('2026-03-10T02:00:00Z') + i * 60_000).toISOString(), name })),
  );
  for (const [i, row] of rows.entries()) {
    lessonIds.set(names[i]!, row.id);
    await api.db.update(lessons).set({ lessonMeta: REPORTS[names[i]!]! }).where(eq(lessons.id, row.id));
  }
  await setLessonStaff(api.db, id('fine'), { tutors: [teacher.id] });
  const students = await Promise.all(['Beam', 'Aom', 'Chai', 'Dao'].map((name) => insertPerson(api.db, { type: 'Student', name })));
  for (const student of students) {
    await api.db.update(users).set({ customerServiceId: handler.id, salesAdminId: seller.id }).where(eq(users.id, student.id));
  }
  await seat(api.db, id('fine'), students.map((student) => student.id));
  // A student nobody handles yet.
  await seat(api.db, id('late'), [(await insertPerson(api.db, { type: 'Student', name: 'Eve' })).id]);

  // Outside the day: yesterday's late lesson, an inactive late lesson today, and an open flag from last week.
  await insertLessons(api.db, classId, [
    { at: '2026-03-09T10:00:00Z', name: 'yesterday late' },
    { at: '2026-03-10T03:00:00Z', name: 'inactive late', isActive: false },
    { at: '2026-03-03T03:00:00Z', name: 'old open flag' },
  ]);
  await api.db
    .update(lessons)
    .set({ lessonMeta: full({ punctuality: 'y' }) })
    .where(eq(lessons.name, 'yesterday late'));
  await api.db
    .update(lessons)
    .set({ lessonMeta: full({ punctuality: 'y' }) })
    .where(eq(lessons.name, 'inactive late'));
  await api.db
    .update(lessons)
    .set({ lessonMeta: full({ recommendation: { recommendationConsultImmediately: true } }) })
    .where(eq(lessons.name, 'old open flag'));
});
afterAll(async () => {
  await api.close();
});

type Row = { _id: string; name: string; lesson_meta: LessonMeta & Record<string, unknown> } & Record<string, unknown>;
async function list(who: string, query: string): Promise<{ status: number; rows: Row[]; count: number; body: unknown }> {
  const response = await api.as(who).get(`${LIST}?${query}`);
  const body = response.json() as { data?: Row[]; count?: number };
  return { status: response.statusCode, rows: body.data ?? [], count: body.count ?? -1, body };
}
const names = (rows: Row[]) => rows.map((row) => row.name);

describe('GET /api/admin/user/studentlessonlist', () => {
  it("lists the day's active lessons in time order, with the class, teachers, students and their handlers", async () => {
    const { status, rows, count } = await list('cs', `date=${DAY}&max=100`);
    expect(status).toBe(200);
    expect(names(rows)).toEqual(Object.keys(REPORTS));
    expect(count).toBe(Object.keys(REPORTS).length);
    const fine = rows[0]!;
    expect(fine.class_obj).toEqual({ _id: classId, name: 'IELTS Writing' });
    expect(fine.tutor).toEqual([{ _id: expect.any(String), name: 'Teacher Ann' }]);
    // The first three students by name, and how many there are.
    expect((fine.student as Array<{ name: string }>).map((s) => s.name)).toEqual(['Aom', 'Beam', 'Chai']);
    expect(fine.student_count).toBe(4);
    expect(fine.customer_service).toEqual(['Handler Pim']);
    expect(fine.sales_admin).toEqual(['Seller Ton']);
    expect(fine.scheduled_on).toBe('2026-03-10T02:00:00.000Z');
    const late = rows.find((row) => row.name === 'late')!;
    expect([late.student, late.student_count, late.customer_service, late.sales_admin]).toEqual([
      [{ _id: expect.any(String), name: 'Eve', nickname: null }],
      1,
      [],
      [],
    ]);
    const unseated = rows.find((row) => row.name === 'low engagement')!;
    expect([unseated.tutor, unseated.student, unseated.student_count, unseated.customer_service, unseated.sales_admin]).toEqual([[], [], 0, [], []]);
  });

  it('pages with max and offset, and counts the whole day', async () => {
    const first = await list('cs', `date=${DAY}&max=4&offset=0`);
    const second = await list('cs', `date=${DAY}&max=4&offset=4`);
    const past = await list('cs', `date=${DAY}&max=4&offset=400`);
    expect(names(first.rows)).toEqual(Object.keys(REPORTS).slice(0, 4));
    expect(names(second.rows)).toEqual(Object.keys(REPORTS).slice(4, 8));
    expect([first.count, second.count, past.count]).toEqual([15, 15, 15]);
    expect(past.rows).toEqual([]);
  });

  it("answers an empty day with no rows, and uses the centre's day, not UTC's", async () => {
    expect((await list('cs', 'date=2026-03-12')).count).toBe(0);
    // 2026-03-09T10:00Z is 17:00 on the 9th in Bangkok: yesterday's lesson, not today's.
    expect(names((await list('cs', 'date=2026-03-09')).rows)).toEqual(['yesterday late']);
  });

  it("answers each report's parts the tab shows, as stored, and none of the others", async () => {
    const fine = id('fine');
    const stored = (await api.db.select({ meta: lessons.lessonMeta }).from(lessons).where(eq(lessons.id, fine)))[0]!.meta;
    const report: LessonMeta = {
      punctuality: 'y',
      checked: 'y',
      notes: 'Call the parents on Friday',
      notes_timeStamp: '2026-03-10T03:00:00.000Z',
      notes_editor: 'Mei Counsellor',
      homework: { homeworkAssignment: 'Essay 3', pastPaper: true, comment: 'Late again' },
      revision_notes: '2',
      engagement: engagement(2, 3, 4, 5, 6),
      skill_mastery: { grammar: '4' },
      lesson_topic: 'Task 2 essays',
      comment: { comment: 'Needs a push', studentView: true, parentView: false },
      recommendation: { recommendationConsultImmediately: false, lesson: true, others: 'Extra lesson' },
      resolvedTimeStamp: '2026-03-10T04:00:00.000Z',
      resolvedPerson: 'Mei Counsellor',
    };
    await api.db.update(lessons).set({ lessonMeta: report }).where(eq(lessons.id, fine));
    try {
      const metaOf = async (who: string) => (await list(who, `date=${DAY}&max=100`)).rows.find((row) => row._id === fine)!.lesson_meta;
      const shown = {
        punctuality: 'y',
        // A homework part without a submission still says there is homework.
        homework: {},
        engagement: engagement(2, 3, 4, 5, 6),
        checked: 'y',
        notes: 'Call the parents on Friday',
        notes_timeStamp: '2026-03-10T03:00:00.000Z',
        notes_editor: 'Mei Counsellor',
        recommendation: { recommendationConsultImmediately: false },
        resolvedTimeStamp: '2026-03-10T04:00:00.000Z',
        resolvedPerson: 'Mei Counsellor',
      };
      expect(await metaOf('cs')).toStrictEqual(shown);
      expect(await metaOf('admin')).toStrictEqual({ ...shown, comment: { comment: 'Needs a push', studentView: true, parentView: false } });
      // A report without a part leaves the key out rather than answering null.
      expect((await list('cs', `date=${DAY}&max=100`)).rows.find((row) => row.name === 'never opened')!.lesson_meta).toStrictEqual({});
    } finally {
      await api.db.update(lessons).set({ lessonMeta: stored }).where(eq(lessons.id, fine));
    }
  });

  it('lists a lesson\'s teachers by name without case, and not its TAs', async () => {
    const late = id('late');
    const [zed, adam, bob, ta] = await Promise.all(
      ['Zed Tutor', 'adam Tutor', 'Bob Tutor', 'Assistant Ta'].map((name, i) => insertPerson(api.db, { type: i === 3 ? 'TA' : 'Tutor', name })),
    );
    await setLessonStaff(api.db, late, { tutors: [zed!.id, adam!.id, bob!.id], tas: [ta!.id] });
    try {
      const row = (await list('cs', `date=${DAY}&max=100`)).rows.find((candidate) => candidate._id === late)!;
      expect((row.tutor as Array<{ name: string }>).map((tutor) => tutor.name)).toEqual(['adam Tutor', 'Bob Tutor', 'Zed Tutor']);
    } finally {
      await api.db.delete(lessonStaff).where(eq(lessonStaff.lessonId, late));
    }
  });

  it("shows a handler's new name once a user has been written through the API", async () => {
    const [handler] = await api.db.select({ id: users.id }).from(users).where(eq(users.name, 'Handler Pim'));
    const handlersOfFine = async () => (await list('cs', `date=${DAY}&max=100`)).rows.find((row) => row._id === id('fine'))!.customer_service;
    expect(await handlersOfFine()).toEqual(['Handler Pim']);
    // Renamed by another process (no route renames customer service), then any user write through this API.
    await api.db.update(users).set({ name: 'Handler Pimchanok' }).where(eq(users.id, handler!.id));
    try {
      const saved = await api.as('admin').patch(`/api/admin/user/tutor/${api.user('tutor').id}`, { nickname: 'Ann' });
      expect(saved.statusCode).toBe(200);
      expect(await handlersOfFine()).toEqual(['Handler Pimchanok']);
    } finally {
      await api.db.update(users).set({ name: 'Handler Pim' }).where(eq(users.id, handler!.id));
      await api.as('admin').patch(`/api/admin/user/tutor/${api.user('tutor').id}`, { nickname: 'Ann' });
    }
  });

  it("leaves the teacher's comment out for everyone but those who may see the column", async () => {
    const cs = await list('cs', `date=${DAY}&max=100`);
    const admin = await list('admin', `date=${DAY}&max=100`);
    const commentedFor = (rows: Row[]) => rows.find((row) => row.name === 'commented')!.lesson_meta;
    expect(commentedFor(cs.rows).comment).toBeUndefined();
    expect(JSON.stringify(cs.body)).not.toContain('Quiet today');
    expect(commentedFor(admin.rows).comment).toEqual({ comment: 'Quiet today; parents should know.', studentView: true, parentView: false });
  });

  describe("'No actions taken' (§5)", () => {
    const flaggedForCs = ['low engagement', 'late', 'homework late', 'homework missing'];

    it('takes low engagement, late, and homework late or missing, not yet actioned', async () => {
      expect(names((await list('cs', `date=${DAY}&view=no-action&max=100`)).rows)).toEqual(flaggedForCs);
    });

    it("also takes a SuperAdmin's commented lessons", async () => {
      expect(names((await list('admin', `date=${DAY}&view=no-action&max=100`)).rows)).toEqual([
        'low engagement',
        'late',
        'homework late',
        'homework missing',
        'commented',
        'consult open',
        'consult resolved today',
      ]);
    });

    it('agrees with the domain rule on every report of the day', async () => {
      for (const [who, withComments] of [['cs', false], ['admin', true]] as const) {
        const listed = names((await list(who, `date=${DAY}&view=no-action&max=100`)).rows);
        const expected = Object.entries(REPORTS)
          .filter(([, meta]) => !isActioned(meta) && needsAction(meta, { withComments }))
          .map(([name]) => name);
        expect(listed).toEqual(expected);
      }
    });
  });

  it("'No Teacher Report' (§5) takes a missing part of a report, and agrees with the domain rule", async () => {
    const listed = names((await list('admin', `date=${DAY}&view=no-report&max=100`)).rows);
    expect(listed).toEqual(['fine', 'low engagement', 'one engagement at 4', 'late', 'homework late', 'homework missing', 'late but actioned', 'comment placeholder', 'engagement unreported', 'punctuality unreported', 'homework unreported', 'never opened'].filter((name) => lacksTeacherReport(REPORTS[name]!)));
    expect(listed).toEqual(['comment placeholder', 'engagement unreported', 'punctuality unreported', 'homework unreported', 'never opened']);
  });

  it('lists every open immediate-consultation flag, whatever its day, and those resolved on the day', async () => {
    expect(names((await list('admin', `date=${DAY}&view=consult-open`)).rows)).toEqual(['old open flag', 'consult open']);
    expect(names((await list('admin', `date=${DAY}&view=consult-resolved`)).rows)).toEqual(['consult resolved today']);
    expect((await list('admin', 'date=2026-03-11&view=consult-resolved')).rows).toEqual([]);
  });

  it.each(['no-report', 'consult-open', 'consult-resolved'])('refuses the SuperAdmin section %s to customer service and data admins', async (view) => {
    for (const who of ['cs', 'data']) {
      const { status } = await list(who, `date=${DAY}&view=${view}`);
      expect(status).toBe(403);
    }
  });

  it('refuses the tab to roles without it: SalesAdmin, and roles without /dashboard', async () => {
    for (const who of ['sales', 'agent', 'tutor']) expect((await list(who, `date=${DAY}`)).status).toBe(403);
    expect((await list('data', `date=${DAY}`)).status).toBe(200);
  });

  describe('sorting (§2: class name, comment, punctuality, homework, engagement, action)', () => {
    it('sorts by punctuality and by homework, the worse first when descending, unreported last', async () => {
      const late = names((await list('admin', `date=${DAY}&sort=punctuality&order=desc&max=100`)).rows);
      expect(late.slice(0, 2)).toEqual(['late', 'late but actioned']);
      expect(late.slice(-2)).toEqual(['punctuality unreported', 'never opened']);
      const homework = names((await list('admin', `date=${DAY}&sort=homework&order=desc&max=100`)).rows);
      expect(homework.slice(0, 2)).toEqual(['homework missing', 'homework late']);
      expect(homework.slice(-2)).toEqual(['homework unreported', 'never opened']);
    });

    it('sorts by the mean engagement score, unscored last', async () => {
      const rows = names((await list('admin', `date=${DAY}&sort=engagement&order=asc&max=100`)).rows);
      expect(rows[0]).toBe('low engagement');
      expect(rows[1]).toBe('one engagement at 4');
      expect(rows.slice(-2)).toEqual(['engagement unreported', 'never opened']);
    });

    it('sorts by action: the actioned one last in ascending order, first in descending', async () => {
      expect(names((await list('admin', `date=${DAY}&sort=action&max=100`)).rows).at(-1)).toBe('late but actioned');
      expect(names((await list('admin', `date=${DAY}&sort=action&order=desc&max=1`)).rows)).toEqual(['late but actioned']);
    });

    it('sorts by comment for a SuperAdmin, and refuses it to others', async () => {
      const rows = names((await list('admin', `date=${DAY}&sort=comment&order=desc&max=3`)).rows);
      expect(rows).toEqual(['consult open', 'commented', 'consult resolved today']);
      expect((await list('cs', `date=${DAY}&sort=comment`)).status).toBe(403);
    });
  });

  it.each([
    'date=2026-02-30',
    'date=yesterday',
    'view=everything&date=2026-03-10',
    'date=2026-03-10&sort=name',
    'date=2026-03-10&max=0',
    'date=2026-03-10&max=101',
    'date=2026-03-10&offset=-1',
  ])('answers 400 to %s', async (query) => {
    expect((await list('admin', query)).status).toBe(400);
  });
});

describe('follow-up writes (§4)', () => {
  it('ticks and unticks the Action checkbox, audited', async () => {
    const lesson = id('low engagement');
    // The list's count is kept between requests: a write forgets it.
    expect((await list('cs', `date=${DAY}&view=no-action&max=1`)).count).toBe(4);
    const ticked = await api.as('cs').patch(`/api/admin/lesson/${lesson}/followup`, { checked: true });
    expect(ticked.statusCode).toBe(200);
    expect(ticked.json().data.lesson_meta.checked).toBe('y');
    const after = await list('cs', `date=${DAY}&view=no-action&max=100`);
    expect(names(after.rows)).not.toContain('low engagement');
    expect(after.count).toBe(3);
    const unticked = await api.as('cs').patch(`/api/admin/lesson/${lesson}/followup`, { checked: false });
    expect(unticked.json().data.lesson_meta.checked).toBe('n');
    expect((await list('cs', `date=${DAY}&view=no-action&max=1`)).count).toBe(4);
    const audit = await auditOf(api.db, lesson);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['lesson.followup', { checked: 'n' }, { checked: 'y' }],
      ['lesson.followup', { checked: 'y' }, { checked: 'n' }],
    ]);
    expect(audit[0]!.actorId).toBe(api.user('cs').id);
  });

  it("saves a note with the server's time and the editor from the session, whatever the body says", async () => {
    const lesson = id('late');
    const response = await api
      .as('cs')
      .post(`/api/admin/lesson/savelessonnotes/${lesson}`, { studentNotes: 'Called the parent.', timeStamp: '2000-01-01T00:00:00Z', editor: 'Someone Else' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.lesson_meta).toMatchObject({ notes: 'Called the parent.', notes_timeStamp: '2026-03-10T05:00:00.000Z', notes_editor: 'Nok Service' });
    // A second note replaces the first.
    await api.as('admin').post(`/api/admin/lesson/savelessonnotes/${lesson}`, { studentNotes: 'Parent will call back.' });
    const [row] = await api.db.select().from(lessons).where(eq(lessons.id, lesson));
    expect(row!.lessonMeta).toMatchObject({ notes: 'Parent will call back.', notes_editor: 'Mei Counsellor', punctuality: 'y' });
    expect((await auditOf(api.db, lesson)).map((entry) => entry.action)).toEqual(['lesson.note', 'lesson.note']);
  });

  it('refuses a note longer than 2000 characters, a missing body and a wrong type, changing nothing', async () => {
    const lesson = id('homework late');
    const before = await api.db.select().from(lessons).where(eq(lessons.id, lesson));
    for (const payload of [{ studentNotes: 'x'.repeat(2001) }, undefined, { studentNotes: 42 }]) {
      const response = await api.as('cs').post(`/api/admin/lesson/savelessonnotes/${lesson}`, payload);
      expect(response.statusCode).toBe(400);
    }
    expect(await api.db.select().from(lessons).where(eq(lessons.id, lesson))).toEqual(before);
    expect(await auditOf(api.db, lesson)).toEqual([]);
  });

  it('answers 404 for an unknown lesson, and 403 to roles without the Student tab', async () => {
    const unknown = '00000000-0000-4000-8000-000000000001';
    expect((await api.as('cs').patch(`/api/admin/lesson/${unknown}/followup`, { checked: true })).statusCode).toBe(404);
    for (const who of ['sales', 'agent', 'tutor']) {
      expect((await api.as(who).patch(`/api/admin/lesson/${id('fine')}/followup`, { checked: true })).statusCode).toBe(403);
      expect((await api.as(who).post(`/api/admin/lesson/savelessonnotes/${id('fine')}`, { studentNotes: 'x' })).statusCode).toBe(403);
    }
    expect(await auditOf(api.db, id('fine'))).toEqual([]);
  });
});

describe('resolving an immediate consultation (§4)', () => {
  it('records the resolver and the time from the session, moves the lesson to the day resolved, and drops the badge', async () => {
    const lesson = id('consult open');
    const badge = async () => (await api.as('cs').get('/api/admin/lesson/consultimmediately/count')).json().data.count;
    expect(await badge()).toBe(2);
    expect((await list('admin', `date=${DAY}&view=consult-open`)).count).toBe(2);
    expect((await list('admin', `date=${DAY}&view=consult-resolved`)).count).toBe(1);
    const response = await api.as('admin').patch(`/api/admin/lesson/${lesson}/consultimmediately`, {
      checked: true,
      resolvedTimeStamp: '1999-01-01T00:00:00Z',
      resolvedPerson: 'Not Me',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.lesson_meta).toMatchObject({ checked: 'y', resolvedTimeStamp: '2026-03-10T05:00:00.000Z', resolvedPerson: 'Mei Counsellor' });
    expect(await badge()).toBe(1);
    const open = await list('admin', `date=${DAY}&view=consult-open`);
    const resolved = await list('admin', `date=${DAY}&view=consult-resolved`);
    expect([names(open.rows), open.count]).toEqual([['old open flag'], 1]);
    expect([names(resolved.rows), resolved.count]).toEqual([['consult open', 'consult resolved today'], 2]);
  });

  it('a second tick (a double click) changes nothing and answers the first resolution', async () => {
    const lesson = id('consult resolved today');
    const response = await api.as('admin').patch(`/api/admin/lesson/${lesson}/consultimmediately`, { checked: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.lesson_meta).toMatchObject({ resolvedTimeStamp: '2026-03-10T02:00:00.000Z', resolvedPerson: 'Earlier Admin' });
    expect(await auditOf(api.db, lesson)).toEqual([]);
  });

  it('answers 409 for a lesson without the flag, 400 to unticking, and 403 to everyone but SuperAdmin', async () => {
    expect((await api.as('admin').patch(`/api/admin/lesson/${id('fine')}/consultimmediately`, { checked: true })).statusCode).toBe(409);
    expect((await api.as('admin').patch(`/api/admin/lesson/${id('fine')}/consultimmediately`, { checked: false })).statusCode).toBe(400);
    for (const who of ['cs', 'data', 'sales', 'agent']) {
      expect((await api.as(who).patch(`/api/admin/lesson/${id('old open flag')}/consultimmediately`, { checked: true })).statusCode).toBe(403);
    }
    const [row] = await api.db.select().from(lessons).where(eq(lessons.name, 'old open flag'));
    expect(row!.lessonMeta.resolvedTimeStamp).toBeUndefined();
  });
});

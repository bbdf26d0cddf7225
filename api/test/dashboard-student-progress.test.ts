import { eq } from 'drizzle-orm';
import type { LessonMeta } from '@backoffice/domain/records';
import { progressOfReports, type StudentClassProgress, type StudentProgress } from '@backoffice/domain/student-progress';
import { lessons } from '../src/db/schema/lessons';
import { users } from '../src/db/schema/users';
import { insertClass, insertLessons, insertPerson, seat } from './helpers/classes';
import { fixedClock } from './helpers/test-app';
import { testApi, type TestApi } from './helpers/test-api';

// The student profile dialog (back-office §2, §7 "Student class fetch for the progress dialog", §9 Scores and colours):
// GET /api/admin/user/:id/studentclass. Reports are written straight to lesson_meta, as the teachers' app does. Now is
// 2026-03-10T05:00Z; a lesson scheduled at that instant has been held.

const NOW = '2026-03-10T05:00:00Z';
const url = (id: string) => `/api/admin/user/${id}/studentclass`;

const five = (prefix: 'engagement' | 'skillMastery', keys: string[], scores: Array<number | string>) =>
  Object.fromEntries(keys.map((key, i) => [`${prefix}${key}`, String(scores[i] ?? '---')]));
const engagement = (...scores: Array<number | string>) =>
  five('engagement', ['Participation', 'Distracted', 'TiredBored', 'Motivate', 'AskQuestions'], scores);
const mastery = (...scores: Array<number | string>) =>
  five('skillMastery', ['AnswerQuestion', 'Confused', 'ShowUnderstanding', 'Participative', 'UnderstandConcept'], scores);
const report = (
  punctuality: 'y' | 'n' | '---',
  submission: '1' | '2' | '3' | '---',
  revision: '1' | '2' | '3' | '---',
  eng: Array<number | string>,
  skill: Array<number | string>,
): LessonMeta => ({
  punctuality,
  homework: { homeworkAssignment: 'y', homeworkSubmission: submission },
  revision_notes: revision,
  engagement: engagement(...eng),
  skill_mastery: mastery(...skill),
  comment: { comment: 'Fine.' },
  checked: 'n',
});
const U = '---';

type LessonSpec = { name: string; at: string; meta: LessonMeta; isActive?: boolean; group?: 'student' | 'trial_student' | 'video_student' | 'none' };

/**
 * IELTS Writing: the rules one by one. Held: A1, A2, A3 (placeholders), A4 (never opened), A5 (at exactly now).
 * Left out: an inactive lesson, a lesson ahead, a lesson the student is on trial in, one they do not sit in.
 */
const IELTS: LessonSpec[] = [
  { name: 'A5', at: NOW, meta: report('n', '3', '1', [4, 4, 5, 5, 4], [3, U, U, U, U]) }, // eng 4.4→4, mastery 3
  { name: 'A2', at: '2026-02-08T03:00:00Z', meta: report('y', '2', '2', [2, 3, U, U, U], [1, 2, 1, 2, 1]) }, // 2.5→3, 1.4→1
  { name: 'A1', at: '2026-02-01T03:00:00Z', meta: report('n', '1', '1', [5, 5, 5, 5, 4], [6, 6, 6, 6, 6]) }, // 4.8→5, 6
  { name: 'A4', at: '2026-02-22T03:00:00Z', meta: {} },
  { name: 'A3', at: '2026-02-15T03:00:00Z', meta: report(U, U, U, [U, U, U, U, U], [U, U, U, U, U]) },
  { name: 'inactive', at: '2026-02-20T03:00:00Z', meta: report('y', '3', '3', [1, 1, 1, 1, 1], [1, 1, 1, 1, 1]), isActive: false },
  { name: 'ahead', at: '2026-03-10T05:00:01Z', meta: report('y', '3', '3', [1, 1, 1, 1, 1], [1, 1, 1, 1, 1]) },
  { name: 'on trial', at: '2026-01-25T03:00:00Z', meta: report('y', '3', '3', [1, 1, 1, 1, 1], [1, 1, 1, 1, 1]), group: 'trial_student' },
  { name: 'not seated', at: '2026-02-03T03:00:00Z', meta: report('y', '3', '3', [1, 1, 1, 1, 1], [1, 1, 1, 1, 1]), group: 'none' },
];

/** Maths Olympiad: eight lessons for the rounding of exact halves, and a figure no lesson reported. */
const MATHS: LessonSpec[] = [2, 2, 2, 2, 2, 2, 3, 3].map((score, i) => ({
  name: `B${i + 1}`,
  at: `2026-03-0${i + 1}T10:00:00Z`,
  meta: report(i === 0 ? 'n' : 'y', i === 7 ? '3' : '1', U, [score, score, score, score, score], [U, U, U, U, U]),
}));

/** Physics: every lesson still ahead. */
const PHYSICS: LessonSpec[] = [
  { name: 'C1', at: '2026-03-12T03:00:00Z', meta: {} },
  { name: 'C2', at: '2026-03-19T03:00:00Z', meta: {} },
];

/** Recordings only: the student watches as a video student, so the class is not theirs in the dialog. */
const RECORDINGS: LessonSpec[] = [
  { name: 'D1', at: '2026-02-10T03:00:00Z', meta: report('n', '1', '1', [6, 6, 6, 6, 6], [6, 6, 6, 6, 6]), group: 'video_student' },
];

let api: TestApi;
let studentId: string;
let quietId: string;
let loneId: string;
let tutorId: string;
let parentId: string;
const classIds = new Map<string, string>();
const metaOf = new Map<string, LessonMeta>();
const lessonIds = new Map<string, string>();

async function addClass(name: string, specs: LessonSpec[], students: () => string[]): Promise<void> {
  const klass = await insertClass(api.db, { name });
  classIds.set(name, klass.id);
  const rows = await insertLessons(
    api.db,
    klass.id,
    specs.map((spec) => ({ at: spec.at, name: spec.name, isActive: spec.isActive ?? true })),
  );
  for (const [i, row] of rows.entries()) {
    const spec = specs[i]!;
    lessonIds.set(spec.name, row.id);
    metaOf.set(spec.name, spec.meta);
    await api.db.update(lessons).set({ lessonMeta: spec.meta }).where(eq(lessons.id, row.id));
    if (spec.group !== 'none') await seat(api.db, row.id, students(), spec.group ?? 'student');
  }
}

beforeAll(async () => {
  api = await testApi({
    clock: fixedClock(NOW),
    staff: { admin: 'SuperAdmin', cs: 'CustService', data: 'DataAdmin', sales: 'SalesAdmin', agent: 'Agent', partner: 'Partner', tutor: 'Tutor' },
  });
  const student = await insertPerson(api.db, { type: 'Student', name: 'Beam Sukjai', phone: '812345678', phoneCountryCode: '66' });
  const parent = await insertPerson(api.db, { type: 'Parent', name: 'Mali Sukjai', email: 'mali@parents.test' });
  const handler = await insertPerson(api.db, { type: 'CustService', name: 'Handler Pim' });
  const seller = await insertPerson(api.db, { type: 'SalesAdmin', name: 'Seller Ton' });
  await api.db
    .update(users)
    .set({
      nickname: 'Beam',
      dbid: 'ST-0042',
      school: 'Bangkok Patana School',
      level: 'secondary',
      parentId: parent.id,
      customerServiceId: handler.id,
      salesAdminId: seller.id,
      profile: {
        typeOfSchool: 'international',
        gradeYearLevel: { grade: '', year: '11' },
        favoriteSubjects: { math: true, english: false },
        academicBackground: 'GPAX 3.61',
        careerGoals: { student: 'Doctor', parent: 'Doctor', counsellor: 'Medicine, then research', consultation: true },
        targetCountry: { student: { uk: true, us: false } },
        studentCharacter: { dominance: { direct: true } },
        healthCondition: { adhd: true },
        amountPaid: '36000',
      },
    })
    .where(eq(users.id, student.id));
  studentId = student.id;
  parentId = parent.id;
  // Sits only in the two IELTS lessons nobody reported.
  quietId = (await insertPerson(api.db, { type: 'Student', name: 'Quiet Student' })).id;
  // In no class at all, with no parent and no handlers.
  loneId = (await insertPerson(api.db, { type: 'Student', name: 'Lone Student' })).id;
  tutorId = (await insertPerson(api.db, { type: 'Tutor', name: 'Teacher Ann' })).id;

  await addClass('IELTS Writing', IELTS, () => [studentId]);
  await addClass('Maths Olympiad', MATHS, () => [studentId]);
  await addClass('Physics S3', PHYSICS, () => [studentId]);
  await addClass('Recorded Chemistry', RECORDINGS, () => [studentId]);
  await seat(api.db, lessonIds.get('A3')!, [quietId]);
  await seat(api.db, lessonIds.get('A4')!, [quietId]);
});
afterAll(async () => {
  await api.close();
});

async function progress(who: string, id = studentId): Promise<{ status: number; body: { data: StudentProgress } }> {
  const response = await api.as(who).get(url(id));
  return { status: response.statusCode, body: response.json() as { data: StudentProgress } };
}
const classNamed = (data: StudentProgress, name: string): StudentClassProgress => {
  const found = data.classes.find((klass) => klass.name === name);
  if (!found) throw new Error(`no class ${name} in the answer`);
  return found;
};
const figures = ({ lessons_held, lessons_reported, punctuality, homework, revision_notes, engagement: e, skill_mastery }: StudentClassProgress) => ({
  lessons_held,
  lessons_reported,
  punctuality,
  homework,
  revision_notes,
  engagement: e,
  skill_mastery,
});

describe('GET /api/admin/user/:id/studentclass', () => {
  it("lists the student's classes, the most recently held first and those not started last, without classes they only watch or try", async () => {
    const { status, body } = await progress('cs');
    expect(status).toBe(200);
    expect(body.data.classes.map((klass) => klass.name)).toEqual(['IELTS Writing', 'Maths Olympiad', 'Physics S3']);
    expect(body.data.classes[0]).toMatchObject({
      _id: classIds.get('IELTS Writing'),
      subject: 'Maths',
      is_active: true,
      last_lesson_on: '2026-03-10T05:00:00.000Z',
    });
    expect(body.data.as_of).toBe('2026-03-10T05:00:00.000Z');
  });

  it('shows who the student is, with their parent, handlers and the school, academic and goal parts of the profile', async () => {
    const { student } = (await progress('cs')).body.data;
    expect(student).toEqual({
      _id: studentId,
      name: 'Beam Sukjai',
      nickname: 'Beam',
      dbid: 'ST-0042',
      email: expect.stringContaining('@classes.test'),
      phone: '812345678',
      phone_country_code: '66',
      school: 'Bangkok Patana School',
      level: 'secondary',
      parent: { _id: parentId, name: 'Mali Sukjai', email: 'mali@parents.test' },
      staff_to_handle: {
        customer_service: { _id: expect.any(String), name: 'Handler Pim' },
        sales_admin: { _id: expect.any(String), name: 'Seller Ton' },
      },
      // Personality (DISC, health) and payment stay out of the dialog.
      profile: {
        typeOfSchool: 'international',
        gradeYearLevel: { grade: '', year: '11' },
        favoriteSubjects: { math: true, english: false },
        academicBackground: 'GPAX 3.61',
        careerGoals: { student: 'Doctor', parent: 'Doctor', counsellor: 'Medicine, then research', consultation: true },
        targetCountry: { student: { uk: true, us: false } },
      },
    });
  });

  describe('the tiles of a class (§9), over its held lessons only', () => {
    let ielts: StudentClassProgress;
    beforeAll(async () => {
      ielts = classNamed((await progress('cs')).body.data, 'IELTS Writing');
    });

    it('counts the held lessons (active, scheduled up to now, seated as a student) and those with anything reported', () => {
      expect(ielts.lessons_held).toBe(5);
      expect(ielts.lessons_reported).toBe(3);
    });

    it('punctuality is the on-time share of the lessons that reported it: 2 of 3, 67 % amber', () => {
      expect(ielts.punctuality).toEqual({ percent: 67, band: 'amber', on_time: 2, reported: 3 });
    });

    it('homework is the share submitted on time, late and missing both counting against: 1 of 3, 33 % red', () => {
      expect(ielts.homework).toEqual({ percent: 33, band: 'red', on_time: 1, reported: 3 });
    });

    it('revision notes likewise: 2 of 3, 67 % amber', () => {
      expect(ielts.revision_notes).toEqual({ percent: 67, band: 'amber', on_time: 2, reported: 3 });
    });

    it("engagement: each lesson's rounded mean of its reported items (5, 3 from 2.5, 4), averaged: 4 of 6, 67 % amber", () => {
      expect(ielts.engagement).toEqual({ percent: 67, average: 4, band: 'amber', lessons: 3 });
    });

    it('skill mastery: lessons 6, 1 (from 1.4) and 3 (one item reported): 3.33, 56 % amber', () => {
      expect(ielts.skill_mastery).toEqual({ percent: 56, average: 3.33, band: 'amber', lessons: 3 });
    });

    it('agrees with the domain rule over the same reports', () => {
      expect(figures(ielts)).toEqual(progressOfReports(['A1', 'A2', 'A3', 'A4', 'A5'].map((name) => metaOf.get(name)!)));
    });
  });

  describe('rounding and bands', () => {
    let maths: StudentClassProgress;
    beforeAll(async () => {
      maths = classNamed((await progress('cs')).body.data, 'Maths Olympiad');
    });

    it('rounds exact halves up: on time 1 of 8 is 13 % red, homework 7 of 8 is 88 % green', () => {
      expect(maths.punctuality).toEqual({ percent: 13, band: 'red', on_time: 1, reported: 8 });
      expect(maths.homework).toEqual({ percent: 88, band: 'green', on_time: 7, reported: 8 });
    });

    it('engagement of lesson scores adding up to 18 over 8 lessons is 37.5 %, shown 38 %, and red (mean 2.25)', () => {
      expect(maths.engagement).toEqual({ percent: 38, average: 2.25, band: 'red', lessons: 8 });
    });

    it('a figure no held lesson reported is null, never 0 or NaN', () => {
      expect(maths.revision_notes).toEqual({ percent: null, band: null, on_time: 0, reported: 0 });
      expect(maths.skill_mastery).toEqual({ percent: null, average: null, band: null, lessons: 0 });
    });

    it('agrees with the domain rule over the same reports', () => {
      expect(figures(maths)).toEqual(progressOfReports(MATHS.map((spec) => spec.meta)));
    });
  });

  it('a class whose lessons are all ahead has no held lesson, nulls everywhere and an empty series', async () => {
    const physics = classNamed((await progress('cs')).body.data, 'Physics S3');
    expect(physics).toMatchObject({ lessons_held: 0, lessons_reported: 0, last_lesson_on: null, series: [] });
    expect(physics.punctuality.percent).toBeNull();
    expect(physics.engagement).toEqual({ percent: null, average: null, band: null, lessons: 0 });
  });

  it('a student whose held lessons were never reported gets nulls, and the points of those lessons without scores', async () => {
    const { status, body } = await progress('cs', quietId);
    expect(status).toBe(200);
    expect(body.data.classes).toHaveLength(1);
    const [ielts] = body.data.classes;
    expect(ielts).toMatchObject({ lessons_held: 2, lessons_reported: 0 });
    for (const figure of [ielts!.punctuality, ielts!.homework, ielts!.revision_notes, ielts!.engagement, ielts!.skill_mastery]) {
      expect(figure.percent).toBeNull();
      expect(figure.band).toBeNull();
    }
    expect(ielts!.series.map((point) => [point.name, point.engagement, point.skill_mastery])).toEqual([
      ['A3', null, null],
      ['A4', null, null],
    ]);
  });

  it('a student in no class gets an empty list, and nulls where nobody handles them', async () => {
    const { status, body } = await progress('cs', loneId);
    expect(status).toBe(200);
    expect(body.data.classes).toEqual([]);
    expect(body.data.student).toMatchObject({ parent: null, staff_to_handle: { customer_service: null, sales_admin: null }, profile: {} });
  });

  it('gives one point per held lesson in time order, with the lesson score of each chart or null', async () => {
    const { classes } = (await progress('cs')).body.data;
    const ielts = classNamed({ classes } as StudentProgress, 'IELTS Writing');
    expect(ielts.series).toEqual([
      { _id: lessonIds.get('A1'), name: 'A1', scheduled_on: '2026-02-01T03:00:00.000Z', engagement: 5, skill_mastery: 6 },
      { _id: lessonIds.get('A2'), name: 'A2', scheduled_on: '2026-02-08T03:00:00.000Z', engagement: 3, skill_mastery: 1 },
      { _id: lessonIds.get('A3'), name: 'A3', scheduled_on: '2026-02-15T03:00:00.000Z', engagement: null, skill_mastery: null },
      { _id: lessonIds.get('A4'), name: 'A4', scheduled_on: '2026-02-22T03:00:00.000Z', engagement: null, skill_mastery: null },
      { _id: lessonIds.get('A5'), name: 'A5', scheduled_on: '2026-03-10T05:00:00.000Z', engagement: 4, skill_mastery: 3 },
    ]);
    const maths = classNamed({ classes } as StudentProgress, 'Maths Olympiad');
    expect(maths.series.map((point) => point.engagement)).toEqual([2, 2, 2, 2, 2, 2, 3, 3]);
  });

  describe('access', () => {
    it('opens the dialog to the roles with the Student or the Consultation tab: CustService, DataAdmin, SuperAdmin', async () => {
      for (const who of ['cs', 'data', 'admin']) expect((await progress(who)).status).toBe(200);
    });

    it('refuses SalesAdmin (Renew tab only, no eye icon) and roles without /dashboard', async () => {
      for (const who of ['sales', 'agent', 'partner', 'tutor']) {
        const response = await api.as(who).get(url(studentId));
        expect(response.statusCode).toBe(403);
        expect(response.json()).toEqual({ message: [expect.objectContaining({ type: 'forbidden' })] });
      }
    });

    it('answers 401 without a session', async () => {
      expect((await api.app.inject({ method: 'GET', url: url(studentId) })).statusCode).toBe(401);
    });
  });

  it('answers 404 for an unknown id and for a user who is not a student', async () => {
    for (const id of ['00000000-0000-4000-8000-00000000abcd', tutorId, parentId, api.user('cs').id]) {
      const response = await api.as('cs').get(url(id));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: [expect.objectContaining({ type: 'not_found' })] });
    }
  });

  it('answers 400 to an id that is not one', async () => {
    const response = await api.as('cs').get(url('not-an-id'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: [expect.objectContaining({ type: 'invalid', field: 'id' })] });
  });
});

import type { LessonMeta, Me } from '@backoffice/domain/records';
import type { StudentLessonMeta, StudentLessonRow } from '@backoffice/domain/dashboard';
import type { CareerStudentRow, ConsultationRow } from '@backoffice/domain/consultations';
import {
  lessonProgress,
  progressOfReports,
  type ProgressProfile,
  type StudentClassProgress,
  type StudentProgress,
} from '@backoffice/domain/student-progress';
import { testUser } from '@backoffice/remote-kit/test-utils';

export { signInAs, signOut } from '@backoffice/remote-kit/test-utils';

/** A uuid whose last digits are `n`, so fixtures have readable, valid ids. */
export function uuid(n: number, prefix = '00000000'): string {
  return `${prefix}-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** The dashboard's roles. */
export const USERS = {
  superAdmin: testUser('SuperAdmin', { _id: uuid(1, '10000000'), name: 'Mei Counsellor' }),
  custService: testUser('CustService', { _id: uuid(2, '10000000'), name: 'Nok Service' }),
  salesAdmin: testUser('SalesAdmin', { _id: uuid(3, '10000000') }),
  dataAdmin: testUser('DataAdmin', { _id: uuid(4, '10000000') }),
} satisfies Record<string, Me>;

/** A consultation of GET /admin/consultation: `n` with Aom Student at the end of 26-10-2026 (centre time), not done. */
export function consultationRowOf(n: number, overrides: Partial<ConsultationRow> = {}): ConsultationRow {
  return {
    _id: uuid(n, 'b0000000'),
    date: '2026-10-26T16:59:59.999Z',
    student: [{ _id: uuid(n, 'd0000000'), name: `Student ${n} Consulted`, nickname: `Nick${n}`, dbid: `EPA-${n}`, email: `s${n}@demo.test` }],
    student_count: 1,
    action_plans: `Plan ${n}: book an IELTS diagnostic test.`,
    consultation_notes: `Notes ${n}: motivated but over-committed.`,
    customer_service: ['Handler Pim'],
    sales_admin: ['Seller Ton'],
    action: false,
    ...overrides,
  };
}

/** A row of GET /admin/user/studentlist. */
export function careerStudentOf(n: number, overrides: Partial<CareerStudentRow> = {}): CareerStudentRow {
  return {
    _id: uuid(n, 'd2000000'),
    name: `Career ${n} Student`,
    phone: '812345678',
    phone_country_code: '66',
    email: `career${n}@demo.test`,
    school: 'Bangkok Patana School',
    date_of_birth: '2011-05-04',
    gender: 'f',
    ...overrides,
  };
}

const engagement = (score: number) => ({
  engagementParticipation: String(score),
  engagementDistracted: String(score),
  engagementTiredBored: String(score),
  engagementMotivate: String(score),
  engagementAskQuestions: String(score),
});

/** A row of GET /admin/user/studentlessonlist: lesson `n` of IELTS Writing at 9:00 on 26-11-2026 (centre time). */
export function lessonRowOf(n: number, meta: StudentLessonMeta = {}, overrides: Partial<StudentLessonRow> = {}): StudentLessonRow {
  return {
    _id: uuid(n, 'e0000000'),
    name: `Lesson ${n}`,
    scheduled_on: '2026-11-26T02:00:00.000Z',
    ended_on: '2026-11-26T03:30:00.000Z',
    class_obj: { _id: uuid(1, 'c0000000'), name: 'IELTS Writing' },
    tutor: [{ _id: uuid(1, 'f0000000'), name: 'Teacher Ann' }],
    student: [
      { _id: uuid(1, 'd0000000'), name: 'Aom Student', nickname: 'Aom' },
      { _id: uuid(2, 'd0000000'), name: 'Beam Student', nickname: null },
    ],
    student_count: 5,
    customer_service: ['Handler Pim'],
    sales_admin: ['Seller Ton'],
    lesson_meta: {
      punctuality: 'n',
      homework: { homeworkSubmission: '1' },
      engagement: engagement(5),
      checked: 'n',
      ...meta,
    },
    ...overrides,
  };
}

export { engagement };

/**
 * A class of the profile dialog (GET /admin/user/:id/studentclass) with its figures computed from `reports` by the
 * domain's rule, one held lesson a week from 3 November 2026 per report.
 */
export function progressClassOf(n: number, name: string, reports: LessonMeta[]): StudentClassProgress {
  const series = reports.map((meta, index) => {
    const progress = lessonProgress(meta);
    return {
      _id: uuid(n * 100 + index, 'e1000000'),
      name: `${name} lesson ${index + 1}`,
      scheduled_on: new Date(Date.UTC(2026, 10, 3 + 7 * index, 2)).toISOString(),
      engagement: progress.engagement,
      skill_mastery: progress.skillMastery,
    };
  });
  return {
    _id: uuid(n, 'c1000000'),
    name,
    subject: 'English',
    is_active: true,
    last_lesson_on: series.at(-1)?.scheduled_on ?? null,
    ...progressOfReports(reports),
    series,
  };
}

/** The profile dialog's answer for Aom Student (the first student of `lessonRowOf`) in `classes`. */
export function studentProgressOf(classes: StudentClassProgress[], profile: ProgressProfile = {}): StudentProgress {
  return {
    student: {
      _id: uuid(1, 'd0000000'),
      name: 'Aom Student',
      nickname: 'Aom',
      dbid: 'EPA-0001',
      email: 'aom@demo.test',
      phone: '812345678',
      phone_country_code: '66',
      school: 'Bangkok Patana School',
      level: null,
      parent: { _id: uuid(1, 'a0000000'), name: 'Pim Parent', email: 'pim@demo.test' },
      staff_to_handle: { customer_service: { _id: USERS.custService._id, name: 'Nok Service' }, sales_admin: null },
      profile,
    },
    classes,
    as_of: '2026-11-26T05:00:00.000Z',
  };
}

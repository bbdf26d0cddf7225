import type { Me, StudentLessonMeta, StudentLessonRow } from '@backoffice/domain';
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

/**
 * The dashboard's Consultation tab and the 'Students that require consultation for Academic Career' table: the wire
 * contract of GET /admin/consultation, PATCH /admin/consultation/{id} and GET /admin/user/studentlist shared by
 * mf-dashboard and the API (back-office §2 Dashboard, §3 Consultation, §4 Consultation record, §7).
 */
import './zod-config';
import { z } from 'zod';
import { GENDERS } from './enums';
import { dayjs } from './time';
import { idSchema, isoDateSchema, isoDateTime } from './records';

/**
 * The Consultation tab's day when none is chosen: one month before `today` (spec §2, §9), a centre day 'YYYY-MM-DD'.
 * Calendar arithmetic: 31 March gives 28 (or 29) February.
 */
export function defaultConsultationDay(today: string): string {
  return dayjs(today).subtract(1, 'month').format('YYYY-MM-DD');
}

/** Lists are 20 a page by default (spec §7, §9). */
export const CONSULTATION_PAGE_SIZE = 20;
export const CAREER_STUDENT_PAGE_SIZE = 20;
/** How many of a consultation's students a row names; the rest are counted in `student_count`. */
export const CONSULTATION_STUDENT_NAMES = 10;
/** The deepest offset the lists take: past it a narrower filter is the better tool. */
export const CONSULTATION_MAX_OFFSET = 100_000;

const page = (size: number) => ({
  max: z.coerce.number().int().min(1).max(100).default(size),
  offset: z.coerce.number().int().min(0).max(CONSULTATION_MAX_OFFSET).default(0),
});

/**
 * GET /admin/consultation: the consultations of one centre day (`date`, the day filter on `date`), sorted by date
 * ascending (spec §7: the only order there is; ties by id so pages never overlap), 20 a page.
 */
export const consultationListQuerySchema = z.object({
  date: isoDateSchema,
  sortBy: z.enum(['date']).default('date'),
  order: z.enum(['asc']).default('asc'),
  ...page(CONSULTATION_PAGE_SIZE),
});
export type ConsultationListQuery = z.input<typeof consultationListQuerySchema>;

/** A student of a consultation, with what the tab shows of them. */
export const consultationStudentSchema = z.object({
  _id: idSchema,
  name: z.string(),
  nickname: z.string().nullable(),
  dbid: z.string().nullable(),
  email: z.string(),
});
export type ConsultationStudent = z.infer<typeof consultationStudentSchema>;

/**
 * A row of the Consultation tab: one consultation (spec §3 Consultation) with its students and the staff who handle
 * them. `action_plans` is absent unless the caller holds the `dashboard.actionPlan` capability: the server leaves it out.
 */
export const consultationRowSchema = z.object({
  _id: idSchema,
  date: isoDateTime,
  student: z.array(consultationStudentSchema),
  student_count: z.number().int(),
  action_plans: z.string().optional(),
  consultation_notes: z.string(),
  /** The customer service and sales admins who handle the consultation's students, each name once. */
  customer_service: z.array(z.string()),
  sales_admin: z.array(z.string()),
  /** Done. */
  action: z.boolean(),
});
export type ConsultationRow = z.infer<typeof consultationRowSchema>;

export const consultationListResponseSchema = z.object({ data: z.array(consultationRowSchema), count: z.number().int() });

/** PATCH /admin/consultation/{id}: the action checkbox (spec §4 Consultation record). */
export const consultationCheckSchema = z.object({ checked: z.boolean() });

/** What the write answers: the consultation's done state as the server now holds it. */
export const consultationCheckResponseSchema = z.object({
  data: z.object({ _id: idSchema, action: z.boolean(), updated: isoDateTime }),
});
export type ConsultationCheckAnswer = z.infer<typeof consultationCheckResponseSchema>['data'];

/**
 * GET /admin/user/studentlist: the students whose careerGoals.consultation flag is set, by date_of_consultation
 * ascending (spec §7; never consulted first, as a document store sorts a missing value), then by name, 20 a page.
 */
export const careerStudentListQuerySchema = z.object({
  sortBy: z.enum(['date_of_consultation']).default('date_of_consultation'),
  order: z.enum(['asc']).default('asc'),
  ...page(CAREER_STUDENT_PAGE_SIZE),
});
export type CareerStudentListQuery = z.input<typeof careerStudentListQuerySchema>;

/** A row of 'Students that require consultation for Academic Career': Name, Phone, Email, School, Birthday, Gender. */
export const careerStudentRowSchema = z.object({
  _id: idSchema,
  name: z.string(),
  phone: z.string().nullable(),
  phone_country_code: z.string().nullable(),
  email: z.string(),
  school: z.string().nullable(),
  date_of_birth: isoDateSchema.nullable(),
  gender: z.enum(GENDERS).nullable(),
});
export type CareerStudentRow = z.infer<typeof careerStudentRowSchema>;

export const careerStudentListResponseSchema = z.object({ data: z.array(careerStudentRowSchema), count: z.number().int() });

/** The table's title (spec §2). */
export const CAREER_STUDENTS_TITLE = 'Students that require consultation for Academic Career';

/** School: 'N/A' when empty (spec §2). */
export function schoolText(school: string | null | undefined): string {
  const trimmed = school?.trim();
  return trimmed ? trimmed : 'N/A';
}

/** Gender: 'male' for m, 'female' for f, otherwise 'N/A' (spec §2). */
export function genderText(gender: string | null | undefined): string {
  if (gender === 'm') return 'male';
  if (gender === 'f') return 'female';
  return 'N/A';
}

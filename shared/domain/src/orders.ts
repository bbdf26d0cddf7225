/**
 * Lesson allocations (orders): the wire contract of /admin/order shared by mf-orders and the API, with the spec's
 * rules and messages (back-office §3 Order, §4 Orders and CSV import, §5 Order create and Cancel allocation, §9).
 */
import './zod-config';
import { z } from 'zod';
import { apiErrorEntrySchema, itemEnvelope, listEnvelope } from './api';
import {
  ORDER_STATUSES,
  ORDER_TYPES,
  PAYMENT_PLATFORM_BY_PROVIDER,
  type LessonStudentGroup,
  type OrderStatus,
  type OrderType,
} from './enums';
import { MESSAGES } from './messages';
import { idSchema, isoDateSchema, orderListRowSchema, orderSchema } from './records';
import { optionalText, requiredText, TEXT_MAX, tooLongMessage } from './text';
import { emailSchema, optionalEmailSchema } from './validation';

export const ORDER_PAGE_SIZE = 20;
/** The list's default status filter (spec §9). */
export const DEFAULT_ORDER_STATUSES: readonly OrderStatus[] = ['INIT', 'PROCESSED', 'CANCELLED'];
/** The default date range reaches this far back from today (spec §9). */
export const DEFAULT_ORDER_RANGE_MONTHS = 1;
export const DEFAULT_PHONE_COUNTRY_CODE = '66';

/** PAID and PROCESSED read 'ASSIGNED' in green; CANCELLED is neutral; anything else is red as itself (spec §4). */
export function orderStatusDisplay(status: string): { label: string; tone: 'success' | 'neutral' | 'danger' } {
  if (status === 'PAID' || status === 'PROCESSED') return { label: 'ASSIGNED', tone: 'success' };
  if (status === 'CANCELLED') return { label: 'CANCELLED', tone: 'neutral' };
  return { label: status, tone: 'danger' };
}

/** Which flag governs cancelling an order: trials and purchases are separate permissions (ARCHITECTURE §5). */
export function cancelFlagFor(type: string): 'canCancelTrial' | 'canCancelPurchase' {
  return type === 'TRIAL' ? 'canCancelTrial' : 'canCancelPurchase';
}

const statusList = z
  .union([z.enum(ORDER_STATUSES), z.array(z.enum(ORDER_STATUSES))])
  .transform((value) => (Array.isArray(value) ? value : [value]));

/**
 * GET /admin/order. Days are calendar days in the centre's time zone, both ends included; without them the list covers
 * one month back to today. `student` narrows to one user (the quick search picks it first).
 */
export const orderListQuerySchema = z.object({
  max: z.coerce.number().int().min(1).max(100).default(ORDER_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  sortBy: z.enum(['created']).default('created'),
  order: z.enum(['asc', 'desc']).default('desc'),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
  status: statusList.optional(),
  student: idSchema.optional(),
});
export type OrderListQuery = z.input<typeof orderListQuerySchema>;

/**
 * The allocation's text fields, one schema each, so the create and cancel forms check a value exactly as the server
 * does (same maximum, same message). The spec's required messages stay word for word.
 */
export const ORDER_TEXT = {
  name: optionalText('Name', TEXT_MAX.name),
  phone: optionalText('Phone', TEXT_MAX.phone),
  remark: requiredText('Remark', TEXT_MAX.remark, MESSAGES.remarkHelper),
  discount_code: optionalText('Discount code', TEXT_MAX.code),
  cancel_remark: requiredText('Reason', TEXT_MAX.remark, MESSAGES.cancelRemarkRequired),
} as const;

const paymentSchema = z
  .object({
    channel: z.enum(['offline', 'online']).default('offline'),
    provider: z.enum(['stripe', 'hitpay']).nullable().optional(),
    completed_on: z.iso.datetime({ offset: true }).optional(),
  })
  .refine((payment) => payment.channel === 'offline' || payment.provider, {
    path: ['provider'],
    message: 'Choose the payment provider',
  })
  .transform((payment) => ({
    channel: payment.channel,
    provider: payment.channel === 'online' ? (payment.provider ?? null) : null,
    // online: stripe pays by credit card, hitpay by PayNow (spec §5).
    platform: payment.channel === 'online' && payment.provider ? PAYMENT_PLATFORM_BY_PROVIDER[payment.provider] : null,
    completed_on: payment.completed_on ?? null,
  }));

/**
 * POST /admin/order (spec §3 creation payload). The lessons are every lesson of the class from `start_date` to
 * `end_date` (ISO instants of the earliest and latest lesson chosen), so a selection never has holes (spec §5).
 * An empty email passes the format check but an order still needs one.
 */
export const orderCreateSchema = z.object({
  type: z.enum(ORDER_TYPES),
  email: optionalEmailSchema.refine((email) => email !== '', MESSAGES.invalidEmail),
  name: ORDER_TEXT.name.optional(),
  phone_country_code: z.string().trim().regex(/^\d{1,4}$/).default(DEFAULT_PHONE_COUNTRY_CODE),
  phone: ORDER_TEXT.phone.default(''),
  class: idSchema,
  start_date: z.iso.datetime({ offset: true }),
  end_date: z.iso.datetime({ offset: true }),
  remark: ORDER_TEXT.remark,
  discount_code: ORDER_TEXT.discount_code.default('').transform((code) => code.toUpperCase()),
  agent_id: idSchema.nullable().optional(),
  payment: paymentSchema.default({ channel: 'offline', provider: null, platform: null, completed_on: null }),
  meta: z.object({ is_renewal: z.boolean().default(false) }).default({ is_renewal: false }),
});
export type OrderCreateInput = z.input<typeof orderCreateSchema>;
export type OrderCreate = z.output<typeof orderCreateSchema>;

/** PATCH /admin/order/{id}/cancel. */
export const orderCancelSchema = z.object({
  remark: ORDER_TEXT.cancel_remark,
});

/** PATCH /admin/order/{id}: agent and meta only (spec §4 "Updating changes its agent and meta"). */
export const orderUpdateSchema = z.object({
  agent: idSchema.nullable().optional(),
  meta: z.object({ is_renewal: z.boolean() }).optional(),
});

/**
 * The CSV template (spec §3 CSV row keys and §7 import rows, plus what an allocation needs). Required: id, email,
 * class_name, date, lessons. The other keys of the spec are accepted and kept on the order's meta.
 */
/** What an allocation needs from a row. */
export const ORDER_CSV_ALLOCATION_COLUMNS = [
  'id',
  'email',
  'name',
  'phone_country_code',
  'phone',
  'class_name',
  'date',
  'lessons',
  'type',
  'remark',
  'discount_code',
] as const;
/** The spec's other CSV keys (§3 CSV import row keys, §7 import rows): accepted and kept, not interpreted. */
const ORDER_CSV_SPEC_KEYS = [
  'student_id',
  'teacher_id',
  'level_id',
  'level_title',
  'subject_id',
  'subject_title',
  'start_datetime',
  'duration',
  'created',
  'modified',
] as const;
export const ORDER_CSV_COLUMNS = [...ORDER_CSV_ALLOCATION_COLUMNS, ...ORDER_CSV_SPEC_KEYS] as const;
export const ORDER_CSV_REQUIRED_COLUMNS = ['id', 'email', 'class_name', 'date', 'lessons'] as const;

// ---------------------------------------------------------------------------------------------------------------------
// Added with the API (issue 4): answers, messages and the endpoints the spec does not show.

/** What the order endpoints say where the spec has no wording; kept here so the browser can show the same text. */
export const ORDER_MESSAGES = {
  trialOnly: 'You may only create TRIAL allocations',
  endBeforeStart: 'The end date must not be before the start date',
  fromAfterTo: "The 'from' day must not be after the 'to' day",
  rangeTooLong: 'Choose at most one year of lessons',
  classNotFound: 'There is no class with that id',
  classInactive: 'This class is not active',
  noLessonsInRange: 'There are no lessons of this class between these dates',
  notAStudent: 'That email belongs to an account that is not a student',
  agentNotAgent: 'The agent must be a user of type Agent',
  cannotCancelTrial: 'You may not cancel trial allocations',
  cannotCancelPurchase: 'You may not cancel purchase allocations',
  alreadyCancelled: 'This allocation is already cancelled',
  nothingToUpdate: 'Send an agent or meta to update',
  /** A CSV row asked for more lessons than its month has left. */
  notEnoughFutureLessons: (found: number, month: string) =>
    `Only ${found} future lesson${found === 1 ? '' : 's'} in ${month}`,
} as const;

/** The lesson group an allocation puts its student in. */
export const LESSON_GROUP_BY_ORDER_TYPE: Record<OrderType, LessonStudentGroup> = {
  PAYMENT: 'student',
  TRIAL: 'trial_student',
  PAYMENT_VIDEO: 'video_student',
};

/**
 * The status a new allocation starts in. A trial is free, so its lessons are assigned at once (PROCESSED); a purchase
 * waits for its payment to be confirmed (INIT), although its student already sits in the lessons.
 */
export function initialOrderStatus(type: OrderType): OrderStatus {
  return type === 'TRIAL' ? 'PROCESSED' : 'INIT';
}

export const orderListResponseSchema = listEnvelope(orderListRowSchema);
export const orderResponseSchema = itemEnvelope(orderSchema);

/** GET /admin/order/users: the quick search by email, phone or name (case-insensitive substring, '+' literal). */
export const orderUserSearchQuerySchema = z.object({ q: z.string().trim().min(1).max(TEXT_MAX.search, tooLongMessage('Search', TEXT_MAX.search)) });
/** The quick search answers at most this many students. */
export const ORDER_USER_SEARCH_LIMIT = 10;
export const orderUserOptionSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_country_code: z.string().nullable(),
});
export type OrderUserOption = z.infer<typeof orderUserOptionSchema>;

/** GET /admin/order/classes: active classes by name (case-insensitive substring; an empty `q` lists them all). */
export const orderClassSearchQuerySchema = z.object({
  q: optionalText('Search', TEXT_MAX.search).default(''),
  max: z.coerce.number().int().min(1).max(100).default(20),
});
export const orderClassOptionSchema = z.object({ _id: idSchema, name: z.string() });
export type OrderClassOption = z.infer<typeof orderClassOptionSchema>;

/**
 * GET /admin/order/classes/{id}/lessons: the class's active lessons between two centre days, both included. Without
 * them: today to three months ahead. At most one year.
 */
export const orderClassLessonsQuerySchema = z.object({ from: isoDateSchema.optional(), to: isoDateSchema.optional() });
export const ORDER_LESSONS_DEFAULT_MONTHS = 3;
export const orderLessonOptionSchema = z.object({
  _id: idSchema,
  name: z.string(),
  scheduled_on: z.iso.datetime({ offset: true }),
  ended_on: z.iso.datetime({ offset: true }),
});
export type OrderLessonOption = z.infer<typeof orderLessonOptionSchema>;

/** A CSV cell: text or a number as the parser gave it; blank means absent; at most `max` characters once trimmed. */
const csvCell = (column: string, max: number) =>
  z
    .union([z.string(), z.number()])
    .nullable()
    .optional()
    .transform((value) => (value === null || value === undefined ? undefined : String(value).trim() || undefined))
    .pipe(z.string().max(max, tooLongMessage(column, max)).optional());

/** Kept on the order's `meta.import` as the row had them: the class's name as typed and the spec's other keys. */
export const ORDER_IMPORT_META_KEYS = ['class_name', ...ORDER_CSV_SPEC_KEYS] as const;

/**
 * One CSV row as the browser sends it to POST /admin/order/import, after it resolved the row's class by name (auto or
 * through the chooser). The row's `date` names the month whose next `lessons` future lessons are allocated.
 */
export const orderImportRowSchema = z.object({
  id: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().min(1, 'id is required').max(TEXT_MAX.csvValue, tooLongMessage('id', TEXT_MAX.csvValue))),
  email: emailSchema,
  name: csvCell('name', TEXT_MAX.name),
  phone_country_code: csvCell('phone_country_code', TEXT_MAX.csvValue)
    .transform((code) => (code ?? DEFAULT_PHONE_COUNTRY_CODE).replace(/^\+/, ''))
    .pipe(z.string().regex(/^\d{1,4}$/, 'The country code must be 1 to 4 digits')),
  phone: csvCell('phone', TEXT_MAX.phone).transform((phone) => phone ?? ''),
  class_id: idSchema,
  date: isoDateSchema,
  lessons: z
    .union([z.number(), z.string().trim().regex(/^\d+$/, 'lessons must be a whole number').transform(Number)])
    .pipe(z.number().int().min(1, 'lessons must be at least 1').max(100, 'lessons must be at most 100')),
  type: csvCell('type', TEXT_MAX.csvValue)
    .transform((type) => type?.toUpperCase() ?? 'PAYMENT')
    .pipe(z.enum(ORDER_TYPES)),
  remark: csvCell('remark', TEXT_MAX.remark),
  discount_code: csvCell('discount_code', TEXT_MAX.code).transform((code) => code?.toUpperCase() ?? ''),
  class_name: csvCell('class_name', TEXT_MAX.name),
  student_id: csvCell('student_id', TEXT_MAX.csvValue),
  teacher_id: csvCell('teacher_id', TEXT_MAX.csvValue),
  level_id: csvCell('level_id', TEXT_MAX.csvValue),
  level_title: csvCell('level_title', TEXT_MAX.name),
  subject_id: csvCell('subject_id', TEXT_MAX.csvValue),
  subject_title: csvCell('subject_title', TEXT_MAX.name),
  start_datetime: csvCell('start_datetime', TEXT_MAX.csvValue),
  duration: csvCell('duration', TEXT_MAX.csvValue),
  created: csvCell('created', TEXT_MAX.csvValue),
  modified: csvCell('modified', TEXT_MAX.csvValue),
});
export type OrderImportRowInput = z.input<typeof orderImportRowSchema>;
export type OrderImportRow = z.output<typeof orderImportRowSchema>;

/**
 * POST /admin/order/import: one row per request, so each row is all-or-nothing and the browser can show progress.
 * `file` fingerprints the file (the hex SHA-256 of its text): with the row's id it makes the row's identity, so importing
 * the same file again creates nothing twice.
 */
const importFileSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9+/=_-]{8,128}$/, 'file must be the fingerprint of the CSV file (its SHA-256 in hex)');

export const orderImportBodySchema = z.object({ row: orderImportRowSchema, file: importFileSchema });
export type OrderImportBody = z.input<typeof orderImportBodySchema>;

/** `created` (201) for a new row, `exists` (200) when the same file's row was imported before. */
export const orderImportResponseSchema = itemEnvelope(
  z.object({ status: z.enum(['created', 'exists']), order: orderSchema }),
);
export type OrderImportResult = z.infer<typeof orderImportResponseSchema>['data'];

/** Rows one POST /admin/order/import/batch takes at most. */
export const ORDER_IMPORT_BATCH_MAX = 50;

/**
 * POST /admin/order/import/batch: several rows of one file, each imported as POST /admin/order/import would, on its
 * own and all-or-nothing, in order. A large file then costs the browser and the API a request per batch instead of
 * per row. Each row is checked on its own (`orderImportRowSchema`), so a bad row fails alone.
 */
export const orderImportBatchBodySchema = z.object({
  rows: z.array(z.unknown()).min(1, 'Send at least one row').max(ORDER_IMPORT_BATCH_MAX, `Send at most ${ORDER_IMPORT_BATCH_MAX} rows at once`),
  file: importFileSchema,
});
export type OrderImportBatchBody = { rows: OrderImportRowInput[]; file: string };

/**
 * One row's outcome, in the order the rows were sent: `created` or `exists` with the order's id, or `failed` with the
 * entries POST /admin/order/import would have answered (their fields named `row.<column>` as there).
 */
export const orderImportBatchResultSchema = z.union([
  z.object({ id: z.string(), status: z.enum(['created', 'exists']), order_id: idSchema }),
  z.object({ id: z.string(), status: z.literal('failed'), message: z.array(apiErrorEntrySchema) }),
]);
export type OrderImportBatchResult = z.infer<typeof orderImportBatchResultSchema>;
export const orderImportBatchResponseSchema = listEnvelope(orderImportBatchResultSchema);

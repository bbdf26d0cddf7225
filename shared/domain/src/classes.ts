/**
 * Classes and lessons: the wire contract of /admin/class and /admin/lesson shared by mf-classes and the API, with the
 * spec's rules (back-office §2 Class list and Class lessons, §3 Class, Level tag, Lesson, §5 Class save, §9;
 * people-records §2 Lesson detail and dialogs, §3 Lesson, §4, §5, §9).
 */
import './zod-config';
import { z } from 'zod';
import { itemEnvelope, listEnvelope } from './api';
import { HOSTING_PLATFORMS, LESSON_STUDENT_GROUPS } from './enums';
import { isLevelTag } from './levels';
import { MESSAGES } from './messages';
import { classSchema, idSchema, isoDateSchema, pollQuestionSchema, userRefSchema } from './records';
import { optionalText, requiredText, TEXT_MAX, tooLongMessage, untrimmedText } from './text';
import { isEmailFormat } from './validation';

export const CLASS_PAGE_SIZE = 10;
export const LESSON_PAGE_SIZE = 20;
export const LESSON_STUDENT_PAGE_SIZE = 20;
/** At most this many emails per 'Add Student' (people-records §9). */
export const ADD_STUDENTS_MAX = 10;
/** Batch creation: five lessons by default, one a week (people-records §9). */
export const BATCH_DEFAULT_COUNT = 5;
export const BATCH_INTERVAL_DAYS = 7;

/** A new class starts with these (back-office §9 Class defaults). */
export const CLASS_DEFAULTS = {
  max_cap: 20,
  rate: 18,
  currency: 'SGD',
  country: 'SG',
  class_type: 'Workshop',
  is_listed: true,
} as const;

/** Messages the spec leaves to us, said the same way by the form and the server. */
export const CLASS_MESSAGES = {
  nameRequired: 'Enter the class name',
  subjectRequired: 'Enter the subject',
  dayOfWeekRequired: 'Enter the day of week',
  countryRequired: 'Enter the country',
  classTypeRequired: 'Enter the class type',
  currencyRequired: 'Enter the currency',
  levelRequired: 'Add at least one level',
  levelInvalid: 'This level is not one of the known levels',
  timeInvalid: 'Enter a time as HH:mm',
  endBeforeStart: 'The end must not be before the start',
  lessonNameRequired: 'Enter the lesson name',
  tooManyEmails: `Add at most ${ADD_STUDENTS_MAX} emails at a time`,
  noEmails: 'Enter at least one email',
  classInactive: 'This class is not active',
  notAStudent: 'Only student accounts can join a lesson',
  notATutor: 'Only tutor accounts can be chosen as tutors',
  notATA: 'Only TA accounts can be chosen as TAs',
  idMismatch: 'The _id sent must be the one in the address',
  notInLesson: 'This student is not in the lesson',
} as const;

/** A currency code as typed ('SGD', 'THB'); a few letters more leave room for a label the centre uses. */
export const CURRENCY_MAX_LENGTH = 10;

/**
 * The class's and the lesson's text fields, one schema each, so the forms check a value exactly as the server does
 * (same maximum, same message).
 */
export const CLASS_TEXT = {
  name: requiredText('Class name', TEXT_MAX.name, CLASS_MESSAGES.nameRequired),
  subject: requiredText('Subject', TEXT_MAX.name, CLASS_MESSAGES.subjectRequired),
  country: requiredText('Country', TEXT_MAX.code, CLASS_MESSAGES.countryRequired),
  class_type: requiredText('Class type', TEXT_MAX.name, CLASS_MESSAGES.classTypeRequired),
  currency: requiredText('Currency', CURRENCY_MAX_LENGTH, CLASS_MESSAGES.currencyRequired),
  date_of_week: requiredText('Day of week', TEXT_MAX.name, CLASS_MESSAGES.dayOfWeekRequired),
  /** Rich text; the server sanitises it before storing. */
  desc: untrimmedText('Description', TEXT_MAX.richText),
} as const;

export const LESSON_TEXT = {
  name: requiredText('Lesson name', TEXT_MAX.name, CLASS_MESSAGES.lessonNameRequired),
  /** Rich text, as the class description. */
  desc: untrimmedText('Description', TEXT_MAX.richText),
  hosting_type: requiredText('Type', TEXT_MAX.code, 'Choose the type'),
} as const;
const isoDateTime = z.iso.datetime({ offset: true });
/** Wall-clock time of day, `HH:mm` (24 hours), as the class schedule keeps it. */
export const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, CLASS_MESSAGES.timeInvalid);
const levelTagSchema = z.string().trim().refine(isLevelTag, CLASS_MESSAGES.levelInvalid);
/** Tutors and TAs go as lists of ids, or null when none (back-office §5); the server reads both as "none". */
const staffIds = z
  .array(idSchema)
  .max(50)
  .nullable()
  .transform((ids) => [...new Set(ids ?? [])]);

// ---------------------------------------------------------------------------------------------------------------
// Classes

/** GET /admin/class: newest edit first, `q` a case-insensitive substring of the name (the user's text, escaped). */
export const classListQuerySchema = z.object({
  q: optionalText('Search', TEXT_MAX.search).optional(),
  max: z.coerce.number().int().min(1).max(100).default(CLASS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ClassListQuery = z.input<typeof classListQuerySchema>;

/** A class as the API sends it (back-office §3 Class), with how many lessons it has. */
export const classItemSchema = classSchema.extend({ lesson_count: z.number().int() });
export type ClassItem = z.infer<typeof classItemSchema>;
export const classListResponseSchema = listEnvelope(classItemSchema);
export const classResponseSchema = itemEnvelope(classItemSchema);

const classFields = {
  name: CLASS_TEXT.name,
  subject: CLASS_TEXT.subject,
  country: CLASS_TEXT.country,
  class_type: CLASS_TEXT.class_type,
  desc: CLASS_TEXT.desc,
  start_date: isoDateTime,
  end_date: isoDateTime,
  schedule: z.object({
    start_time: timeOfDaySchema,
    end_time: timeOfDaySchema,
    date_of_week: CLASS_TEXT.date_of_week,
  }),
  level: z.array(levelTagSchema).min(1, CLASS_MESSAGES.levelRequired).max(20),
  is_free: z.boolean(),
  is_trial: z.boolean(),
  is_featured: z.boolean(),
  is_listed: z.boolean(),
  is_sold_out: z.boolean(),
  force_full_purchase: z.boolean(),
  is_active: z.boolean(),
  max_cap: z.number().int().min(1).max(10_000),
  rate: z.number().min(0).max(1_000_000),
  currency: CLASS_TEXT.currency,
  tutor: staffIds,
  ta: staffIds,
};

const endNotBeforeStart = (value: { start_date?: string; end_date?: string }) =>
  !value.start_date || !value.end_date || Date.parse(value.end_date) >= Date.parse(value.start_date);

/** POST /admin/class. Unsent flags and numbers take the spec's defaults. */
export const classCreateSchema = z
  .object({
    ...classFields,
    country: classFields.country.default(CLASS_DEFAULTS.country),
    class_type: classFields.class_type.default(CLASS_DEFAULTS.class_type),
    desc: classFields.desc.default(''),
    is_free: classFields.is_free.default(false),
    is_trial: classFields.is_trial.default(false),
    is_featured: classFields.is_featured.default(false),
    is_listed: classFields.is_listed.default(CLASS_DEFAULTS.is_listed),
    is_sold_out: classFields.is_sold_out.default(false),
    force_full_purchase: classFields.force_full_purchase.default(false),
    is_active: classFields.is_active.default(true),
    max_cap: classFields.max_cap.default(CLASS_DEFAULTS.max_cap),
    rate: classFields.rate.default(CLASS_DEFAULTS.rate),
    currency: classFields.currency.default(CLASS_DEFAULTS.currency),
    tutor: classFields.tutor.default([]),
    ta: classFields.ta.default([]),
  })
  .refine(endNotBeforeStart, { path: ['end_date'], message: CLASS_MESSAGES.endBeforeStart });
export type ClassCreateInput = z.input<typeof classCreateSchema>;
export type ClassCreate = z.output<typeof classCreateSchema>;

/**
 * PATCH /admin/class/{id}: the changed fields only, e.g. `{ is_active: false }` from the row menu. `_id` may be sent
 * too (the spec's edit sends it) and must then be the path's.
 */
export const classUpdateSchema = z
  .object({ _id: idSchema.optional(), ...classFields })
  .partial()
  .refine(endNotBeforeStart, { path: ['end_date'], message: CLASS_MESSAGES.endBeforeStart });
export type ClassUpdateInput = z.input<typeof classUpdateSchema>;

/** GET /admin/class/staff: tutors or TAs to pick for a class or a lesson, by name or email. */
export const staffOptionsQuerySchema = z.object({
  type: z.enum(['Tutor', 'TA']),
  q: optionalText('Search', TEXT_MAX.search).optional(),
  max: z.coerce.number().int().min(1).max(50).default(20),
});
export const staffOptionsResponseSchema = listEnvelope(userRefSchema);

// ---------------------------------------------------------------------------------------------------------------
// Lessons

/** A lesson in a class's list (back-office §2 Class lessons). */
export const lessonItemSchema = z.object({
  _id: idSchema,
  class: idSchema,
  name: z.string(),
  scheduled_on: isoDateTime,
  ended_on: isoDateTime,
  is_active: z.boolean(),
  is_released: z.boolean(),
  is_completed: z.boolean(),
  meta: z.object({ term: z.number().int().nullable(), index: z.number().int().nullable() }),
  hosting_platform: z.enum(HOSTING_PLATFORMS),
  hosting_type: z.string(),
  tutor: z.array(userRefSchema),
  ta: z.array(userRefSchema),
  /** Students of every group. */
  student_count: z.number().int(),
});
export type LessonItem = z.infer<typeof lessonItemSchema>;

/**
 * GET /admin/lesson?class={id}: a class's lessons by scheduled_on (ascending by default), 20 a page. `around` (an
 * instant) answers the page holding the first lesson ending at or after it instead of `offset`, so the list can open
 * where the class is now; the answer's `offset` says which page that was.
 */
export const lessonListQuerySchema = z.object({
  class: idSchema,
  sortBy: z.enum(['scheduled_on']).default('scheduled_on'),
  order: z.enum(['asc', 'desc']).default('asc'),
  max: z.coerce.number().int().min(1).max(100).default(LESSON_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
  around: isoDateTime.optional(),
});
export type LessonListQuery = z.input<typeof lessonListQuerySchema>;
export const lessonListResponseSchema = z.object({
  data: z.array(lessonItemSchema),
  count: z.number().int(),
  offset: z.number().int(),
});

/** GET /admin/lesson/{id}: the lesson detail page's header (people-records §2 Lesson detail). */
export const lessonDetailSchema = lessonItemSchema.extend({
  desc: z.string(),
  class_obj: z.object({
    _id: idSchema,
    name: z.string(),
    schedule: z.object({ start_time: z.string(), end_time: z.string(), date_of_week: z.string() }),
  }),
  platform_integration: z
    .object({
      id: z.string(),
      password: z.string().optional(),
      registration_url: z.string().optional(),
      host_email: z.string().optional(),
      settings: z.object({ alternative_hosts: z.string().optional() }).optional(),
    })
    .nullable(),
  student_counts: z.object({ student: z.number().int(), trial_student: z.number().int(), video_student: z.number().int() }),
  /** The Zoom poll questions, by question_index (back-office §3 Lesson poll_setup). */
  poll_setup: z.array(pollQuestionSchema),
});
export type LessonDetail = z.infer<typeof lessonDetailSchema>;
export const lessonResponseSchema = itemEnvelope(lessonDetailSchema);

const lessonFields = {
  name: LESSON_TEXT.name,
  desc: LESSON_TEXT.desc,
  scheduled_on: isoDateTime,
  ended_on: isoDateTime,
  hosting_platform: z.enum(HOSTING_PLATFORMS),
  hosting_type: LESSON_TEXT.hosting_type,
  tutor: staffIds,
  ta: staffIds,
  meta: z.object({
    term: z.number().int().min(0).max(1000).nullable(),
    index: z.number().int().min(0).max(10_000).nullable(),
  }),
  is_active: z.boolean(),
  is_released: z.boolean(),
  is_completed: z.boolean(),
};

const endedNotBeforeScheduled = (value: { scheduled_on?: string; ended_on?: string }) =>
  !value.scheduled_on || !value.ended_on || Date.parse(value.ended_on) >= Date.parse(value.scheduled_on);

/** POST /admin/lesson (people-records §7 create lesson): active, released, Offline and meeting unless said. */
export const lessonCreateSchema = z
  .object({
    ...lessonFields,
    class: idSchema,
    desc: lessonFields.desc.default(''),
    hosting_platform: lessonFields.hosting_platform.default('Offline'),
    hosting_type: lessonFields.hosting_type.default('meeting'),
    tutor: lessonFields.tutor.default([]),
    ta: lessonFields.ta.default([]),
    meta: lessonFields.meta.default({ term: null, index: null }),
    is_active: lessonFields.is_active.default(true),
    is_released: lessonFields.is_released.default(true),
    is_completed: lessonFields.is_completed.default(false),
  })
  .refine(endedNotBeforeScheduled, { path: ['ended_on'], message: CLASS_MESSAGES.endBeforeStart });
export type LessonCreateInput = z.input<typeof lessonCreateSchema>;

/** PATCH /admin/lesson/{id}: the changed fields only, e.g. `{ is_released: false }` from the toggle. */
export const lessonUpdateSchema = z
  .object({ _id: idSchema.optional(), ...lessonFields })
  .partial()
  .refine(endedNotBeforeScheduled, { path: ['ended_on'], message: CLASS_MESSAGES.endBeforeStart });
export type LessonUpdateInput = z.input<typeof lessonUpdateSchema>;

/**
 * GET /admin/lesson/day?date=YYYY-MM-DD (back-office §2 Quick Lesson Management, §7 getLessonList): the active lessons
 * ending on that day in the centre's time zone, by scheduled_on, 20 a page.
 */
export const dayLessonListQuerySchema = z.object({
  date: isoDateSchema,
  max: z.coerce.number().int().min(1).max(100).default(LESSON_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type DayLessonListQuery = z.input<typeof dayLessonListQuerySchema>;

/** How many student names a day-list row carries; the rest are counted in `student_count`. */
export const DAY_LESSON_STUDENT_NAMES = 3;

/** A row of Quick Lesson Management: Student name, Teacher name, Class name, Lesson name, Time. */
export const dayLessonItemSchema = lessonItemSchema.extend({
  class_obj: z.object({ _id: idSchema, name: z.string() }),
  /** The first students of the lesson's 'student' group by name, at most DAY_LESSON_STUDENT_NAMES. */
  student: z.array(userRefSchema),
});
export type DayLessonItem = z.infer<typeof dayLessonItemSchema>;
export const dayLessonListResponseSchema = listEnvelope(dayLessonItemSchema);

/** A student of a lesson with the attendance the lesson detail shows (people-records §2). */
export const lessonStudentSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_country_code: z.string().nullable(),
  group: z.enum(LESSON_STUDENT_GROUPS),
  attended: z.boolean(),
  joined_at: isoDateTime.nullable(),
  left_at: isoDateTime.nullable(),
});
export type LessonStudent = z.infer<typeof lessonStudentSchema>;

/** GET /admin/lesson/{id}/student: one group, by name, `q` a substring of the name or email. */
export const lessonStudentListQuerySchema = z.object({
  group: z.enum(LESSON_STUDENT_GROUPS).default('student'),
  q: optionalText('Search', TEXT_MAX.search).optional(),
  max: z.coerce.number().int().min(1).max(100).default(LESSON_STUDENT_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export const lessonStudentListResponseSchema = listEnvelope(lessonStudentSchema);

/**
 * The 'Add Student' text: one email per line, blank lines and repeats dropped (compared without case), at most ten
 * (people-records §5). Answers the emails or the reason they cannot be looked up.
 */
export function parseStudentEmails(text: string): { emails: string[]; error: string | null } {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const email = line.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    emails.push(email);
  }
  if (emails.length === 0) return { emails, error: CLASS_MESSAGES.noEmails };
  if (emails.length > ADD_STUDENTS_MAX) return { emails, error: CLASS_MESSAGES.tooManyEmails };
  if (emails.some((email) => email.length > TEXT_MAX.email)) return { emails, error: tooLongMessage('Email', TEXT_MAX.email) };
  const invalid = emails.find((email) => !isEmailFormat(email));
  if (invalid) return { emails, error: `${MESSAGES.invalidEmail}: ${invalid}` };
  return { emails, error: null };
}

/** POST /admin/lesson/{id}/student/lookup: step one of Add Student, finding the accounts. */
export const studentLookupSchema = z.object({
  emails: z
    .array(z.string().trim().min(1).max(TEXT_MAX.email, tooLongMessage('Email', TEXT_MAX.email)))
    .min(1, CLASS_MESSAGES.noEmails)
    .max(ADD_STUDENTS_MAX, CLASS_MESSAGES.tooManyEmails),
});
/** Per email as typed: 'found' can be added, 'already' is in the lesson ('Already in class'), else 'Not found'. */
export const studentLookupResultSchema = z.object({
  email: z.string(),
  status: z.enum(['found', 'already', 'not_found']),
  user: userRefSchema.nullable(),
});
export const studentLookupResponseSchema = z.object({ data: z.array(studentLookupResultSchema) });
export type StudentLookupResult = z.infer<typeof studentLookupResultSchema>;

/** What the add-students dialog shows for a result (people-records §8). */
export function studentLookupLabel(status: StudentLookupResult['status']): string | null {
  if (status === 'already') return MESSAGES.alreadyInClass;
  if (status === 'not_found') return MESSAGES.notFound;
  return null;
}

/** PATCH /admin/lesson/{id}/add-student: step two, the found accounts (spec §7 `{student: [ids]}`), as students. */
export const addStudentsSchema = z.object({
  student: z.array(idSchema).min(1).max(ADD_STUDENTS_MAX),
});
/** `added` joined now; `already` were there before (a second click adds nothing twice). */
export const addStudentsResponseSchema = z.object({
  data: z.object({ added: z.array(userRefSchema), already: z.array(userRefSchema) }),
});

/** DELETE /admin/lesson/{id}/student/{userId}: the student taken out of the lesson. */
export const removeStudentResponseSchema = z.object({ data: z.object({ removed: userRefSchema }) });

/**
 * User management (/user) and the edit dialog: the wire contract of the people routes shared by mf-people and the API
 * (people-records §2 User Management, Edit/create dialog, Parent's Information; §3 User, Student record as sent on
 * save, Parent record, Tutor record, Consultation record, Student grid fields; §4; §5; §9; back-office §7 /admin/user*).
 *
 * The long profile sections (schools and academic, goals, personality) have their schemas in ./student-profile and
 * are spread into the student's here.
 */
import './zod-config';
import { z } from 'zod';
import { itemEnvelope, listEnvelope } from './api';
import { GENDERS } from './enums';
import { MESSAGES } from './messages';
import { idSchema, studentContactShape, isoDateSchema, isoDateTime, userRefSchema } from './records';
import { optionalText, requiredText, TEXT_MAX, tooLongMessage } from './text';
import { dayjs, getCentreTimezone } from '@backoffice/domain/time';
import { emailSchema, newPasswordSchema } from './validation';
import { COUNSELLOR_PROFILE_KEYS, DISC_TRAITS, INTERESTED_TOPICS, studentProfileShape } from './student-profile';

// ---------------------------------------------------------------------------------------------------------------------
// Constants and messages

/** Student and tutor grids: 25 rows a page (people-records §9). */
export const PEOPLE_PAGE_SIZE = 25;
/** The deepest page the grids take (100,000 rows in): past it a search is the better tool. */
export const PEOPLE_MAX_PAGE = 4_000;
/** Quick search waits this long after the last key (people-records §9); the browser's business, kept here once. */
export const PEOPLE_SEARCH_DEBOUNCE_MS = 500;
/** A new record's phone country code, and the one shown when a loaded record has none (people-records §4, §9). */
export const NEW_PHONE_COUNTRY_CODE = '65';
export const LOADED_PHONE_COUNTRY_CODE = '66';
/** A new parent's salute (people-records §4, §9). */
export const DEFAULT_SALUTE = 'Mr';

export const PEOPLE_TABS = ['student', 'tutor', 'ta'] as const;
export type PeopleTab = (typeof PEOPLE_TABS)[number];

/** The record types user management edits through PATCH /admin/user/{type}/{id}, by their path segment. */
export const EDITABLE_USER_TYPES = ['Student', 'Tutor', 'TA'] as const;
export type EditableUserType = (typeof EDITABLE_USER_TYPES)[number];
export const USER_TYPE_SEGMENTS = { student: 'Student', tutor: 'Tutor', ta: 'TA' } as const satisfies Record<
  string,
  EditableUserType
>;
export type UserTypeSegment = keyof typeof USER_TYPE_SEGMENTS;

/** Messages of user management: the spec's word for word (MESSAGES), the rest ours, said the same way. */
export const PEOPLE_MESSAGES = {
  nameRequired: MESSAGES.nameRequired,
  parentEmailRequired: MESSAGES.parentEmailRequired,
  parentEmailDuplicated: MESSAGES.parentEmailDuplicated,
  emailRequired: 'Email cannot be empty!',
  emailDuplicated: 'Email duplicated!',
  dbidReadOnly: 'The database ID cannot be changed once set',
  dbidDuplicated: 'Database ID duplicated!',
  customerServiceUnknown: 'Choose a customer service staff member from the list',
  salesAdminUnknown: 'Choose a sales admin from the list',
  studentUnknown: 'Choose a student from the list',
  typeMismatch: 'This user is not of that type',
  phoneCountryCodeInvalid: 'Country code must be 1 to 4 digits',
} as const;

export const PEOPLE_EMPTY_STATES = {
  noTutors: 'No tutors found',
  noTA: 'No ta found',
  noStudentAccounts: 'No student accounts were found',
  noStudents: 'There are no students',
  noStudentMatch: 'There are no students matching your search',
  noName: 'No Name',
} as const;

export const DIALOG_TITLES = { edit: 'Edit User', newTutor: 'Add New Tutor' } as const;

// ---------------------------------------------------------------------------------------------------------------------
// Dates: date of birth is the start of its day, a consultation the end of its day, in the centre's time zone (§5)

/** The instant a date of birth is sent as: the start of that centre day, ISO. */
export function dateOfBirthInstant(day: string, zone = getCentreTimezone()): string {
  return dayjs.tz(day, zone).startOf('day').toISOString();
}

/** The instant a consultation date is sent and stored as: the last millisecond of that centre day, ISO. */
export function consultationInstant(day: string, zone = getCentreTimezone()): string {
  return dayjs.tz(day, zone).startOf('day').add(1, 'day').subtract(1, 'millisecond').toISOString();
}

/** The centre day an instant or a day falls on ('YYYY-MM-DD'): what the forms show (display format YYYY-MM-DD). */
export function centreDayOf(value: string, zone = getCentreTimezone()): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : dayjs(value).tz(zone).format('YYYY-MM-DD');
}

/** A day as the forms send it: an ISO instant (start or end of the day) or the day itself. */
export const dayOrInstantSchema = z.union([isoDateSchema, isoDateTime]);

// ---------------------------------------------------------------------------------------------------------------------
// Field schemas, one each, so the form checks a value exactly as the server does

/** Empty text from a form reads as "not set". */
const blankToNull = (value: string) => (value === '' ? null : value);

const nullableText = (label: string, max: number) => optionalText(label, max).transform(blankToNull).nullable();

export const phoneCountryCodeSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/^\+/, ''))
  .pipe(z.string().regex(/^\d{1,4}$/, PEOPLE_MESSAGES.phoneCountryCodeInvalid));

/** A password is sent only when filled (§5): '' reads as not sent; anything else must be a valid new password. */
export const optionalPasswordSchema = z
  .string()
  .max(TEXT_MAX.password, tooLongMessage('Password', TEXT_MAX.password))
  .optional()
  .transform((value) => (value === undefined || value === '' ? undefined : value))
  .pipe(newPasswordSchema.optional());

export const genderSchema = z.enum(GENDERS).nullable();

export const CONTACT_CHOICES = ['whatsapp', 'line', 'others', 'nil'] as const;
export const contactPreferenceInputSchema = z.object({
  contact: z.enum(CONTACT_CHOICES).nullable().default(null),
  others_type: nullableText('Other contact', TEXT_MAX.name).default(null),
});

const emailField = (required: string) =>
  z
    .string({ error: (issue) => (issue.code === 'invalid_type' ? required : undefined) })
    .trim()
    .min(1, required)
    .pipe(emailSchema);

export const PEOPLE_TEXT = {
  name: requiredText('Name', TEXT_MAX.name, PEOPLE_MESSAGES.nameRequired),
  nickname: nullableText('Nickname', TEXT_MAX.name),
  email: emailField(PEOPLE_MESSAGES.emailRequired),
  parentEmail: emailField(PEOPLE_MESSAGES.parentEmailRequired),
  dbid: nullableText('Database ID', TEXT_MAX.name),
  phone: nullableText('Phone', TEXT_MAX.phone),
  facebook: nullableText('Facebook', TEXT_MAX.url),
  line: nullableText('LINE ID', TEXT_MAX.name),
  notes: (label: string) => optionalText(label, TEXT_MAX.notes),
  short: (label: string) => optionalText(label, TEXT_MAX.name),
} as const;

/**
 * A shape's fields with defaults for those named: a create (and the dialog's full save) fills what the form left out,
 * while an update (`.partial()` of the bare shape) changes only what was sent.
 */
function defaulted<S extends z.ZodRawShape, D extends { [K in keyof S]?: z.output<S[K]> }>(
  shape: S,
  defaults: D,
): { [K in keyof S]: K extends keyof D ? z.ZodDefault<S[K]> : S[K] } {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [
      key,
      key in defaults ? (schema as z.ZodType).default((defaults as Record<string, unknown>)[key]) : schema,
    ]),
  ) as never;
}

const noContactPreference = { contact: null, others_type: null };

/** The basic information every editable record shares (people-records §3 User, form-level fields). */
const basicShape = {
  name: PEOPLE_TEXT.name,
  nickname: PEOPLE_TEXT.nickname,
  email: PEOPLE_TEXT.email,
  password: optionalPasswordSchema,
  dbid: PEOPLE_TEXT.dbid,
  gender: genderSchema,
  date_of_birth: dayOrInstantSchema.nullable(),
  phone_country_code: phoneCountryCodeSchema.nullable(),
  phone: PEOPLE_TEXT.phone,
  contact_preference: contactPreferenceInputSchema,
  facebook: PEOPLE_TEXT.facebook,
  line: PEOPLE_TEXT.line,
  /** Deactivating a user ends its sessions; changing it needs canManage on /user. */
  is_active: z.boolean().optional(),
};
const basicDefaults = {
  nickname: null,
  dbid: null,
  gender: null,
  date_of_birth: null,
  phone_country_code: NEW_PHONE_COUNTRY_CODE,
  phone: null,
  contact_preference: noContactPreference,
  facebook: null,
  line: null,
} as const;

// ---------------------------------------------------------------------------------------------------------------------
// Parent (people-records §3 Parent record, §2 Parent's Information)

export const PAYMENT_MODES = ['nil', 'cash', 'credit', 'bank'] as const;
export const PAYMENT_MODE_LABELS = { cash: 'Cash', credit: 'Credit Card', bank: 'Bank Transfer' } as const;

const flagsOf = <T extends readonly string[]>(keys: T) =>
  z.object(Object.fromEntries(keys.map((key) => [key, z.boolean().optional()])) as Record<T[number], z.ZodOptional<z.ZodBoolean>>);

export const parentCharacterSchema = z.object({
  dominance: flagsOf(DISC_TRAITS.dominance).optional(),
  influence: flagsOf(DISC_TRAITS.influence).optional(),
  conscientiousness: flagsOf(DISC_TRAITS.conscientiousness).optional(),
  steadiness: flagsOf(DISC_TRAITS.steadiness).optional(),
});

export const interestedTopicsSchema = flagsOf(INTERESTED_TOPICS).extend({
  others_type: PEOPLE_TEXT.short('Other topic').optional(),
});

/**
 * The parent's meta as the form sends it. `conflict`, `parent_character` and `payment_mode` are the counsellor view's
 * (COUNSELLOR_ONLY_PARENT_FIELDS): the server writes them only for a caller with people.counsellorView and leaves
 * them out of what it answers to anyone else.
 */
export const parentMetaInputSchema = z.object({
  occupation: z
    .object({ area: PEOPLE_TEXT.short('Occupation area').optional(), specific: PEOPLE_TEXT.short('Occupation').optional() })
    .optional(),
  family_background: PEOPLE_TEXT.notes('Family background').optional(),
  networking_circle: z
    .object({
      fb: z.boolean().optional(),
      website: z.boolean().optional(),
      friends: z.boolean().optional(),
      others: z.boolean().optional(),
      others_type: PEOPLE_TEXT.short('Other networking circle').optional(),
    })
    .optional(),
  decision_maker: z.object({ father: z.boolean().optional(), mother: z.boolean().optional() }).optional(),
  interested_topics: interestedTopicsSchema.optional(),
  date_of_renewal: isoDateSchema.nullable().optional(),
  conflict: PEOPLE_TEXT.notes('Conflicts in family').optional(),
  parent_character: parentCharacterSchema.optional(),
  payment_mode: z.enum(PAYMENT_MODES).nullable().optional(),
});
export type ParentMetaInput = z.infer<typeof parentMetaInputSchema>;

export const COUNSELLOR_ONLY_PARENT_FIELDS = ['conflict', 'parent_character', 'payment_mode'] as const;

const parentShape = {
  salute: PEOPLE_TEXT.short('Salute').nullable(),
  name: optionalText('Parent name', TEXT_MAX.name),
  email: PEOPLE_TEXT.parentEmail,
  password: optionalPasswordSchema,
  gender: genderSchema,
  dob: dayOrInstantSchema.nullable(),
  phone_country_code: phoneCountryCodeSchema.nullable(),
  phone: PEOPLE_TEXT.phone,
  contact_preference: contactPreferenceInputSchema,
  facebook: PEOPLE_TEXT.facebook,
  line: PEOPLE_TEXT.line,
  /** The sales admin picker of the parent's basic fields. */
  sales_admin: idSchema.nullable(),
  /** Fields sent replace the stored ones; fields left out stay. */
  meta: parentMetaInputSchema,
};

/** The parent as the dialog sends it, nested in the student (people-records §3). `email` is required ('Parent email cannot be empty!'). */
export const parentInputSchema = z.object(
  defaulted(parentShape, {
    salute: DEFAULT_SALUTE,
    name: '',
    gender: null,
    dob: null,
    phone_country_code: NEW_PHONE_COUNTRY_CODE,
    phone: null,
    contact_preference: noContactPreference,
    facebook: null,
    line: null,
    sales_admin: null,
    meta: {},
  }),
);
export type ParentInput = z.input<typeof parentInputSchema>;
export type ParentSave = z.output<typeof parentInputSchema>;

/** POST /admin/user/parent: a parent, linked to `child` (a student) when given. */
export const parentCreateSchema = parentInputSchema.extend({ child: idSchema.optional() });
/** PATCH /admin/user/parent/{id or email}: the fields sent change, the others stay. */
export const parentUpdateSchema = z.object(parentShape).partial().extend({ child: idSchema.optional() });

export const parentRecordSchema = z.object({
  _id: idSchema,
  _type: z.literal('Parent'),
  salute: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  gender: z.enum(GENDERS).nullable(),
  dob: isoDateSchema.nullable(),
  phone_country_code: z.string().nullable(),
  phone: z.string().nullable(),
  contact_preference: z.object({ contact: z.string().nullable(), others_type: z.string().nullable() }),
  facebook: z.string().nullable(),
  line: z.string().nullable(),
  sales_admin: userRefSchema.nullable(),
  /** The students linked to this parent. */
  child: z.array(userRefSchema),
  /** Known fields typed; counsellor-only ones absent without people.counsellorView. */
  meta: parentMetaInputSchema.loose(),
  is_active: z.boolean(),
  updated: isoDateTime,
});
export type ParentRecord = z.infer<typeof parentRecordSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Student (people-records §3 Student record as sent on save: the parts of issue 14)

/**
 * The student as the dialog sends it: basic information, consultation (its date, notes and action plans), additional
 * notes (`meta.background`) and the profile sections (Schools & Academic for everyone; Academic & Career Goal and
 * Personality & Preference for the counsellor view). A changed consultation date creates one consultation with the
 * notes and plans (§4).
 */
const studentShape = {
  ...basicShape,
  staff_to_handle: z.object({ customer_service: idSchema.nullable().default(null), sales_admin: idSchema.nullable().default(null) }),
  date_of_consultation: dayOrInstantSchema.nullable(),
  consultation_notes: PEOPLE_TEXT.notes('Consultation notes'),
  action_plans: PEOPLE_TEXT.notes('Action plans'),
  meta: z.object({ background: PEOPLE_TEXT.notes('Student background').default('') }),
  /** The profile sections of issue 15 (./student-profile): each optional, a part left out stays as stored. */
  ...studentProfileShape,
};
export const studentInputSchema = z.object(
  defaulted(studentShape, {
    ...basicDefaults,
    staff_to_handle: { customer_service: null, sales_admin: null },
    date_of_consultation: null,
    consultation_notes: '',
    action_plans: '',
    meta: { background: '' },
  }),
);
export type StudentInput = z.input<typeof studentInputSchema>;
export type StudentSave = z.output<typeof studentInputSchema>;

/**
 * PUT /admin/user/student/{id}: the dialog's one request. In one transaction: the student, a consultation when the
 * consultation date changed, and the parent created or updated by email. 409 'Parent email duplicated!' when the
 * parent's email belongs to someone who cannot be this student's parent; nothing is written then.
 */
export const studentSaveSchema = studentInputSchema.extend({ parent: parentInputSchema });
export type StudentSaveInput = z.input<typeof studentSaveSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Tutor and TA (people-records §3 Tutor record)

/** '  a, b ,,c ' → ['a', 'b', 'c'] (§5: comma-separated, trimmed, empty gives an empty list). */
export function splitCommaList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** The list as the form's text box shows it. */
export function joinCommaList(items: readonly string[] | null | undefined): string {
  return (items ?? []).join(', ');
}

const listItem = (label: string) => optionalText(label, TEXT_MAX.name);
/** A list sent as the typed text or as its items; either way trimmed items, empty ones dropped. */
const commaList = (label: string) =>
  z
    .union([z.string().max(TEXT_MAX.notes, tooLongMessage(label, TEXT_MAX.notes)).transform(splitCommaList), z.array(z.string())])
    .transform((items) => items.map((item) => item.trim()).filter((item) => item !== ''))
    .pipe(z.array(listItem(label)).max(100));

const tutorShape = {
  ...basicShape,
  profile_pic: nullableText('Profile picture', TEXT_MAX.url),
  desc: PEOPLE_TEXT.notes('Description'),
  subject: commaList('Subjects'),
  credential: z.object({
    year_of_exp: z.coerce.number().int().min(0).max(80).nullable().default(0).transform((years) => years ?? 0),
    track_record: commaList('Track record').default([]),
  }),
};
export const tutorInputSchema = z.object(
  defaulted(tutorShape, {
    ...basicDefaults,
    profile_pic: null,
    desc: '',
    subject: [],
    credential: { year_of_exp: 0, track_record: [] },
  }),
);
export type TutorInput = z.input<typeof tutorInputSchema>;
export type TutorSave = z.output<typeof tutorInputSchema>;

/** POST /admin/user: a Tutor (Create New Tutor: canManage on /user), a TA or a Student, by `_type`. */
export const userCreateSchema = z.discriminatedUnion('_type', [
  tutorInputSchema.extend({ _type: z.literal('Tutor') }),
  tutorInputSchema.extend({ _type: z.literal('TA') }),
  studentInputSchema.extend({ _type: z.literal('Student') }),
]);
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** The fields of a student update: only what is sent changes. */
export const studentUpdateSchema = z.object(studentShape).partial();
/** The fields of a tutor or TA update: only what is sent changes. */
export const tutorUpdateSchema = z.object(tutorShape).partial();

/**
 * PATCH /admin/user/{type}/{id} (type: student, tutor or ta, the record's own): the fields sent change, the others
 * stay; fields of the other kind of record are ignored. `_type` re-types the user and `is_active: false` deactivates
 * it; both need canManage on /user and end the user's sessions.
 */
export const userUpdateSchema = z
  .object({ ...studentShape, ...tutorShape })
  .partial()
  .extend({ _type: z.enum(EDITABLE_USER_TYPES).optional() });
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

// ---------------------------------------------------------------------------------------------------------------------
// Records answered by GET /admin/user/{id} and the writes

const basicRecordFields = {
  _id: idSchema,
  name: z.string(),
  nickname: z.string().nullable(),
  email: z.string(),
  dbid: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  date_of_birth: isoDateSchema.nullable(),
  phone_country_code: z.string().nullable(),
  phone: z.string().nullable(),
  contact_preference: z.object({ contact: z.string().nullable(), others_type: z.string().nullable() }),
  facebook: z.string().nullable(),
  line: z.string().nullable(),
  is_active: z.boolean(),
  created: isoDateTime,
  updated: isoDateTime,
};

export const studentRecordSchema = z.object({
  ...basicRecordFields,
  _type: z.literal('Student'),
  staff_to_handle: z.object({ customer_service: userRefSchema.nullable(), sales_admin: userRefSchema.nullable() }),
  date_of_consultation: isoDateTime.nullable(),
  consultation_notes: z.string(),
  action_plans: z.string(),
  meta: z.object({ background: z.string() }),
  /** Columns of the Schools & Academic section: a school's name or other text; 'grade', 'year' or other text. */
  school: z.string().nullable(),
  level: z.string().nullable(),
  /**
   * The rest of the stored profile (the sections of ./student-profile, the grid's fields), as stored: a value from an
   * older list is answered as it is, for the form to show as others; the counsellor view's parts
   * (COUNSELLOR_ONLY_STUDENT_FIELDS) only for a caller with people.counsellorView.
   */
  profile: z.record(z.string(), z.unknown()),
  parent: parentRecordSchema.nullable(),
});
export type StudentRecord = z.infer<typeof studentRecordSchema>;

export const tutorRecordSchema = z.object({
  ...basicRecordFields,
  _type: z.enum(['Tutor', 'TA']),
  profile_pic: z.string().nullable(),
  desc: z.string(),
  subject: z.array(z.string()),
  /** year_of_exp is 0 when the stored record has none (§4). */
  credential: z.object({ year_of_exp: z.number(), track_record: z.array(z.string()) }),
});
export type TutorRecord = z.infer<typeof tutorRecordSchema>;

export const peopleRecordSchema = z.discriminatedUnion('_type', [
  studentRecordSchema,
  tutorRecordSchema.extend({ _type: z.literal('Tutor') }),
  tutorRecordSchema.extend({ _type: z.literal('TA') }),
]);
export type PeopleRecord = z.infer<typeof peopleRecordSchema>;

export const peopleRecordResponseSchema = itemEnvelope(peopleRecordSchema);
export const parentRecordResponseSchema = itemEnvelope(parentRecordSchema);

/** The student profile's keys the counsellor's grid shows (people-records §3 Student grid fields). */
export const GRID_PROFILE_KEYS = [
  'examDate',
  'punctual',
  'cancelClass',
  'questionEngagement',
  'grades',
  'courseType',
  'examType',
  'famous',
  'amountPaid',
  'amountFrequency',
] as const;

/** The student profile's parts only the counsellor view reads and writes (§2: academic, payment and notes; §2 dialog sections). */
export const COUNSELLOR_ONLY_STUDENT_FIELDS = [...COUNSELLOR_PROFILE_KEYS, ...GRID_PROFILE_KEYS, 'academicBackground'] as const;

// ---------------------------------------------------------------------------------------------------------------------
// Consultation (people-records §3 Consultation record)

/** POST /admin/consultation: the current user is recorded as admin; the date is stored as the end of its centre day. */
export const consultationCreateSchema = z.object({
  student_id: idSchema,
  date_of_consultation: dayOrInstantSchema,
  consultation_notes: PEOPLE_TEXT.notes('Consultation notes').default(''),
  action_plans: PEOPLE_TEXT.notes('Action plans').default(''),
});
export type ConsultationCreateInput = z.input<typeof consultationCreateSchema>;

export const consultationRecordSchema = z.object({
  _id: idSchema,
  admin: idSchema.nullable(),
  student_id: idSchema,
  date_of_consultation: isoDateTime,
  consultation_notes: z.string(),
  action_plans: z.string(),
  action: z.boolean(),
});
export type ConsultationRecord = z.infer<typeof consultationRecordSchema>;
export const consultationRecordResponseSchema = itemEnvelope(consultationRecordSchema);

// ---------------------------------------------------------------------------------------------------------------------
// Grids (people-records §2 User Management, §3 Student grid fields)

/** The address of /user: tab, quick search and page (1-based). */
export const userManagementSearchSchema = z.object({
  tab: z.enum(PEOPLE_TABS).catch('student').default('student'),
  q: z.string().max(TEXT_MAX.search).catch('').default(''),
  page: z.coerce.number().int().min(1).max(PEOPLE_MAX_PAGE).catch(1).default(1),
});
export type UserManagementSearch = z.infer<typeof userManagementSearchSchema>;

/**
 * GET /admin/user/student, /admin/user/tutor and /admin/user/ta: 25 a page, by name. `q` is matched without case as a
 * substring of name, nickname, email, phone and dbid (its %, _ and \ taken literally).
 */
export const peopleListQuerySchema = z.object({
  q: optionalText('Search', TEXT_MAX.search).default(''),
  page: z.coerce.number().int().min(1).max(PEOPLE_MAX_PAGE).default(1),
});
export type PeopleListQuery = z.input<typeof peopleListQuerySchema>;

export const FAME_RATINGS = ['never', 'fair', 'famous', 'very-famous', 'vip'] as const;
/** Fame shown as 1–5 stars (people-records §9). */
export const FAME_STARS = { never: 1, fair: 2, famous: 3, 'very-famous': 4, vip: 5 } as const;

export const studentGridParentSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_country_code: z.string().nullable(),
});

/**
 * A row of the Student tab. The reduced columns for everyone; the counsellor's (people-records §3 Student grid fields)
 * only for a caller with people.counsellorView: the server leaves them out otherwise.
 */
export const studentGridRowSchema = z.object({
  ...studentContactShape,
  is_active: z.boolean(),
  parent: studentGridParentSchema.nullable(),
  // The counsellor view's columns
  examDate: z.string().nullable().optional(),
  punctual: z.string().nullable().optional(),
  cancelClass: z.string().nullable().optional(),
  questionEngagement: z.string().nullable().optional(),
  grades: z.string().nullable().optional(),
  courseType: z.string().nullable().optional(),
  examType: z.string().nullable().optional(),
  famous: z.enum(FAME_RATINGS).nullable().optional(),
  amountPaid: z.string().nullable().optional(),
  amountFrequency: z.string().nullable().optional(),
  date_of_birth: isoDateSchema.nullable().optional(),
  updated: isoDateTime.optional(),
});
export type StudentGridRow = z.infer<typeof studentGridRowSchema>;
export const studentGridResponseSchema = listEnvelope(studentGridRowSchema);

/** A row of the Tutor tab (Name, EPA Database ID, Gender, Email, Edit) and of the TA list. */
export const staffGridRowSchema = z.object({
  _id: idSchema,
  _type: z.enum(['Tutor', 'TA']),
  name: z.string(),
  dbid: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  email: z.string(),
  is_active: z.boolean(),
});
export type StaffGridRow = z.infer<typeof staffGridRowSchema>;
export const staffGridResponseSchema = listEnvelope(staffGridRowSchema);

/** GET /admin/user/handlers: the sales-admin and customer-service pickers, fetched when /user opens (§7). */
export const handlerOptionsResponseSchema = itemEnvelope(
  z.object({ sales_admin: z.array(userRefSchema), customer_service: z.array(userRefSchema) }),
);
export type HandlerOptions = z.infer<typeof handlerOptionsResponseSchema>['data'];

/** 'No Name' for a record without one (§2). */
export function displayName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : PEOPLE_EMPTY_STATES.noName;
}

/** The Student tab's empty state: no students at all, or none matching the search (§2). */
export function studentEmptyState(q: string): string {
  return q.trim() ? PEOPLE_EMPTY_STATES.noStudentMatch : PEOPLE_EMPTY_STATES.noStudents;
}

/**
 * The records the API sends and receives, with the spec's field names (`_id`, `_type`, `lesson_meta`, ...).
 * Large nested documents (student profile, parent meta, lesson report) are open objects: their known fields are typed,
 * and fields the forms add later pass through unchanged.
 */
import './zod-config';
import { z } from 'zod';
import { CAPABILITIES } from './capabilities';
import {
  GENDERS,
  HOSTING_PLATFORMS,
  ORDER_STATUSES,
  ORDER_TYPES,
  OUTBOX_CHANNELS,
  OUTBOX_STATUSES,
  POLL_CHOICE_TYPES,
} from './enums';
import { USER_TYPES } from './roles';

export const idSchema = z.uuid();

/** A student's identity and contact as the dashboard's profile and user management's grid both send it. */
export const studentContactShape = {
  _id: idSchema,
  name: z.string(),
  nickname: z.string().nullable(),
  dbid: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_country_code: z.string().nullable(),
};
/** An instant with its offset, as the API writes them. */
export const isoDateTime = z.iso.datetime({ offset: true });
/** A calendar day, `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date();

export const userTypeSchema = z.enum(USER_TYPES);
export const capabilitySchema = z.enum(CAPABILITIES);

/** A user as others see it in lists and pickers. */
export const userRefSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
});
export type UserRef = z.infer<typeof userRefSchema>;

/** The signed-in user (`GET /me`). */
export const meSchema = z.object({
  _id: idSchema,
  _type: userTypeSchema,
  name: z.string(),
  nickname: z.string().nullable(),
  email: z.string(),
  capabilities: z.array(capabilitySchema),
  supervisedAgents: z.array(idSchema),
});
export type Me = z.infer<typeof meSchema>;

export const contactPreferenceSchema = z.object({
  contact: z.enum(['nil', 'others', 'line', 'whatsapp']).nullable().optional(),
  others_type: z.string().nullable().optional(),
});

/** The consultation profile of a student (people-records §3), kept as one document. */
export const studentProfileSchema = z
  .object({
    typeOfSchool: z.string().optional(),
    gradeYearLevel: z.object({ grade: z.string().optional(), year: z.string().optional() }).optional(),
    first_language: z.string().optional(),
    studyMediumEng: z.boolean().optional(),
    studyMediumThai: z.boolean().optional(),
    grade: z.record(z.string(), z.unknown()).optional(),
    favoriteSubjects: z.record(z.string(), z.unknown()).optional(),
    weakestSubjects: z.record(z.string(), z.unknown()).optional(),
    externalExams: z.record(z.string(), z.unknown()).optional(),
    coursesTuition: z.record(z.string(), z.unknown()).optional(),
    currentlyAtEPA: z
      .object({ studyingAtEPA: z.string().optional(), coursesTakenAtEPA: z.record(z.string(), z.unknown()).optional() })
      .optional(),
    careerGoals: z
      .object({
        student: z.string().optional(),
        parent: z.string().optional(),
        counsellor: z.string().optional(),
        consultation: z.boolean().optional(),
      })
      .optional(),
    studyGoals: z.record(z.string(), z.unknown()).optional(),
    targetCountry: z.record(z.string(), z.unknown()).optional(),
    areaOfStudy: z.record(z.string(), z.unknown()).optional(),
    specialRequests: z.string().optional(),
    learningType: z.record(z.string(), z.unknown()).optional(),
    studentCharacter: z.record(z.string(), z.unknown()).optional(),
    personalityTest: z.record(z.string(), z.unknown()).optional(),
    healthCondition: z.record(z.string(), z.unknown()).optional(),
    preferredTeacher: z.record(z.string(), z.unknown()).optional(),
    interestedTopics: z.record(z.string(), z.unknown()).optional(),
    meta: z.object({ background: z.string().optional() }).loose().optional(),
    // Student grid fields (people-records §3)
    examDate: z.string().optional(),
    punctual: z.string().optional(),
    cancelClass: z.string().optional(),
    questionEngagement: z.string().optional(),
    grades: z.string().optional(),
    courseType: z.string().optional(),
    examType: z.string().optional(),
    famous: z.enum(['never', 'fair', 'famous', 'very-famous', 'vip']).optional(),
    amountPaid: z.string().optional(),
    amountFrequency: z.string().optional(),
    academicBackground: z.string().optional(),
    studyingAtOtherSchool: z
      .object({ at_other_school: z.string().optional(), at_other_school_name: z.string().optional() })
      .optional(),
  })
  .loose();
export type StudentProfile = z.infer<typeof studentProfileSchema>;

/** Parent meta (people-records §3 Parent record). */
export const parentMetaSchema = z
  .object({
    occupation: z.object({ area: z.string().optional(), specific: z.string().optional() }).optional(),
    family_background: z.string().optional(),
    networking_circle: z.record(z.string(), z.unknown()).optional(),
    conflict: z.string().optional(),
    decision_maker: z.object({ father: z.boolean().optional(), mother: z.boolean().optional() }).optional(),
    parent_character: z.record(z.string(), z.record(z.string(), z.boolean())).optional(),
    interested_topics: z.record(z.string(), z.unknown()).optional(),
    payment_mode: z.enum(['nil', 'cash', 'credit', 'bank']).optional(),
    date_of_renewal: isoDateSchema.nullable().optional(),
  })
  .loose();

/** A user record of any `_type` as the back office shows it. */
export const userSchema = z.object({
  _id: idSchema,
  _type: userTypeSchema,
  name: z.string(),
  nickname: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_country_code: z.string().nullable(),
  dbid: z.string().nullable(),
  school: z.string().nullable(),
  level: z.string().nullable(),
  date_of_birth: isoDateSchema.nullable(),
  gender: z.enum(GENDERS).nullable(),
  credit: z.number(),
  country: z.string().nullable(),
  facebook: z.string().nullable(),
  line: z.string().nullable(),
  contact_preference: contactPreferenceSchema.nullable(),
  staff_to_handle: z.object({ customer_service: userRefSchema.nullable(), sales_admin: userRefSchema.nullable() }),
  parent: z
    .object({
      _id: idSchema,
      name: z.string(),
      email: z.string(),
      meta: parentMetaSchema,
    })
    .nullable(),
  profile: studentProfileSchema,
  is_active: z.boolean(),
  created: isoDateTime,
  updated: isoDateTime,
});
export type User = z.infer<typeof userSchema>;

/** lesson_meta: the teacher's report on a lesson (back-office §3). Scores are '1'–'6' or '---' when unreported. */
export const lessonMetaSchema = z
  .object({
    punctuality: z.enum(['y', 'n', '---']).optional(),
    checked: z.string().optional(),
    notes: z.string().optional(),
    notes_timeStamp: isoDateTime.optional(),
    notes_editor: z.string().optional(),
    homework: z
      .object({
        homeworkAssignment: z.string().optional(),
        homeworkSubmission: z.enum(['1', '2', '3', '---']).optional(),
        pastPaper: z.boolean().optional(),
        comment: z.string().optional(),
      })
      .optional(),
    revision_notes: z.enum(['1', '2', '3', '---']).optional(),
    engagement: z.record(z.string(), z.string()).optional(),
    skill_mastery: z.record(z.string(), z.string()).optional(),
    lesson_topic: z.string().optional(),
    comment: z
      .object({ comment: z.string().optional(), studentView: z.boolean().optional(), parentView: z.boolean().optional() })
      .optional(),
    recommendation: z
      .object({
        recommendationConsultImmediately: z.boolean().optional(),
        recommendationConsultImmediatelyTimeStamp: isoDateTime.optional(),
        lesson: z.boolean().optional(),
        others: z.string().optional(),
      })
      .optional(),
    resolvedTimeStamp: isoDateTime.optional(),
    resolvedPerson: z.string().optional(),
  })
  .loose();
export type LessonMeta = z.infer<typeof lessonMetaSchema>;

export const pollOptionSchema = z.object({ label: z.string(), content: z.string() });
export const pollQuestionSchema = z.object({
  _id: idSchema,
  question_type: z.literal('question'),
  choice_type: z.enum(POLL_CHOICE_TYPES),
  question_index: z.number().int(),
  name: z.string(),
  question: z.string(),
  option: z.array(pollOptionSchema),
  answer_index: z.array(z.number().int()),
  answer: z.array(z.string()),
});
export type PollQuestion = z.infer<typeof pollQuestionSchema>;

export const platformIntegrationSchema = z.object({
  id: z.string(),
  password: z.string().optional(),
  registration_url: z.string().optional(),
  host_email: z.string().optional(),
  settings: z.object({ alternative_hosts: z.string().optional() }).optional(),
});

export const classSchema = z.object({
  _id: idSchema,
  name: z.string(),
  subject: z.string(),
  country: z.string(),
  class_type: z.string(),
  desc: z.string(),
  start_date: isoDateTime,
  end_date: isoDateTime,
  schedule: z.object({ start_time: z.string(), end_time: z.string(), date_of_week: z.string() }),
  level: z.array(z.string()),
  is_free: z.boolean(),
  is_trial: z.boolean(),
  is_featured: z.boolean(),
  is_listed: z.boolean(),
  is_sold_out: z.boolean(),
  force_full_purchase: z.boolean(),
  is_active: z.boolean(),
  max_cap: z.number().int(),
  rate: z.number(),
  currency: z.string(),
  tutor: z.array(userRefSchema),
  ta: z.array(userRefSchema),
  updated: isoDateTime,
});
export type ClassRecord = z.infer<typeof classSchema>;

export const orderSchema = z.object({
  _id: idSchema,
  type: z.enum(ORDER_TYPES),
  created: isoDateTime,
  status: z.enum(ORDER_STATUSES),
  remark: z.string(),
  // The stored data spells it 'histroy' (spec §3); the API keeps the spelling.
  histroy: z.array(z.object({ status: z.enum(ORDER_STATUSES), remark: z.string(), at: isoDateTime, by: z.string() })),
  agent: userRefSchema.nullable(),
  /** The student the lessons are allocated to. */
  student: userRefSchema,
  payment: z.object({
    channel: z.string(),
    provider: z.string().nullable().optional(),
    platform: z.string().nullable().optional(),
    completed_on: isoDateTime.nullable().optional(),
  }),
  created_by: z.object({
    name: z.string(),
    email: z.string(),
    phone_country_code: z.string().nullable(),
    phone: z.string().nullable(),
  }),
  detail: z.object({
    lessonList: z.array(idSchema),
    lesson: z.number().int(),
    billable_lesson: z.number().int(),
    class_obj: z.object({ _id: idSchema, name: z.string() }),
  }),
  meta: z.object({ is_renewal: z.boolean() }).loose(),
  discount_code: z.string().nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * How many characters of an allocation's remark its list row carries. The list shows a preview and fetches the whole
 * order when asked (GET /admin/order/{id}): a page of twenty stays under 100 KB of JSON whatever was typed (issue 23),
 * and a remark of a thousand Thai letters would be 3 KB a row on its own.
 */
export const ORDER_LIST_REMARK_PREVIEW = 120;

/**
 * One row of GET /admin/order: what the list, its cancel and its edit dialogs show, and nothing more. Left out: the
 * history (two more remarks), the lesson ids (36 bytes each), who created it and the CSV row kept on `meta`, all of
 * which GET /admin/order/{id} answers. `remark_clipped` says the remark is a preview of a longer one.
 */
export const orderListRowSchema = orderSchema
  .pick({ _id: true, type: true, created: true, status: true, remark: true, agent: true, student: true })
  .extend({
    remark_clipped: z.boolean(),
    detail: orderSchema.shape.detail.omit({ lessonList: true }),
    meta: z.object({ is_renewal: z.boolean() }),
  });
export type OrderListRow = z.infer<typeof orderListRowSchema>;

/** The first `length` characters (code points, as PostgreSQL's left() counts them) of a text. */
function clipText(text: string, length: number): { text: string; clipped: boolean } {
  const characters = Array.from(text);
  return characters.length > length ? { text: characters.slice(0, length).join(''), clipped: true } : { text, clipped: false };
}

/** An order as its list row shows it: after a cancel or an edit answered with the whole order. */
export function toOrderListRow(order: Order): OrderListRow {
  const remark = clipText(order.remark, ORDER_LIST_REMARK_PREVIEW);
  return {
    _id: order._id,
    type: order.type,
    created: order.created,
    status: order.status,
    remark: remark.text,
    remark_clipped: remark.clipped,
    agent: order.agent,
    student: order.student,
    detail: { lesson: order.detail.lesson, billable_lesson: order.detail.billable_lesson, class_obj: order.detail.class_obj },
    meta: { is_renewal: order.meta.is_renewal },
  };
}

export const consultationSchema = z.object({
  _id: idSchema,
  date: isoDateTime,
  date_of_consultation: isoDateTime,
  student: z.array(userRefSchema),
  action_plans: z.string(),
  consultation_notes: z.string(),
  action: z.boolean(),
  admin: idSchema.nullable(),
});

export const feedbackSchema = z.object({
  _id: idSchema,
  created_by: userRefSchema.nullable(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  created: isoDateTime,
  feedback_target_object: z.object({ class: idSchema.nullable(), name: z.string() }),
  allow_anonymous: z.boolean(),
});

export const newsDetailSchema = z.object({
  title: z.string().optional(),
  url: z.string().optional(),
  summary: z.string().optional(),
  image: z.string().optional(),
  youtube_link: z.string().optional(),
});
export const newsItemSchema = z.object({
  _id: idSchema,
  slot: z.number().int().min(0).max(3),
  updated: isoDateTime,
  detail: newsDetailSchema,
});

export const lessonLinkSchema = z.object({ lesson: idSchema, user: idSchema, link: z.string() });

export const birthdayStudentSchema = z.object({
  _id: idSchema,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_country_code: z.string().nullable(),
  date_of_birth: isoDateSchema,
});
export type BirthdayStudent = z.infer<typeof birthdayStudentSchema>;

export const outboxMessageSchema = z.object({
  _id: idSchema,
  channel: z.enum(OUTBOX_CHANNELS),
  to: z.string(),
  subject: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  created: isoDateTime,
  sent_at: isoDateTime.nullable(),
});

export const hostingPlatformSchema = z.enum(HOSTING_PLATFORMS);

/**
 * Lesson announcements by email and SMS (people-records §2 Make Announcement, §3 Announcement, §4 flow, §5, §9): the
 * wire contract of /admin/announcement shared by mf-classes and the API.
 */
import './zod-config';
import { z } from 'zod';
import { itemEnvelope } from './api';
import { LESSON_STUDENT_GROUPS, OUTBOX_CHANNELS, OUTBOX_STATUSES } from './enums';
import { idSchema } from './records';
import { requiredText, TEXT_MAX } from './text';

/** SMS maximum length (people-records §9). */
export const SMS_MAX_LENGTH = 459;
/** An email's subject: one line in a mail client's list. */
export const ANNOUNCEMENT_SUBJECT_MAX = 200;
/** The button's text: a button, not a paragraph. */
export const ANNOUNCEMENT_CTA_MAX = 60;
/** The call-to-action button's default text (people-records §3). */
export const ANNOUNCEMENT_CTA_DEFAULT = 'View Class';

export const ANNOUNCEMENT_GROUP_LABELS: Record<(typeof LESSON_STUDENT_GROUPS)[number], string> = {
  student: 'Students',
  trial_student: 'Trial students',
  video_student: 'Video students',
};

/** Messages the spec leaves to us, said the same way by the form and the server. */
export const ANNOUNCEMENT_MESSAGES = {
  subjectRequired: 'Enter the subject',
  contentRequired: 'Write the announcement',
  smsTooLong: `An SMS holds at most ${SMS_MAX_LENGTH} characters`,
  ctaTextRequired: 'Enter the button text',
  irreversible: 'Announcements cannot be undone once sent.',
} as const;

/** The email's fields, one schema each, so the Make Announcement form checks them exactly as the server does. */
export const ANNOUNCEMENT_TEXT = {
  subject: requiredText('Subject', ANNOUNCEMENT_SUBJECT_MAX, ANNOUNCEMENT_MESSAGES.subjectRequired),
  /** Rich text (cleaned on the server). */
  content: requiredText('Content', TEXT_MAX.richText, ANNOUNCEMENT_MESSAGES.contentRequired),
  cta: requiredText('Button text', ANNOUNCEMENT_CTA_MAX, ANNOUNCEMENT_MESSAGES.ctaTextRequired),
} as const;

/** Characters left in an SMS of this text (the counter under the SMS box). */
export function smsCharactersLeft(text: string): number {
  return SMS_MAX_LENGTH - [...text].length;
}

/**
 * POST /admin/announcement: one call per chosen group (people-records §4, §7: kind lesson, lesson id, type, group,
 * subject, content). `request_id` is made once per Confirm and sent with every group's call: a repeated call with the
 * same id and group queues nothing twice. Email `content` is rich text (cleaned on the server); SMS `content` plain text.
 */
export const announcementRequestSchema = z.discriminatedUnion('type', [
  z.object({
    kind: z.literal('lesson'),
    lesson: idSchema,
    type: z.literal('email'),
    group: z.enum(LESSON_STUDENT_GROUPS),
    request_id: z.uuid(),
    subject: ANNOUNCEMENT_TEXT.subject,
    content: ANNOUNCEMENT_TEXT.content,
    /** The button under the text, linking to the class page; left out when its checkbox is not set. */
    cta: z.object({ text: ANNOUNCEMENT_TEXT.cta }).optional(),
  }),
  z.object({
    kind: z.literal('lesson'),
    lesson: idSchema,
    type: z.literal('sms'),
    group: z.enum(LESSON_STUDENT_GROUPS),
    request_id: z.uuid(),
    // The spec's 459 counts characters as people do (code points: an emoji is one), hence a refine, not .max().
    content: z
      .string({ error: (issue) => (issue.code === 'invalid_type' ? ANNOUNCEMENT_MESSAGES.contentRequired : undefined) })
      .trim()
      .min(1, ANNOUNCEMENT_MESSAGES.contentRequired)
      .refine((text) => smsCharactersLeft(text) >= 0, ANNOUNCEMENT_MESSAGES.smsTooLong),
  }),
]);
export type AnnouncementRequest = z.input<typeof announcementRequestSchema>;

/** What one group's call did: `queued` new messages; `repeated` ones an earlier call with the same id had queued. */
export const announcementResultSchema = z.object({
  group: z.enum(LESSON_STUDENT_GROUPS),
  recipients: z.number().int(),
  queued: z.number().int(),
  repeated: z.number().int(),
  /** Recipients without an address for this channel (an SMS to a student with no phone). */
  unreachable: z.number().int(),
});
export const announcementResponseSchema = itemEnvelope(announcementResultSchema);
export type AnnouncementResult = z.infer<typeof announcementResultSchema>;

/** One queued or delivered message of a lesson's announcements, as staff see it. */
export const announcementMessageSchema = z.object({
  _id: idSchema,
  channel: z.enum(OUTBOX_CHANNELS),
  group: z.enum(LESSON_STUDENT_GROUPS),
  to: z.string(),
  recipient_name: z.string().nullable(),
  subject: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created: z.iso.datetime({ offset: true }),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AnnouncementMessage = z.infer<typeof announcementMessageSchema>;

/**
 * GET /admin/announcement/lesson/{id}: what the Make Announcement screen needs besides the lesson: how many students
 * each group reaches by email and by SMS, the class page the button links to, and the lesson's latest messages
 * (newest first, at most 50) so staff see what is still queued.
 */
export const lessonAnnouncementsSchema = z.object({
  reach: z.record(
    z.enum(LESSON_STUDENT_GROUPS),
    z.object({ students: z.number().int(), email: z.number().int(), sms: z.number().int() }),
  ),
  class_page_url: z.string(),
  /** The centre's name as the email's banner shows it. */
  centre_name: z.string(),
  messages: z.array(announcementMessageSchema),
  message_count: z.number().int(),
});
export const lessonAnnouncementsResponseSchema = itemEnvelope(lessonAnnouncementsSchema);
export type LessonAnnouncements = z.infer<typeof lessonAnnouncementsSchema>;

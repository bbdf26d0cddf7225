import type { z } from 'zod';
import {
  ANNOUNCEMENT_CTA_DEFAULT,
  ANNOUNCEMENT_MESSAGES,
  ANNOUNCEMENT_TEXT,
  SMS_MAX_LENGTH,
  type AnnouncementRequest,
} from '@backoffice/domain/announcements';
import { escapeHtml } from '@backoffice/domain/announcement-email';
import type { LessonStudentGroup } from '@backoffice/domain/enums';
import type { LessonChange } from '../../../shared/utils/lesson-change';
import { hasVisibleContent } from '../../../shared/utils/sanitize-html';

export type AnnouncementType = AnnouncementRequest['type'];

/**
 * What the Make Announcement screen holds while it is written. Both channels' texts are kept, so switching between
 * Email and SMS loses nothing; only the chosen one is sent.
 */
export type AnnouncementDraft = {
  type: AnnouncementType;
  subject: string;
  /** The email's rich text, as the editor gives it ('' when empty). */
  content: string;
  /** 'Add a button': the call-to-action under the email's text, linking to the class page (people-records §3). */
  withButton: boolean;
  buttonText: string;
  sms: string;
};

/** What the lesson gives the texts: its name and its class's. */
export type AnnouncedLesson = { name: string; className: string };

export function emptyDraft(): AnnouncementDraft {
  return { type: 'email', subject: '', content: '', withButton: false, buttonText: ANNOUNCEMENT_CTA_DEFAULT, sms: '' };
}

/** At most SMS_MAX_LENGTH characters, counted as the domain's smsCharactersLeft counts them (code points). */
export function limitSms(text: string): string {
  const characters = [...text];
  return characters.length > SMS_MAX_LENGTH ? characters.slice(0, SMS_MAX_LENGTH).join('') : text;
}

/**
 * The announcement of a lesson's changes (people-records §4: 'Yes opens the announcement dialog prefilled with the list
 * of changes'): the subject 'Changes to {lesson}', the email listing each change as the prompt did ('Start: from → to'),
 * and a short SMS with the new values only.
 */
export function draftFromChanges(lesson: AnnouncedLesson, changes: readonly LessonChange[]): AnnouncementDraft {
  const items = changes
    .map((change) => `<li><strong>${escapeHtml(change.label)}:</strong> ${escapeHtml(change.from)} → ${escapeHtml(change.to)}</li>`)
    .join('');
  const content =
    `<p>Please note these changes to <strong>${escapeHtml(lesson.name)}</strong> (${escapeHtml(lesson.className)}):</p>` +
    `<ul>${items}</ul>` +
    '<p>If you have any questions, reply to this email or contact the centre.</p>';
  const sms = `Changes to ${lesson.name} (${lesson.className}): ${changes.map((change) => `${change.label}: ${change.to}.`).join(' ')}`;
  return { ...emptyDraft(), subject: `Changes to ${lesson.name}`, content, sms: limitSms(sms) };
}

/** The contract's first message for a text, or null when it takes it. */
function problemOf(schema: z.ZodType, value: string): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

/**
 * What is wrong with each email field, in the contract's words (missing, or longer than its maximum); null when it
 * may be sent. The content is also missing when it shows nothing once cleaned ('<p> </p>').
 */
export function emailProblems(draft: AnnouncementDraft): { subject: string | null; content: string | null; buttonText: string | null } {
  return {
    subject: problemOf(ANNOUNCEMENT_TEXT.subject, draft.subject),
    content: hasVisibleContent(draft.content) ? problemOf(ANNOUNCEMENT_TEXT.content, draft.content) : ANNOUNCEMENT_MESSAGES.contentRequired,
    buttonText: draft.withButton ? problemOf(ANNOUNCEMENT_TEXT.cta, draft.buttonText) : null,
  };
}

/** What still keeps Send disabled, in the domain's words (people-records §5); empty when it may be sent. */
export function missingForSend(draft: AnnouncementDraft): string[] {
  if (draft.type === 'sms') return draft.sms.trim() ? [] : [ANNOUNCEMENT_MESSAGES.contentRequired];
  const problems = emailProblems(draft);
  return [problems.subject, problems.content, problems.buttonText].filter((problem): problem is string => problem !== null);
}

/** What every group's call carries: the request without its group and request id. */
type SharedPart<R> = R extends unknown ? Omit<R, 'group' | 'request_id'> : never;
export type AnnouncementBody = SharedPart<AnnouncementRequest>;

/**
 * The payload of a draft (POST /admin/announcement, people-records §7: kind lesson, lesson id, type, subject,
 * content): text trimmed; the email's rich text sent as the editor made it (the server cleans it); the button only when
 * its box is ticked (the server links it to the class page).
 */
export function announcementBody(draft: AnnouncementDraft, lessonId: string): AnnouncementBody {
  if (draft.type === 'sms') return { kind: 'lesson', lesson: lessonId, type: 'sms', content: draft.sms.trim() };
  return {
    kind: 'lesson',
    lesson: lessonId,
    type: 'email',
    subject: draft.subject.trim(),
    content: draft.content,
    ...(draft.withButton ? { cta: { text: draft.buttonText.trim() } } : {}),
  };
}

/** One call per chosen group (people-records §4, §7), all with the Confirm's request id. */
export function requestsFor(
  body: AnnouncementBody,
  groups: readonly LessonStudentGroup[],
  requestId: string,
): AnnouncementRequest[] {
  return groups.map((group) => ({ ...body, group, request_id: requestId }) as AnnouncementRequest);
}

/**
 * Two drafts that would send the same announcement have the same key. The request id is kept while the key stays
 * (a retry repeats nothing already queued) and a new one is made when the announcement changed.
 */
export function announcementKey(body: AnnouncementBody): string {
  return JSON.stringify(body);
}

/**
 * A version 4 UUID for `request_id`. crypto.randomUUID exists only in secure contexts (https, localhost); a back office
 * served over plain http elsewhere still has getRandomValues.
 */
type RandomSource = { getRandomValues(array: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer>; randomUUID?: () => string };

export function newRequestId(random: RandomSource = crypto): string {
  if (typeof random.randomUUID === 'function') return random.randomUUID();
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

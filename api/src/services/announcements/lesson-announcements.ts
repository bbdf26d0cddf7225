import { LESSON_STUDENT_GROUPS, type LessonStudentGroup } from '@backoffice/domain/enums';
import type { AnnouncementMessage, LessonAnnouncements } from '@backoffice/domain/announcements';
import type { DbOrTx } from '../../db/types';
import { findLessonRecipients } from '../../db/repositories/announcements';
import { findLessonById } from '../../db/repositories/lessons';
import { listLessonMessages, type LessonMessageRow } from '../../db/repositories/outbox';
import { notFound } from '../../errors';
import { classPageUrl, emailAddress, smsAddress, type CentreSite } from './addresses';

/** How many of a lesson's messages the screen lists (the newest). */
export const LESSON_MESSAGES_SHOWN = 50;

/**
 * What Make Announcement needs besides the lesson: how many students of each group an email or an SMS would reach
 * (the same rules as the send: active accounts, a usable address), the class page the button opens, the centre's name
 * for the preview's banner, and the lesson's latest messages with their delivery state.
 */
export async function getLessonAnnouncements(db: DbOrTx, centre: CentreSite, lessonId: string): Promise<LessonAnnouncements> {
  const lesson = await findLessonById(db, lessonId);
  if (!lesson) throw notFound();
  const [students, messages] = await Promise.all([
    findLessonRecipients(db, lessonId),
    listLessonMessages(db, lessonId, LESSON_MESSAGES_SHOWN),
  ]);

  const reach = Object.fromEntries(
    LESSON_STUDENT_GROUPS.map((group) => [group, { students: 0, email: 0, sms: 0 }]),
  ) as LessonAnnouncements['reach'];
  for (const student of students) {
    const counts = reach[student.group];
    counts.students += 1;
    if (emailAddress(student.email)) counts.email += 1;
    if (smsAddress(student.phone, student.phoneCountryCode)) counts.sms += 1;
  }

  return {
    reach,
    class_page_url: classPageUrl(centre.studentSiteUrl, lesson.classId),
    centre_name: centre.centreName,
    messages: messages.rows.map(toMessage),
    message_count: messages.total,
  };
}

function toMessage(row: LessonMessageRow): AnnouncementMessage {
  return {
    _id: row.id,
    channel: row.channel,
    group: groupOf(row.context),
    to: row.toAddress,
    recipient_name: row.recipientName,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created: row.created.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** Every lesson message is queued with its group; a row written by hand without one is shown as the student group's. */
function groupOf(context: Record<string, unknown>): LessonStudentGroup {
  const group = context.group;
  return LESSON_STUDENT_GROUPS.find((known) => known === group) ?? 'student';
}

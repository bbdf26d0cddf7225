import sanitizeHtml from 'sanitize-html';
import { renderAnnouncementEmail } from '@backoffice/domain/announcement-email';
import { ANNOUNCEMENT_MESSAGES, type AnnouncementResult, type announcementRequestSchema } from '@backoffice/domain/announcements';
import type { z } from 'zod';
import type { Tx } from '../../db/types';
import { findLessonRecipients, type RecipientRow } from '../../db/repositories/announcements';
import { recordAudit } from '../audit';
import { findLessonById } from '../../db/repositories/lessons';
import { queueOutboxMessages, type NewOutboxRow, type OutboxChannel } from '../../db/repositories/outbox';
import { badRequest, notFound } from '../../errors';
import { centreDay } from '../../lib/time';
import { sanitizeRichText } from '../course/rich-text';
import { classPageUrl, emailAddress, smsAddress, type CentreSite } from './addresses';
import type { RequestContext } from '../request-context';

export type AnnouncementInput = z.output<typeof announcementRequestSchema>;

/** What every recipient of one call gets: the same message, only the address differs. */
type Message = {
  channel: OutboxChannel;
  subject: string | null;
  /** What was said: the cleaned rich text (not the whole email) or the SMS text, for the audit record. */
  content: string;
  body: string;
  address: (student: RecipientRow) => string | null;
};

/**
 * Make Announcement's send for one group (people-records §4: one call per chosen group): one message per student of
 * the group, queued in the outbox for the sender to deliver. Keyed by the request's id, so a repeated call (a retry
 * after a lost answer, a double click) queues nothing twice: those come back as `repeated`. A student without an
 * address for the channel (an SMS to a student without a phone) is `unreachable` and gets no message. A call that
 * queues nothing writes nothing, audit record included; otherwise one audit record for the call, not one per student.
 */
export async function queueAnnouncement(
  tx: Tx,
  ctx: RequestContext,
  centre: CentreSite,
  input: AnnouncementInput,
): Promise<AnnouncementResult> {
  const lesson = await findLessonById(tx, input.lesson);
  if (!lesson) throw notFound();
  const message = compose(ctx, centre, lesson.classId, input);
  const students = await findLessonRecipients(tx, lesson.id, input.group);

  const context = { kind: 'lesson', lessonId: lesson.id, classId: lesson.classId, group: input.group, requestId: input.request_id };
  const rows: NewOutboxRow[] = [];
  for (const student of students) {
    const toAddress = message.address(student);
    if (!toAddress) continue;
    rows.push({
      channel: message.channel,
      recipientId: student.id,
      toAddress,
      subject: message.subject,
      body: message.body,
      context,
      // The request id names one Confirm; lesson, group and channel are in the key too, so a client that reused an id
      // for another lesson or group could not silence that send.
      dedupeKey: `announcement:${input.request_id}:${lesson.id}:${input.group}:${message.channel}:${student.id}`,
      createdById: ctx.actor.user.id,
      created: ctx.now,
    });
  }
  const queued = await queueOutboxMessages(tx, rows);

  const result: AnnouncementResult = {
    group: input.group,
    recipients: students.length,
    queued: queued.size,
    repeated: rows.length - queued.size,
    unreachable: students.length - rows.length,
  };
  if (queued.size > 0) {
    await recordAudit(tx, ctx, {
      action: 'announcement.queue',
      entity: 'lesson',
      id: lesson.id,
      before: null,
      after: {
        request_id: input.request_id,
        type: input.type,
        subject: message.subject,
        content: message.content,
        ...(input.type === 'email' && input.cta ? { cta: input.cta.text } : {}),
        ...result,
      },
    });
  }
  return result;
}

function compose(ctx: RequestContext, centre: CentreSite, classId: string, input: AnnouncementInput): Message {
  if (input.type === 'sms') {
    return {
      channel: 'sms',
      subject: null,
      content: input.content,
      body: input.content,
      address: (student) => smsAddress(student.phone, student.phoneCountryCode),
    };
  }
  // The class descriptions' rules: no scripts, styles, frames or event handlers; links to web, mail and phone only.
  const contentHtml = sanitizeRichText(input.content);
  // Rich text that was nothing but a script, or an empty paragraph, says nothing once cleaned.
  if (!hasVisibleContent(contentHtml)) throw badRequest(ANNOUNCEMENT_MESSAGES.contentRequired, 'content');
  // A subject is one header line, whatever was pasted into it.
  const subject = input.subject.replace(/\s+/g, ' ');
  const body = renderAnnouncementEmail({
    subject,
    contentHtml,
    cta: input.cta ? { text: input.cta.text, url: classPageUrl(centre.studentSiteUrl, classId) } : undefined,
    centreName: centre.centreName,
    year: Number(centreDay(ctx.now, ctx.timezone).slice(0, 4)),
  });
  return { channel: 'email', subject, content: contentHtml, body, address: (student) => emailAddress(student.email) };
}

function hasVisibleContent(html: string): boolean {
  if (/<img\b/i.test(html)) return true;
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.replace(/&nbsp;|&#160;|\u00a0/g, ' ').trim().length > 0;
}

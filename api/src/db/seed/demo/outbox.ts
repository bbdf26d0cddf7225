import { DEFAULT_CENTRE_NAME, escapeHtml, renderAnnouncementEmail } from '@backoffice/domain/announcement-email';
import type { LessonStudentGroup } from '@backoffice/domain/enums';
import type { DemoAccounts } from './accounts';
import type { DemoCalendar } from './calendar';
import type { DemoLesson } from './lessons';
import type { DemoParent } from './people';
import { uuidFor } from './prng';
import type { NewLessonStudent, NewOutbox, NewUser } from './types';

/**
 * A few messages waiting in the outbox (no SMTP in the demo, so they stay queued and staff can see them): an
 * announcement of today's first Zoom lesson by email to its students, sent as Make Announcement sends it (the rendered
 * template, no button), the same announcement by SMS to its video students, and a renewal reminder by SMS to a parent.
 */
export function buildOutbox(
  cal: DemoCalendar,
  accounts: DemoAccounts,
  lessons: DemoLesson[],
  lessonStudents: NewLessonStudent[],
  users: NewUser[],
  parents: DemoParent[],
): NewOutbox[] {
  const messages: NewOutbox[] = [];
  const userById = new Map(users.map((user) => [user.id, user]));
  const lesson = lessons.find((l) => l.day === 0 && l.isZoom && l.row.platformIntegration);
  const queuedAt = cal.earlierToday('07:30');
  if (lesson) {
    const requestId = uuidFor(`announcement:${lesson.id}`);
    const subject = `${lesson.class.spec.name}: today's lesson`;
    const text = `${lesson.name} starts today at ${lesson.class.spec.startTime}. The Zoom link is on the class page.`;
    const email = renderAnnouncementEmail({
      subject,
      contentHtml: `<p>${escapeHtml(text)}</p><p>Please join five minutes early.</p>`,
      centreName: DEFAULT_CENTRE_NAME,
      year: Number(cal.today.slice(0, 4)),
    });
    const announce = (group: LessonStudentGroup, channel: 'email' | 'sms') => {
      for (const seat of lessonStudents.filter((s) => s.lessonId === lesson.id && s.group === group)) {
        const user = userById.get(seat.userId);
        if (!user || (channel === 'sms' && !user.phone)) continue;
        messages.push({
          id: uuidFor(`outbox:announcement:${lesson.id}:${group}:${channel}:${seat.userId}`),
          channel,
          recipientId: seat.userId,
          toAddress: channel === 'email' ? user.email : `+${user.phoneCountryCode ?? '66'}${user.phone}`,
          subject: channel === 'email' ? subject : null,
          body: channel === 'email' ? email : text,
          status: 'queued',
          context: { kind: 'lesson', lessonId: lesson.id, classId: lesson.class.id, group, requestId },
          dedupeKey: `announcement:${requestId}:${lesson.id}:${group}:${channel}:${seat.userId}`,
          createdById: accounts.superAdmin.id,
          created: queuedAt,
        });
      }
    };
    announce('student', 'email');
    announce('video_student', 'sms');
  }
  const renewing = parents.find((parent) => parent.row.dateOfRenewal && cal.offsetOf(parent.row.dateOfRenewal) >= 0);
  if (renewing?.row.phone) {
    messages.push({
      id: uuidFor(`outbox:renewal:${renewing.ref.id}`),
      channel: 'sms',
      recipientId: renewing.ref.id,
      toAddress: `+${renewing.row.phoneCountryCode ?? '66'}${renewing.row.phone}`,
      subject: null,
      body: `Dear ${[renewing.row.salute, renewing.ref.name].filter(Boolean).join(' ')}, your child's course renews on ${renewing.row.dateOfRenewal}. Reply or call us to continue.`,
      status: 'queued',
      context: { kind: 'renewal', parentId: renewing.ref.id },
      dedupeKey: `demo:renewal:${renewing.ref.id}:${renewing.row.dateOfRenewal}`,
      createdById: accounts.custServices[0]?.id ?? accounts.superAdmin.id,
      created: queuedAt,
    });
  }
  return messages;
}

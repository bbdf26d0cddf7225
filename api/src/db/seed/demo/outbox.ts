import type { DemoAccounts } from './accounts';
import type { DemoCalendar } from './calendar';
import type { DemoLesson } from './lessons';
import type { DemoParent } from './people';
import { uuidFor } from './prng';
import type { NewLessonStudent, NewOutbox, NewUser } from './types';

/**
 * A few messages waiting in the outbox (no SMTP in the demo, so they stay queued and staff can see them): a lesson
 * announcement by email to the students of today's first Zoom lesson, and a renewal reminder by SMS to a parent.
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
    const recipients = lessonStudents.filter((seat) => seat.lessonId === lesson.id && seat.group === 'student').slice(0, 2);
    for (const seat of recipients) {
      const user = userById.get(seat.userId);
      if (!user) continue;
      messages.push({
        id: uuidFor(`outbox:lesson:${lesson.id}:${seat.userId}`),
        channel: 'email',
        recipientId: seat.userId,
        toAddress: user.email,
        subject: `${lesson.class.spec.name}: today's lesson link`,
        body: `<p>Dear ${user.name},</p><p>${lesson.name} starts today at ${lesson.class.spec.startTime}. Join from the class page.</p>`,
        status: 'queued',
        context: { kind: 'lesson', lessonId: lesson.id, group: 'student' },
        dedupeKey: `demo:lesson:${lesson.id}:student:${seat.userId}`,
        createdById: accounts.superAdmin.id,
        created: queuedAt,
      });
    }
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

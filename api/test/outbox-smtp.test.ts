import { randomUUID } from 'node:crypto';
import type { AnnouncementResult } from '@backoffice/domain/announcements';
import type { UserRow } from '../src/db/schema/users';
import { MAX_ATTEMPTS } from '../src/services/outbox/sender';
import { insertClass, insertLessons, insertPerson, seat, type LessonRow } from './helpers/classes';
import { eventually, outboxOfLesson } from './helpers/outbox';
import { closedPort, startSmtpReceiver, type SmtpReceiver } from './helpers/smtp';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock, type TestAppOptions } from './helpers/test-app';

// The outbox sender against a real SMTP server on the loopback interface (ARCHITECTURE §4: email leaves through the
// outbox; nodemailer delivers it when SMTP_URL is set, otherwise it stays queued, visible to staff).

const NOW = '2026-03-10T03:00:00.000Z';
// The loop is left to itself in one test only; elsewhere the tests ask for a pass (deliverNow) and the loop's own
// passes (an hour apart) never come.
const HOUR = 3_600_000;

type Setup = {
  api: TestApi;
  lesson: LessonRow;
  students: UserRow[];
  announce: (payload: Record<string, unknown>) => Promise<AnnouncementResult>;
};

/** An app on a database of its own, a lesson with three students (one without a phone) and someone to announce. */
async function setUp(options: TestAppOptions): Promise<Setup> {
  const api = await testApi({ ...options, staff: { admin: { type: 'SuperAdmin', name: 'Sender Admin' } } });
  const db = api.db;
  const klass = await insertClass(db, { name: 'Mail class' });
  const [lesson] = await insertLessons(db, klass.id, ['2026-03-12T03:00:00Z']);
  const students = [
    await insertPerson(db, { type: 'Student', name: 'Anan Mail', email: 'anan@mail.test', phone: '812345678', phoneCountryCode: '66' }),
    await insertPerson(db, { type: 'Student', name: 'Bee Mail', email: 'bee@mail.test', phone: '91234567', phoneCountryCode: '65' }),
    await insertPerson(db, { type: 'Student', name: 'Chai Mail', email: 'chai@mail.test' }),
  ];
  await seat(db, lesson!.id, students.map((student) => student.id));
  return {
    api,
    lesson: lesson!,
    students,
    announce: async (payload) => {
      const response = await api.as('admin').post('/api/admin/announcement', payload);
      expect(response.statusCode).toBe(202);
      return (response.json() as { data: AnnouncementResult }).data;
    },
  };
}

const email = (lesson: LessonRow, extra: Record<string, unknown> = {}) => ({
  kind: 'lesson',
  lesson: lesson.id,
  type: 'email',
  group: 'student',
  request_id: randomUUID(),
  subject: 'Mock test on Saturday',
  content: '<p>The <em>mock test</em> starts at 09:00.</p><script>document.cookie</script>',
  cta: { text: 'View Class' },
  ...extra,
});

const sms = (lesson: LessonRow) => ({ kind: 'lesson', lesson: lesson.id, type: 'sms', group: 'student', request_id: randomUUID(), content: 'Mock test Sat 09:00' });

describe('with SMTP_URL: a real SMTP server receives the announcement', () => {
  let receiver: SmtpReceiver;
  let s: Setup;
  const clock = fixedClock(NOW);

  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    s = await setUp({ clock, config: { smtpUrl: receiver.url, outboxPollMs: HOUR } });
  });
  afterAll(async () => {
    await s.api.close();
    await receiver.close();
  });

  it('delivers one rendered email per student and marks each sent', async () => {
    expect(await s.announce(email(s.lesson))).toMatchObject({ queued: 3 });
    expect(await s.api.app.outbox.deliverNow()).toEqual({ sent: 3, retrying: 0, failed: 0 });

    const rows = await outboxOfLesson(s.api.db, s.lesson.id);
    expect(receiver.messages).toHaveLength(3);
    expect(receiver.messages.map((mail) => mail.envelopeTo).sort()).toEqual([['anan@mail.test'], ['bee@mail.test'], ['chai@mail.test']]);
    for (const mail of receiver.messages) {
      const row = rows.find((each) => each.id === mail.headers.get('x-outbox-id'));
      expect(row).toBeDefined();
      expect(mail.envelopeTo).toEqual([row!.toAddress]);
      expect(mail.envelopeFrom).toBe('no-reply@centre.test');
      expect(mail.headers.get('from')).toBe('Test Centre <no-reply@centre.test>');
      expect(mail.headers.get('to')).toBe(row!.toAddress);
      expect(mail.subject).toBe('Mock test on Saturday');
      // What was stored is what arrived: the template (580 px, banner, footer with the year), cleaned content, button.
      expect(mail.html).toBe(row!.body);
      expect(mail.html).toContain('max-width:580px');
      expect(mail.html).toMatch(/<td data-email-banner[^>]*>Test Centre<\/td>/);
      expect(mail.html).toContain('&copy; 2026 Test Centre. All rights reserved.');
      expect(mail.html).toContain('<p>The <em>mock test</em> starts at 09:00.</p>');
      expect(mail.html).toContain(`href="https://students.centre.test/class/${s.lesson.classId}"`);
      expect(mail.html).not.toContain('script');
    }
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, sentAt: new Date(NOW), nextAttemptAt: null });
    }

    // Nothing is sent twice.
    expect(await s.api.app.outbox.deliverNow()).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(receiver.messages).toHaveLength(3);
  });

  it('leaves SMS queued: there is no SMS provider yet', async () => {
    expect(await s.announce(sms(s.lesson))).toMatchObject({ queued: 2, unreachable: 1 });
    await s.api.app.outbox.deliverNow();
    const texts = (await outboxOfLesson(s.api.db, s.lesson.id)).filter((row) => row.channel === 'sms');
    expect(texts).toHaveLength(2);
    for (const row of texts) expect(row).toMatchObject({ status: 'queued', attempts: 0, sentAt: null });
  });

  it('shows the delivery state on the lesson', async () => {
    const response = await s.api.as('admin').get(`/api/admin/announcement/lesson/${s.lesson.id}`);
    const { messages } = response.json().data as { messages: Array<{ channel: string; status: string; sent_at: string | null }> };
    expect(messages.filter((message) => message.channel === 'email').map((message) => [message.status, message.sent_at])).toEqual([
      ['sent', NOW],
      ['sent', NOW],
      ['sent', NOW],
    ]);
    expect(messages.filter((message) => message.channel === 'sms').map((message) => message.status)).toEqual(['queued', 'queued']);
  });
});

describe('with SMTP_URL: the loop delivers by itself and stops with the app', () => {
  it('sends what was queued within a poll or two, without being asked', async () => {
    const receiver = await startSmtpReceiver();
    const s = await setUp({ config: { smtpUrl: receiver.url, outboxPollMs: 100 } });
    try {
      await s.announce(email(s.lesson));
      await eventually(async () => receiver.messages.length === 3);
      const rows = await eventually(async () => {
        const found = await outboxOfLesson(s.api.db, s.lesson.id);
        return found.every((row) => row.status === 'sent') && found;
      });
      expect(rows).toHaveLength(3);
    } finally {
      await s.api.close();
      await receiver.close();
    }
    // Closed: a pass asked for now does nothing (and touches no closed database).
    expect(await s.api.app.outbox.deliverNow()).toEqual({ sent: 0, retrying: 0, failed: 0 });
  });
});

describe('with SMTP_URL: a server that refuses', () => {
  it('keeps each message queued with its attempts and the error, retries later, and gives up after five', async () => {
    const receiver = await startSmtpReceiver({ refuse: 'Mailbox unavailable' });
    const clock = fixedClock(NOW);
    const s = await setUp({ clock, config: { smtpUrl: receiver.url, outboxPollMs: HOUR } });
    try {
      await s.announce(email(s.lesson));
      expect(await s.api.app.outbox.deliverNow()).toEqual({ sent: 0, retrying: 3, failed: 0 });
      let rows = await outboxOfLesson(s.api.db, s.lesson.id);
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
        expect(row.lastError).toContain('Mailbox unavailable');
        expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(clock.now().getTime());
      }
      // Not due yet: a pass right away leaves them alone.
      expect(await s.api.app.outbox.deliverNow()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect((await outboxOfLesson(s.api.db, s.lesson.id)).map((row) => row.attempts)).toEqual([1, 1, 1]);

      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
        clock.advance(2 * HOUR);
        const report = await s.api.app.outbox.deliverNow();
        expect({ attempt, report }).toEqual({ attempt, report: attempt < MAX_ATTEMPTS ? { sent: 0, retrying: 3, failed: 0 } : { sent: 0, retrying: 0, failed: 3 } });
      }
      rows = await outboxOfLesson(s.api.db, s.lesson.id);
      for (const row of rows) {
        expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, sentAt: null, nextAttemptAt: null });
        expect(row.lastError).toContain('Mailbox unavailable');
      }
      // Given up: never tried again.
      clock.advance(24 * HOUR);
      expect(await s.api.app.outbox.deliverNow()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(receiver.messages).toEqual([]);
    } finally {
      await s.api.close();
      await receiver.close();
    }
  });

  it('keeps messages queued when nothing listens at SMTP_URL', async () => {
    const port = await closedPort();
    const s = await setUp({ clock: fixedClock(NOW), config: { smtpUrl: `smtp://127.0.0.1:${port}`, outboxPollMs: HOUR } });
    try {
      await s.announce(email(s.lesson));
      expect(await s.api.app.outbox.deliverNow()).toEqual({ sent: 0, retrying: 3, failed: 0 });
      for (const row of await outboxOfLesson(s.api.db, s.lesson.id)) {
        expect(row).toMatchObject({ status: 'queued', attempts: 1, sentAt: null });
        expect(row.lastError).toMatch(/ECONNREFUSED|refused/i);
      }
    } finally {
      await s.api.close();
    }
  });
});

describe('without SMTP_URL', () => {
  it('leaves every message queued, untouched, for staff to see', async () => {
    const s = await setUp({ clock: fixedClock(NOW) });
    try {
      await s.announce(email(s.lesson));
      await s.announce(sms(s.lesson));
      expect(await s.api.app.outbox.deliverNow()).toEqual({ sent: 0, retrying: 0, failed: 0 });
      const rows = await outboxOfLesson(s.api.db, s.lesson.id);
      expect(rows).toHaveLength(5);
      for (const row of rows) expect(row).toMatchObject({ status: 'queued', attempts: 0, lastError: null, sentAt: null, nextAttemptAt: null });
    } finally {
      await s.api.close();
    }
  });
});

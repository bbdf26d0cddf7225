import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  ANNOUNCEMENT_MESSAGES,
  SMS_MAX_LENGTH,
  type AnnouncementResult,
  type LessonAnnouncements,
} from '@backoffice/domain/announcements';
import { STAFF_ROLES } from '@backoffice/domain/roles';
import { outbox } from '../src/db/schema/outbox';
import { users } from '../src/db/schema/users';
import { auditCount, auditOf, insertClass, insertLessons, insertPerson, seat, type ClassRow, type LessonRow } from './helpers/classes';
import { outboxCount, outboxOfLesson } from './helpers/outbox';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock } from './helpers/test-app';

// 10:00 on Tuesday 10 March 2026 in Bangkok.
const clock = fixedClock('2026-03-10T03:00:00Z');
let api: TestApi;
const OTHER_ROLES = STAFF_ROLES.filter((role) => role !== 'SuperAdmin');
const UNKNOWN = '00000000-0000-4000-8000-0000000000aa';

beforeAll(async () => {
  api = await testApi({ clock, staff: { admin: 'SuperAdmin', ...Object.fromEntries(OTHER_ROLES.map((role) => [role, role])) } });
});
afterAll(async () => {
  await api.close();
});

/** A lesson of a fresh class with students in every group, one of them switched off, and a neighbour lesson. */
async function classroom() {
  const db = api.db;
  const klass: ClassRow = await insertClass(db, { name: 'Announcing class' });
  const [lesson, other] = (await insertLessons(db, klass.id, ['2026-03-12T03:00:00Z', '2026-03-19T03:00:00Z'])) as [LessonRow, LessonRow];
  const person = (name: string, phone?: string, phoneCountryCode?: string) =>
    insertPerson(db, { type: 'Student', name, email: `${name.toLowerCase().replace(/\s+/g, '.')}.${randomUUID().slice(0, 6)}@students.test`, ...(phone ? { phone } : {}), ...(phoneCountryCode ? { phoneCountryCode } : {}) });
  const people = {
    anan: await person('Anan Student', '081-234 5678', '66'),
    bee: await person('Bee Student', '9123 4567', '65'),
    chai: await person('Chai Nophone'),
    trial: await person('Tida Trial', '0899999999', '66'),
    video: await person('Vee Video', '812340000', '66'),
    left: await person('Lek Left', '811111111', '66'),
    neighbour: await person('Nok Neighbour', '822222222', '66'),
  };
  // Left the centre: still seated, sent nothing.
  await db.update(users).set({ isActive: false }).where(eq(users.id, people.left.id));
  await seat(db, lesson.id, [people.anan.id, people.bee.id, people.chai.id, people.left.id]);
  await seat(db, lesson.id, [people.trial.id], 'trial_student');
  await seat(db, lesson.id, [people.video.id], 'video_student');
  await seat(db, other.id, [people.neighbour.id]);
  // The trial student of this lesson is a regular one in the next: only this lesson's group counts.
  await seat(db, other.id, [people.trial.id]);
  return { klass, lesson, other, people };
}

function emailBody(lesson: LessonRow, overrides: Record<string, unknown> = {}) {
  return {
    kind: 'lesson',
    lesson: lesson.id,
    type: 'email',
    group: 'student',
    request_id: randomUUID(),
    subject: 'Room change on Thursday',
    content: '<p>We meet in <strong>room 4</strong> this week.</p><script>alert("x")</script><p onclick="steal()">Bring a pen.</p>',
    ...overrides,
  };
}

function smsBody(lesson: LessonRow, overrides: Record<string, unknown> = {}) {
  return { kind: 'lesson', lesson: lesson.id, type: 'sms', group: 'student', request_id: randomUUID(), content: 'Class moves to 11:00 on Thursday.', ...overrides };
}

async function announce(payload: Record<string, unknown>): Promise<AnnouncementResult> {
  const response = await api.as('admin').post('/api/admin/announcement', payload);
  expect({ status: response.statusCode, body: response.statusCode === 202 ? null : response.json() }).toEqual({ status: 202, body: null });
  return (response.json() as { data: AnnouncementResult }).data;
}

describe('POST /api/admin/announcement: email', () => {
  it("queues one cleaned, rendered email per active student of the group, and nothing for anyone else", async () => {
    const { klass, lesson, other, people } = await classroom();
    const body = emailBody(lesson, { cta: { text: 'View Class' } });
    const result = await announce(body);
    expect(result).toEqual<AnnouncementResult>({ group: 'student', recipients: 3, queued: 3, repeated: 0, unreachable: 0 });

    const rows = await outboxOfLesson(api.db, lesson.id);
    expect(rows.map((row) => row.recipientId).sort()).toEqual([people.anan.id, people.bee.id, people.chai.id].sort());
    expect(rows.map((row) => row.toAddress).sort()).toEqual([people.anan.email, people.bee.email, people.chai.email].sort());
    expect(await outboxOfLesson(api.db, other.id)).toEqual([]);
    for (const row of rows) {
      expect(row).toMatchObject({
        channel: 'email',
        subject: 'Room change on Thursday',
        status: 'queued',
        attempts: 0,
        lastError: null,
        sentAt: null,
        createdById: api.user('admin').id,
        created: clock.now(),
        context: { kind: 'lesson', lessonId: lesson.id, classId: klass.id, group: 'student', requestId: body.request_id },
        dedupeKey: `announcement:${body.request_id}:${lesson.id}:student:email:${row.recipientId}`,
      });
      // The template of people-records §9: at most 580 px, the banner, the footer with the year; then the button.
      expect(row.body).toContain('max-width:580px');
      expect(row.body).toMatch(/<td data-email-banner[^>]*>Test Centre<\/td>/);
      expect(row.body).toContain('&copy; 2026 Test Centre. All rights reserved.');
      expect(row.body).toContain(`<a href="https://students.centre.test/class/${klass.id}"`);
      expect(row.body).toContain('>View Class</a>');
      expect(row.body).toContain('<h1 style="margin:0 0 16px;font-size:20px">Room change on Thursday</h1>');
      // Cleaned as class descriptions are: the script goes with its content, the handler is dropped.
      expect(row.body).toContain('<p>We meet in <strong>room 4</strong> this week.</p><p>Bring a pen.</p>');
      expect(row.body).not.toMatch(/script|alert|onclick|steal/);
    }
    expect(rows[0]!.body).toBe(rows[1]!.body);

    const audit = (await auditOf(api.db, lesson.id)).filter((entry) => entry.action === 'announcement.queue');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: api.user('admin').id,
      entity: 'lesson',
      before: null,
      after: {
        request_id: body.request_id,
        type: 'email',
        group: 'student',
        subject: 'Room change on Thursday',
        content: '<p>We meet in <strong>room 4</strong> this week.</p><p>Bring a pen.</p>',
        cta: 'View Class',
        recipients: 3,
        queued: 3,
        repeated: 0,
        unreachable: 0,
      },
    });
  });

  it('leaves the button out unless asked for, and reaches the trial and video groups on their own', async () => {
    const { klass, lesson, people } = await classroom();
    expect(await announce(emailBody(lesson, { group: 'trial_student' }))).toMatchObject({ recipients: 1, queued: 1 });
    expect(await announce(emailBody(lesson, { group: 'video_student' }))).toMatchObject({ recipients: 1, queued: 1 });
    const rows = await outboxOfLesson(api.db, lesson.id);
    expect(rows.map((row) => [row.recipientId, row.context.group])).toEqual(
      expect.arrayContaining([
        [people.trial.id, 'trial_student'],
        [people.video.id, 'video_student'],
      ]),
    );
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.body).not.toContain(klass.id);
      expect(row.body).not.toContain('View Class');
      expect(row.body).toContain('max-width:580px');
    }
  });

  it("dates the footer with the year in the centre's time zone", async () => {
    const { lesson } = await classroom();
    // 01:00 on 1 January 2027 in Bangkok, still 2026 in UTC.
    clock.set('2026-12-31T18:00:00Z');
    try {
      await announce(emailBody(lesson));
    } finally {
      clock.set('2026-03-10T03:00:00Z');
    }
    const [row] = await outboxOfLesson(api.db, lesson.id);
    expect(row!.body).toContain('&copy; 2027 Test Centre.');
  });

  it('queues nothing twice for the same request id, and again for a new one', async () => {
    const { lesson } = await classroom();
    const body = emailBody(lesson);
    await announce(body);
    const audits = await auditCount(api.db);
    const again = await announce(body);
    expect(again).toEqual<AnnouncementResult>({ group: 'student', recipients: 3, queued: 0, repeated: 3, unreachable: 0 });
    expect(await outboxOfLesson(api.db, lesson.id)).toHaveLength(3);
    // Nothing written, so no audit record either.
    expect(await auditCount(api.db)).toBe(audits);

    // The same Confirm's other group is a send of its own.
    expect(await announce({ ...body, group: 'trial_student' })).toMatchObject({ queued: 1, repeated: 0 });
    expect(await announce(emailBody(lesson))).toMatchObject({ queued: 3, repeated: 0 });
    expect(await outboxOfLesson(api.db, lesson.id)).toHaveLength(7);
  });

  it('answers a group without students with zeros and writes nothing', async () => {
    const klass = await insertClass(api.db);
    const [lesson] = await insertLessons(api.db, klass.id, ['2026-03-12T03:00:00Z']);
    const audits = await auditCount(api.db);
    expect(await announce(emailBody(lesson!))).toEqual<AnnouncementResult>({ group: 'student', recipients: 0, queued: 0, repeated: 0, unreachable: 0 });
    expect(await auditCount(api.db)).toBe(audits);
  });
});

describe('POST /api/admin/announcement: SMS', () => {
  it('texts +{country code}{phone} of each student with a phone and counts the others as unreachable', async () => {
    const { lesson, people } = await classroom();
    const body = smsBody(lesson);
    expect(await announce(body)).toEqual<AnnouncementResult>({ group: 'student', recipients: 3, queued: 2, repeated: 0, unreachable: 1 });
    const rows = await outboxOfLesson(api.db, lesson.id);
    expect(rows.map((row) => [row.recipientId, row.toAddress]).sort()).toEqual(
      [
        [people.anan.id, '+66812345678'],
        [people.bee.id, '+6591234567'],
      ].sort(),
    );
    for (const row of rows) {
      expect(row).toMatchObject({ channel: 'sms', subject: null, body: 'Class moves to 11:00 on Thursday.', status: 'queued' });
      expect(row.dedupeKey).toBe(`announcement:${body.request_id}:${lesson.id}:student:sms:${row.recipientId}`);
    }
    expect(await announce(body)).toEqual<AnnouncementResult>({ group: 'student', recipients: 3, queued: 0, repeated: 2, unreachable: 1 });
    expect(await announce(smsBody(lesson, { group: 'trial_student' }))).toMatchObject({ queued: 1, unreachable: 0 });
    expect((await outboxOfLesson(api.db, lesson.id)).find((row) => row.recipientId === people.trial.id)?.toAddress).toBe('+66899999999');
  });

  it(`takes an SMS of exactly ${SMS_MAX_LENGTH} characters`, async () => {
    const { lesson } = await classroom();
    expect(await announce(smsBody(lesson, { content: 'x'.repeat(SMS_MAX_LENGTH) }))).toMatchObject({ queued: 2 });
  });
});

describe('POST /api/admin/announcement: refusals', () => {
  let lesson: LessonRow;
  beforeAll(async () => {
    ({ lesson } = await classroom());
  });

  it.each<[string, (lesson: LessonRow) => Record<string, unknown>, { field: string; message: string }]>([
    ['an empty subject', (l) => emailBody(l, { subject: '   ' }), { field: 'subject', message: ANNOUNCEMENT_MESSAGES.subjectRequired }],
    ['empty email content', (l) => emailBody(l, { content: '' }), { field: 'content', message: ANNOUNCEMENT_MESSAGES.contentRequired }],
    ['email content that is nothing once cleaned', (l) => emailBody(l, { content: '<p> </p><script>alert(1)</script>' }), { field: 'content', message: ANNOUNCEMENT_MESSAGES.contentRequired }],
    ['an empty SMS', (l) => smsBody(l, { content: '  ' }), { field: 'content', message: ANNOUNCEMENT_MESSAGES.contentRequired }],
    [`an SMS of ${SMS_MAX_LENGTH + 1} characters`, (l) => smsBody(l, { content: 'x'.repeat(SMS_MAX_LENGTH + 1) }), { field: 'content', message: ANNOUNCEMENT_MESSAGES.smsTooLong }],
    ['an empty button text', (l) => emailBody(l, { cta: { text: ' ' } }), { field: 'cta.text', message: ANNOUNCEMENT_MESSAGES.ctaTextRequired }],
  ])('refuses %s with 400 and writes nothing', async (_, payload, entry) => {
    const [messages, audits] = [await outboxCount(api.db), await auditCount(api.db)];
    const response = await api.as('admin').post('/api/admin/announcement', payload(lesson));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([{ code: 'BadRequest', type: 'invalid', ...entry }]);
    expect(await outboxCount(api.db)).toBe(messages);
    expect(await auditCount(api.db)).toBe(audits);
  });

  it('refuses a missing request id, type or group', async () => {
    for (const key of ['request_id', 'group', 'type'] as const) {
      const payload: Record<string, unknown> = emailBody(lesson);
      delete payload[key];
      const response = await api.as('admin').post('/api/admin/announcement', payload);
      expect({ key, status: response.statusCode }).toEqual({ key, status: 400 });
    }
    expect((await api.as('admin').post('/api/admin/announcement', emailBody(lesson, { group: 'parents' }))).statusCode).toBe(400);
  });

  it('answers 404 for an unknown lesson', async () => {
    const response = await api.as('admin').post('/api/admin/announcement', emailBody({ ...lesson, id: UNKNOWN }));
    expect(response.statusCode).toBe(404);
    expect(response.json().message[0]).toMatchObject({ type: 'not_found' });
  });

  it('declares canSendNotification on the lesson detail for both routes', () => {
    for (const [method, url] of [
      ['POST', '/api/admin/announcement'],
      ['GET', '/api/admin/announcement/lesson/:id'],
    ]) {
      const route = api.app.routeTable.find((entry) => entry.method === method && entry.url === url);
      expect({ url, access: route?.access }).toEqual({
        url,
        access: { anyOf: [{ path: '/course/:classId/lesson/:lessonId', flag: 'canSendNotification' }] },
      });
    }
  });

  it('refuses every role without canSendNotification on the lesson detail, and writes nothing', async () => {
    const messages = await outboxCount(api.db);
    for (const role of OTHER_ROLES) {
      const post = await api.as(role).post('/api/admin/announcement', emailBody(lesson));
      const get = await api.as(role).get(`/api/admin/announcement/lesson/${lesson.id}`);
      expect({ role, post: post.statusCode, get: get.statusCode }).toEqual({ role, post: 403, get: 403 });
    }
    expect(await outboxCount(api.db)).toBe(messages);
    const anonymous = await api.app.inject({ method: 'POST', url: '/api/admin/announcement', payload: emailBody(lesson) });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /api/admin/announcement/lesson/:id', () => {
  async function overview(lessonId: string): Promise<LessonAnnouncements> {
    const response = await api.as('admin').get(`/api/admin/announcement/lesson/${lessonId}`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: LessonAnnouncements }).data;
  }

  it('counts who each group reaches by email and SMS, and links the class page', async () => {
    const { klass, lesson } = await classroom();
    const data = await overview(lesson.id);
    expect(data).toEqual<LessonAnnouncements>({
      reach: {
        student: { students: 3, email: 3, sms: 2 },
        trial_student: { students: 1, email: 1, sms: 1 },
        video_student: { students: 1, email: 1, sms: 1 },
      },
      class_page_url: `https://students.centre.test/class/${klass.id}`,
      centre_name: 'Test Centre',
      messages: [],
      message_count: 0,
    });
  });

  it("lists the lesson's latest 50 messages newest first, with recipient and state, and counts them all", async () => {
    const { lesson, other, people } = await classroom();
    await announce(smsBody(lesson));
    clock.advance(60_000);
    const email = emailBody(lesson, { group: 'video_student' });
    await announce(email);
    clock.advance(60_000);
    await announce(smsBody(other));
    clock.set('2026-03-10T03:00:00Z');

    const data = await overview(lesson.id);
    expect(data.message_count).toBe(3);
    expect(data.messages).toHaveLength(3);
    expect(data.messages[0]).toEqual({
      _id: expect.any(String),
      channel: 'email',
      group: 'video_student',
      to: people.video.email,
      recipient_name: 'Vee Video',
      subject: 'Room change on Thursday',
      status: 'queued',
      attempts: 0,
      last_error: null,
      created: '2026-03-10T03:01:00.000Z',
      sent_at: null,
    });
    expect(data.messages.slice(1).map((message) => [message.channel, message.group, message.to, message.recipient_name]).sort()).toEqual(
      [
        ['sms', 'student', '+66812345678', 'Anan Student'],
        ['sms', 'student', '+6591234567', 'Bee Student'],
      ].sort(),
    );

    // Many more: the newest 50 are listed, all are counted.
    const base = new Date('2026-03-11T00:00:00Z').getTime();
    await api.db.insert(outbox).values(
      Array.from({ length: 55 }, (_, i) => ({
        channel: 'sms' as const,
        recipientId: people.anan.id,
        toAddress: '+66812345678',
        body: `Reminder ${i}`,
        context: { kind: 'lesson', lessonId: lesson.id, classId: lesson.classId, group: 'student', requestId: randomUUID() },
        dedupeKey: `test:${lesson.id}:${i}`,
        created: new Date(base + i * 60_000),
      })),
    );
    const many = await overview(lesson.id);
    expect(many.message_count).toBe(58);
    expect(many.messages).toHaveLength(50);
    expect(many.messages[0]!.created).toBe(new Date(base + 54 * 60_000).toISOString());
    expect(many.messages[49]!.created).toBe(new Date(base + 5 * 60_000).toISOString());
  });

  it('answers 404 for an unknown lesson', async () => {
    expect((await api.as('admin').get(`/api/admin/announcement/lesson/${UNKNOWN}`)).statusCode).toBe(404);
  });

  it('names the centre and the students\' site as configured', async () => {
    const other = await testApi({
      config: { centreName: 'Bangkok Prep', studentSiteUrl: 'https://learn.example.org' },
      staff: { admin: 'SuperAdmin' },
    });
    try {
      const klass = await insertClass(other.db);
      const [lesson] = await insertLessons(other.db, klass.id, ['2026-03-12T03:00:00Z']);
      const response = await other.as('admin').get(`/api/admin/announcement/lesson/${lesson!.id}`);
      expect(response.json().data).toMatchObject({ centre_name: 'Bangkok Prep', class_page_url: `https://learn.example.org/class/${klass.id}` });
    } finally {
      await other.close();
    }
  });
});

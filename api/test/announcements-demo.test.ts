import { randomUUID } from 'node:crypto';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { AnnouncementResult, LessonAnnouncements } from '@backoffice/domain/announcements';
import { LESSON_STUDENT_GROUPS } from '@backoffice/domain/enums';
import { DEMO_PASSWORD } from '../src/db/seed/demo/accounts';
import { seedDemoIfEmpty } from '../src/db/seed/demo/seed-demo';
import { classes } from '../src/db/schema/classes';
import { lessons, lessonStudents } from '../src/db/schema/lessons';
import { users } from '../src/db/schema/users';
import { centreDayBounds } from '../src/lib/time';
import { allOutbox } from './helpers/outbox';
import { createTestApp, fixedClock, type TestApp } from './helpers/test-app';
import { bearer } from './helpers/users';

// The demo data set as Make Announcement meets it: today's lessons and the coming week's have students in every group,
// most with a phone, some without (ARCHITECTURE §6: every screen shows real content on the day it is run).

const ZONE = 'Asia/Bangkok';
/** 10:00 on Tuesday 10 March 2026 in Bangkok. */
const MORNING = '2026-03-10T03:00:00.000Z';
const TODAY = '2026-03-10';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(MORNING) });
  await seedDemoIfEmpty(t.app.db, { timezone: ZONE, now: new Date(MORNING) });
  const response = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: 'superadmin@demo.test', password: DEMO_PASSWORD } });
  token = response.json().data.token;
}, 60_000);
afterAll(async () => {
  await t.close();
});

/** The active lessons of active classes from the start of today to the end of the day a week ahead, by start. */
async function comingLessons() {
  const start = centreDayBounds(TODAY, ZONE).start;
  const end = centreDayBounds('2026-03-17', ZONE).end;
  return t.app.db
    .select({ id: lessons.id, name: lessons.name, platform: lessons.hostingPlatform, scheduledOn: lessons.scheduledOn })
    .from(lessons)
    .innerJoin(classes, eq(classes.id, lessons.classId))
    .where(and(gte(lessons.scheduledOn, start), lt(lessons.scheduledOn, end), eq(lessons.isActive, true), eq(classes.isActive, true)))
    .orderBy(asc(lessons.scheduledOn));
}

async function reachOf(lessonId: string): Promise<LessonAnnouncements> {
  const response = await t.app.inject({ method: 'GET', url: `/api/admin/announcement/lesson/${lessonId}`, headers: bearer(token) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

it("gives today's lessons and the coming week's students in all three groups", async () => {
  const coming = await comingLessons();
  const today = coming.filter((lesson) => lesson.scheduledOn < centreDayBounds(TODAY, ZONE).end);
  expect(today.length).toBeGreaterThanOrEqual(8);
  expect(coming.length).toBeGreaterThan(today.length);
  for (const lesson of coming) {
    const seats = await t.app.db.select({ group: lessonStudents.group }).from(lessonStudents).where(eq(lessonStudents.lessonId, lesson.id));
    expect({ lesson: lesson.name, groups: new Set(seats.map((seat) => seat.group)) }).toEqual({ lesson: lesson.name, groups: new Set(LESSON_STUDENT_GROUPS) });
  }
});

it("reaches every group of today's first Zoom lesson, with students an SMS cannot reach", async () => {
  const zoom = (await comingLessons()).find((lesson) => lesson.platform === 'Zoom');
  expect(zoom).toBeDefined();
  const { reach, messages, message_count } = await reachOf(zoom!.id);
  for (const group of LESSON_STUDENT_GROUPS) {
    expect(reach[group].students).toBeGreaterThan(0);
    expect(reach[group].email).toBe(reach[group].students);
  }
  expect(reach.student.sms).toBeLessThan(reach.student.students);
  expect(reach.trial_student.sms).toBeLessThan(reach.trial_student.students);
  // The demo's own announcement of it waits in the outbox (no SMTP in the demo).
  expect(message_count).toBeGreaterThan(0);
  expect(messages.every((message) => message.status === 'queued')).toBe(true);

  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/announcement',
    headers: bearer(token),
    payload: { kind: 'lesson', lesson: zoom!.id, type: 'sms', group: 'student', request_id: randomUUID(), content: 'The lesson starts 15 minutes late today.' },
  });
  expect(response.statusCode).toBe(202);
  const result = response.json().data as AnnouncementResult;
  expect(result).toEqual({
    group: 'student',
    recipients: reach.student.students,
    queued: reach.student.sms,
    repeated: 0,
    unreachable: reach.student.students - reach.student.sms,
  });
  expect(result.unreachable).toBeGreaterThan(0);
});

it('gives most students a phone with its country code, and a few none', async () => {
  const students = await t.app.db.select({ phone: users.phone, code: users.phoneCountryCode }).from(users).where(eq(users.type, 'Student'));
  const withPhone = students.filter((student) => student.phone);
  expect(withPhone.length).toBeGreaterThan(students.length * 0.9);
  for (const student of withPhone) {
    expect(student.phone).toMatch(/^\d{8,9}$/);
    expect(['65', '66']).toContain(student.code);
  }
  expect(students.length - withPhone.length).toBeGreaterThanOrEqual(2);
  // Seeded messages follow the announcement's rules: one key per recipient, the class and request in the context.
  const seeded = (await allOutbox(t.app.db)).filter((row) => row.context.kind === 'lesson');
  expect(seeded.length).toBeGreaterThan(0);
  for (const row of seeded) {
    expect(row.context).toMatchObject({ lessonId: expect.any(String), classId: expect.any(String), group: expect.any(String), requestId: expect.any(String) });
    if (row.channel === 'email') expect(row.body).toContain('max-width:580px');
  }
});

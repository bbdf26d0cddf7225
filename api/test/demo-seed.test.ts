import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import { CAPABILITIES } from '@backoffice/domain/capabilities';
import { ENGAGEMENT_KEYS } from '@backoffice/domain/lesson-report';
import { MESSAGES } from '@backoffice/domain/messages';
import type { LessonMeta } from '@backoffice/domain/records';
import { majorByValue } from '@backoffice/domain/fields-of-study';
import { schoolByName } from '@backoffice/domain/schools';
import { studentProfileShape } from '@backoffice/domain/student-profile';
import { z } from 'zod';
import type { Database, Db } from '../src/db/client';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../src/db/seed/demo/accounts';
import { CLASS_SPECS, classIdOf } from '../src/db/seed/demo/classes';
import { NEWS_SLOT_IDS } from '../src/db/seed/demo/news';
import { FULL_PROFILE_STUDENT_EMAIL } from '../src/db/seed/demo/people';
import { buildDemoData, seedDemo, seedDemoIfEmpty } from '../src/db/seed/demo/seed-demo';
import { CAREERS } from '../src/db/seed/demo/student-profile';
import { classes } from '../src/db/schema/classes';
import { consultations, consultationStudents } from '../src/db/schema/consultations';
import { feedback } from '../src/db/schema/feedback';
import { lessonPolls, lessons, lessonStudents } from '../src/db/schema/lessons';
import { news } from '../src/db/schema/news';
import { orders } from '../src/db/schema/orders';
import { outbox } from '../src/db/schema/outbox';
import { users } from '../src/db/schema/users';
import { centreDayBounds } from '../src/lib/time';
import { openTestDatabase } from './helpers/databases';
import { createTestApp, fixedClock, type TestApp } from './helpers/test-app';
import { bearer } from './helpers/users';

const ZONE = 'Asia/Bangkok';
/** 10:00 on Tuesday 10 March in Bangkok: some of today's lessons have ended, some have not started. */
const MORNING = '2026-03-10T03:00:00.000Z';
/** 03:30 on Wednesday 11 March in Bangkok, still 10 March in UTC. */
const EVENING = '2026-03-10T20:30:00.000Z';


/** How much of the teacher's report is filled in: every answer, some, or none. */
function completeness(meta: LessonMeta): 'full' | 'partial' | 'missing' {
  const answers = [
    meta.punctuality,
    meta.homework?.homeworkSubmission,
    meta.revision_notes,
    meta.comment?.comment,
    ...Object.values(meta.engagement ?? {}),
    ...Object.values(meta.skill_mastery ?? {}),
  ];
  const reported = answers.filter((answer) => answer !== undefined && answer !== '---');
  if (reported.length === 0) return 'missing';
  return answers.length === 14 && reported.length === 14 ? 'full' : 'partial';
}

const engagementValues = (meta: LessonMeta) => ENGAGEMENT_KEYS.map((key) => meta.engagement?.[key]);

async function signIn(t: TestApp, email: string) {
  return t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password: DEMO_PASSWORD } });
}

async function lessonsOn(db: Db, day: string) {
  const { start, end } = centreDayBounds(day, ZONE);
  return db
    .select()
    .from(lessons)
    .where(and(gte(lessons.scheduledOn, start), lt(lessons.scheduledOn, end)))
    .orderBy(asc(lessons.scheduledOn));
}

async function birthdayReport(t: TestApp, token: string, day: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/report/birthday-student',
    headers: bearer(token),
    payload: { birthday_date: centreDayBounds(day, ZONE).start.toISOString() },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: Array<{ _id: string; date_of_birth: string }>; count: number };
}

async function snapshot(db: Db) {
  return {
    users: await db.select({ id: users.id, email: users.email, type: users.type }).from(users).orderBy(asc(users.email)),
    orders: await db.select({ id: orders.id, status: orders.status, created: orders.created }).from(orders).orderBy(asc(orders.id)),
    lessons: await db.select({ id: lessons.id, scheduledOn: lessons.scheduledOn, meta: lessons.lessonMeta }).from(lessons).orderBy(asc(lessons.id)),
    lessonStudents: await db.select().from(lessonStudents).orderBy(asc(lessonStudents.lessonId), asc(lessonStudents.userId)),
  };
}

describe('demo data seeded at 10:00 in Bangkok', () => {
  let t: TestApp;
  let seeded: boolean;
  let superToken: string;
  const today = '2026-03-10';

  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock(MORNING) });
    seeded = await seedDemoIfEmpty(t.app.db, { timezone: ZONE, now: new Date(MORNING) });
    superToken = (await signIn(t, 'superadmin@demo.test')).json().data.token;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  it('seeds an empty database, and only once', async () => {
    expect(seeded).toBe(true);
    const before = await snapshot(t.app.db);
    expect(await seedDemoIfEmpty(t.app.db, { timezone: ZONE, now: new Date(MORNING) })).toBe(false);
    const after = await snapshot(t.app.db);
    expect(after.users).toHaveLength(before.users.length);
    expect(after.orders).toHaveLength(before.orders.length);
    expect(after.lessons).toHaveLength(before.lessons.length);
  });

  it('lets every staff account sign in with the demo password, as its type', async () => {
    for (const account of DEMO_ACCOUNTS.filter((a) => a.canSignIn)) {
      const response = await signIn(t, account.email);
      expect({ email: account.email, status: response.statusCode }).toEqual({ email: account.email, status: 200 });
      const { token, user } = response.json().data;
      expect(user).toMatchObject({ email: account.email, _type: account.type });
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect(me.json().data).toMatchObject({ email: account.email, _type: account.type });
    }
  });

  it.each(['student@demo.test', 'ta@demo.test'])('refuses %s with Invalid user type', async (email) => {
    const response = await signIn(t, email);
    expect(response.statusCode).toBe(401);
    expect(response.json().message[0]).toMatchObject({ type: 'invalid', message: MESSAGES.invalidUserType });
  });

  it('gives superadmin every capability, superadmin2 none, and agent@ two supervised agents', async () => {
    const me = async (email: string) => {
      const token = (await signIn(t, email)).json().data.token;
      return (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) })).json().data;
    };
    expect([...(await me('superadmin@demo.test')).capabilities].sort()).toEqual([...CAPABILITIES].sort());
    expect((await me('superadmin2@demo.test')).capabilities).toEqual([]);
    const supervised: string[] = (await me('agent@demo.test')).supervisedAgents;
    expect(supervised).toHaveLength(2);
    const agents = await t.app.db.select({ type: users.type, email: users.email }).from(users).where(inArray(users.id, supervised));
    expect(agents.map((a) => a.type)).toEqual(['Agent', 'Agent']);
    expect(agents.map((a) => a.email)).not.toContain('agent@demo.test');
  });

  it('has at least three active students born on the seeded day, and some the day before and after', async () => {
    const report = await birthdayReport(t, superToken, today);
    expect(report.count).toBeGreaterThanOrEqual(3);
    for (const student of report.data) expect(student.date_of_birth.slice(5)).toBe('03-10');
    const inactive = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.type, 'Student'), eq(users.isActive, false), eq(users.birthdayMonthDay, 310)));
    expect(inactive.length).toBeGreaterThan(0);
    expect(report.data.map((s) => s._id)).not.toContain(inactive[0]?.id);
    expect((await birthdayReport(t, superToken, '2026-03-11')).count).toBeGreaterThan(0);
    expect((await birthdayReport(t, superToken, '2026-03-09')).count).toBeGreaterThan(0);
  });

  it("has today's lessons with full, partial and missing reports, ended and upcoming", async () => {
    const todays = await lessonsOn(t.app.db, today);
    expect(todays.length).toBeGreaterThanOrEqual(8);
    const kinds = todays.map((lesson) => completeness(lesson.lessonMeta));
    expect(kinds).toContain('full');
    expect(kinds).toContain('partial');
    expect(kinds).toContain('missing');
    const now = new Date(MORNING).getTime();
    expect(todays.some((lesson) => lesson.endedOn.getTime() <= now)).toBe(true);
    expect(todays.some((lesson) => lesson.scheduledOn.getTime() > now)).toBe(true);
    expect(todays.some((lesson) => lesson.lessonMeta.notes && lesson.lessonMeta.notes_editor && lesson.lessonMeta.notes_timeStamp)).toBe(true);
  });

  it("trips every 'No actions taken' and 'No Teacher Report' rule today", async () => {
    const metas = (await lessonsOn(t.app.db, today)).map((lesson) => lesson.lessonMeta);
    const low = (value: string | undefined) => value !== undefined && Number(value) >= 1 && Number(value) <= 3;
    // No actions taken (back-office §5)
    expect(metas.some((meta) => engagementValues(meta).every(low))).toBe(true);
    expect(metas.some((meta) => meta.punctuality === 'y')).toBe(true);
    expect(metas.some((meta) => meta.homework?.homeworkSubmission === '2')).toBe(true);
    expect(metas.some((meta) => meta.homework?.homeworkSubmission === '3')).toBe(true);
    expect(metas.some((meta) => meta.comment?.comment && meta.comment.comment !== '---')).toBe(true);
    expect(metas.some((meta) => meta.checked === 'n')).toBe(true);
    // No Teacher Report
    expect(metas.some((meta) => meta.comment?.comment === '---')).toBe(true);
    expect(metas.some((meta) => engagementValues(meta).every((value) => value === '---'))).toBe(true);
    expect(metas.some((meta) => meta.punctuality === '---')).toBe(true);
    expect(metas.some((meta) => meta.homework?.homeworkSubmission === '---')).toBe(true);
  });

  it('has immediate-consultation flags open today and one resolved today', async () => {
    const todays = await lessonsOn(t.app.db, today);
    const { start, end } = centreDayBounds(today, ZONE);
    const open = todays.filter((lesson) => lesson.consultImmediately && !lesson.consultResolved);
    expect(open.length).toBeGreaterThanOrEqual(1);
    const resolvedToday = todays.filter((lesson) => {
      const at = lesson.lessonMeta.resolvedTimeStamp ? new Date(lesson.lessonMeta.resolvedTimeStamp) : undefined;
      return lesson.consultResolved && at !== undefined && at >= start && at < end;
    });
    expect(resolvedToday).toHaveLength(1);
    expect(resolvedToday[0]?.lessonMeta).toMatchObject({ checked: 'y', resolvedPerson: expect.any(String) });
    // And an older one still waiting, for the header badge.
    const openBefore = await t.app.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(lt(lessons.scheduledOn, start), sql`${lessons.consultImmediately} AND NOT ${lessons.consultResolved}`));
    expect(openBefore.length).toBeGreaterThanOrEqual(1);
  });

  it('has consultations exactly one month before today, done and not done', async () => {
    const { start, end } = centreDayBounds('2026-02-10', ZONE);
    const rows = await t.app.db
      .select()
      .from(consultations)
      .where(and(gte(consultations.date, start), lt(consultations.date, end)));
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(new Set(rows.map((row) => row.action))).toEqual(new Set([true, false]));
    const [superadmin] = await t.app.db.select().from(users).where(eq(users.email, 'superadmin@demo.test'));
    for (const row of rows) {
      expect(row.adminId).toBe(superadmin?.id);
      expect(row.actionPlans).not.toBe('');
    }
    const linked = await t.app.db
      .select({ id: consultationStudents.consultationId })
      .from(consultationStudents)
      .where(inArray(consultationStudents.consultationId, rows.map((row) => row.id)));
    expect(new Set(linked.map((row) => row.id)).size).toBe(rows.length);
  });

  it('has parents renewing inside the next two weeks, later, earlier and never', async () => {
    const parents = await t.app.db.select().from(users).where(eq(users.type, 'Parent'));
    const within = parents.filter((p) => p.dateOfRenewal && p.dateOfRenewal >= today && p.dateOfRenewal <= '2026-03-24');
    expect(within.length).toBeGreaterThanOrEqual(5);
    expect(parents.some((p) => p.dateOfRenewal && p.dateOfRenewal > '2026-03-24')).toBe(true);
    expect(parents.some((p) => p.dateOfRenewal && p.dateOfRenewal < today)).toBe(true);
    expect(parents.some((p) => p.dateOfRenewal === null)).toBe(true);
    for (const parent of within) expect(parent.meta.date_of_renewal).toBe(parent.dateOfRenewal);
    const students = await t.app.db.select().from(users).where(eq(users.type, 'Student'));
    expect(students.length).toBeGreaterThanOrEqual(55);
    expect(students.every((student) => student.parentId !== null)).toBe(true);
  });

  it('shows salesadmin@demo.test students on the Renew tab today (issue 13)', async () => {
    const token = (await signIn(t, 'salesadmin@demo.test')).json().data.token;
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/user/renewallist', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const { data, count } = response.json() as { data: Array<{ parent: { meta: { date_of_renewal: string } } }>; count: number };
    expect(count).toBeGreaterThanOrEqual(10);
    expect(data[0]!.parent.meta.date_of_renewal).toBe(today);
    expect(data.every((row) => row.parent.meta.date_of_renewal >= today && row.parent.meta.date_of_renewal <= '2026-03-24')).toBe(true);
  });

  it('has orders in every status and type, credited to the right agents', async () => {
    const rows = await t.app.db.select().from(orders);
    expect(rows.length).toBeGreaterThanOrEqual(70);
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(['INIT', 'PROCESSED', 'PAID', 'CANCELLED']));
    expect(new Set(rows.map((o) => o.type))).toEqual(new Set(['PAYMENT', 'TRIAL', 'PAYMENT_VIDEO']));
    const monthAgo = centreDayBounds('2026-02-10', ZONE).start;
    expect(rows.filter((o) => o.created >= monthAgo).length).toBeGreaterThan(rows.length / 2);
    expect(rows.every((o) => o.created.getTime() <= new Date(MORNING).getTime())).toBe(true);

    const staff = await t.app.db.select({ id: users.id, email: users.email }).from(users).where(isNotNull(users.passwordHash));
    const idOf = (email: string) => staff.find((s) => s.email === email)?.id;
    const byAgent = (email: string) => rows.filter((o) => o.agentId === idOf(email)).length;
    expect(byAgent('agent@demo.test')).toBeGreaterThanOrEqual(5);
    expect(byAgent('agent2@demo.test')).toBeGreaterThan(0);
    expect(byAgent('agent3@demo.test')).toBeGreaterThan(0);
    expect(byAgent('agent4@demo.test')).toBeGreaterThan(0);
    expect(rows.some((o) => o.agentId === null)).toBe(true);
    const byPartner = rows.filter((o) => o.createdById === idOf('partner@demo.test'));
    expect(byPartner.length).toBeGreaterThan(0);
    expect(byPartner.every((o) => o.type === 'TRIAL')).toBe(true);
    for (const order of rows) {
      expect(order.history[0]?.status).toBe('INIT');
      expect(order.detail.lessonList).toHaveLength(order.detail.lesson);
    }
  });

  it("puts each live order's student in that order's lessons, and a cancelled order's in none", async () => {
    const rows = await t.app.db.select().from(orders);
    const seats = await t.app.db.select().from(lessonStudents).where(isNotNull(lessonStudents.orderId));
    const seatKeys = new Set(seats.map((s) => `${s.orderId}:${s.lessonId}:${s.userId}`));
    for (const order of rows) {
      const expected = order.status === 'CANCELLED' ? [] : order.detail.lessonList;
      const found = order.detail.lessonList.filter((lessonId) => seatKeys.has(`${order.id}:${lessonId}:${order.studentId}`));
      expect(found).toEqual(expected);
    }
    expect(new Set(seats.map((s) => s.group))).toEqual(new Set(['student', 'trial_student', 'video_student']));
    const zoomAttendance = await t.app.db
      .select({ joinedAt: lessonStudents.joinedAt })
      .from(lessonStudents)
      .innerJoin(lessons, eq(lessons.id, lessonStudents.lessonId))
      .where(and(eq(lessons.hostingPlatform, 'Zoom'), eq(lessonStudents.attended, true), isNotNull(lessonStudents.leftAt)));
    expect(zoomAttendance.length).toBeGreaterThan(0);
  });

  it('has a class without lessons and an inactive class', async () => {
    const rows = await t.app.db
      .select({ id: classes.id, isActive: classes.isActive, lessons: sql<number>`(SELECT count(*) FROM lessons WHERE lessons.class_id = ${classes.id})::int` })
      .from(classes);
    expect(rows.length).toBeGreaterThanOrEqual(10);
    expect(rows.some((row) => row.lessons === 0)).toBe(true);
    expect(rows.some((row) => !row.isActive)).toBe(true);
    expect((await t.app.db.select({ id: lessons.id }).from(lessons)).length).toBeGreaterThanOrEqual(250);
  });

  it('has Zoom lessons today with polls in both spellings, and a Zoom lesson without a room', async () => {
    const zoomToday = (await lessonsOn(t.app.db, today)).filter((lesson) => lesson.hostingPlatform === 'Zoom');
    const polls = await t.app.db
      .select()
      .from(lessonPolls)
      .where(inArray(lessonPolls.lessonId, zoomToday.map((lesson) => lesson.id)));
    expect(polls.length).toBeGreaterThan(0);
    const withPolls = zoomToday.filter((lesson) => polls.some((poll) => poll.lessonId === lesson.id));
    for (const lesson of withPolls) expect(lesson.platformIntegration?.id).toMatch(/^\d+$/);
    expect(polls.map((poll) => poll.choiceType)).toEqual(expect.arrayContaining(['single', 'Multiple Choice']));
    expect(polls.every((poll) => poll.name === `Question ${poll.questionIndex}` && poll.option.length >= 2)).toBe(true);
    const roomless = await t.app.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(and(eq(lessons.hostingPlatform, 'Zoom'), isNull(lessons.platformIntegration)));
    expect(roomless.length).toBeGreaterThan(0);
    expect(zoomToday.some((lesson) => lesson.platformIntegration === null)).toBe(true);
  });

  it('has feedback on past lessons, with and without comments', async () => {
    const rows = await t.app.db.select().from(feedback);
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(rows.some((row) => row.content === '')).toBe(true);
    expect(rows.some((row) => row.content !== '')).toBe(true);
    expect(rows.some((row) => row.allowAnonymous)).toBe(true);
    expect(new Set(rows.map((row) => row.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    const past = await t.app.db
      .select({ id: lessons.id, name: lessons.name })
      .from(lessons)
      .where(lte(lessons.endedOn, new Date(MORNING)));
    const names = new Map(past.map((lesson) => [lesson.id, lesson.name]));
    for (const row of rows) expect(row.targetName).toBe(names.get(row.lessonId ?? ''));
  });

  it('has the four news slots with their fixed ids, one article missing a field', async () => {
    const rows = await t.app.db.select().from(news).orderBy(asc(news.slot));
    expect(rows.map((row) => [row.slot, row.id])).toEqual(NEWS_SLOT_IDS.map((id, slot) => [slot, id]));
    expect(Object.keys(rows[0]?.detail ?? {})).toEqual(['title']);
    const fields = ['title', 'url', 'summary', 'image', 'youtube_link'] as const;
    expect(rows.slice(1).some((row) => fields.some((field) => !row.detail[field]))).toBe(true);
    expect((await t.app.db.select().from(outbox)).every((message) => message.status === 'queued')).toBe(true);
  });
});

describe('demo data seeded at 03:30 in Bangkok (the previous day in UTC)', () => {
  let t: TestApp;
  let second: Database;

  beforeAll(async () => {
    t = await createTestApp({ clock: fixedClock(EVENING) });
    await seedDemoIfEmpty(t.app.db, { timezone: ZONE, now: new Date(EVENING) });
    second = await openTestDatabase();
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await second.close();
  });

  it("uses Bangkok's day: birthdays, lessons and consultations of 11 March", async () => {
    const token = (await signIn(t, 'superadmin@demo.test')).json().data.token;
    const report = await birthdayReport(t, token, '2026-03-11');
    expect(report.count).toBeGreaterThanOrEqual(3);
    for (const student of report.data) expect(student.date_of_birth.slice(5)).toBe('03-11');
    const todays = await lessonsOn(t.app.db, '2026-03-11');
    expect(todays.length).toBeGreaterThanOrEqual(8);
    expect(todays.map((lesson) => completeness(lesson.lessonMeta))).toEqual(expect.arrayContaining(['full', 'partial', 'missing']));
    const { start, end } = centreDayBounds('2026-02-11', ZONE);
    const monthAgo = await t.app.db
      .select({ id: consultations.id })
      .from(consultations)
      .where(and(gte(consultations.date, start), lt(consultations.date, end)));
    expect(monthAgo.length).toBeGreaterThanOrEqual(3);
    // Nothing that already happened lies after now, even though it is only 03:30.
    const future = await t.app.db.select({ id: orders.id }).from(orders).where(gte(orders.created, new Date(EVENING)));
    expect(future).toEqual([]);
  });

  it('produces the same rows and ids in another database for the same now', async () => {
    await seedDemo(second.db, { timezone: ZONE, now: new Date(EVENING) });
    const [a, b] = [await snapshot(t.app.db), await snapshot(second.db)];
    expect(b.users).toEqual(a.users);
    expect(b.orders).toEqual(a.orders);
    expect(b.lessons).toEqual(a.lessons);
    expect(b.lessonStudents).toEqual(a.lessonStudents);
  }, 30_000);

  it('leaves nothing behind when an insert fails part-way', async () => {
    const database = await openTestDatabase();
    try {
      // A class already holding the demo's first class id: the users go in, then the classes insert fails.
      await database.db.insert(classes).values({
        id: classIdOf(CLASS_SPECS[0]?.key ?? ''),
        name: 'In the way',
        subject: 'Nothing',
        startDate: new Date(EVENING),
        endDate: new Date(EVENING),
        scheduleStartTime: '09:00',
        scheduleEndTime: '10:00',
        scheduleDays: 'Monday',
      });
      await expect(seedDemo(database.db, { timezone: ZONE, now: new Date(EVENING) })).rejects.toThrow();
      expect(await database.db.select({ id: users.id }).from(users)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 30_000);
});

describe("the demo students' profiles (issue 15)", () => {
  const students = buildDemoData({ timezone: ZONE, now: new Date(MORNING) }, 'hash').users.filter((user) => user.type === 'Student');
  const profileSchema = z.strictObject(studentProfileShape);
  /** The profile form's parts of a student: the two columns and the profile's sections (the grid's fields left out). */
  const sectionsOf = (student: (typeof students)[number]): Record<string, unknown> => {
    const profile = student.profile as Record<string, unknown>;
    const parts = Object.keys(studentProfileShape).filter((key) => key in profile).map((key) => [key, profile[key]]);
    const sections = { school: student.school, level: student.level, ...Object.fromEntries(parts) } as Record<string, unknown>;
    // The dashboard's career-consultation flag lives beside the goals but is not the form's to send.
    const { consultation: _consultation, ...careerGoals } = sections.careerGoals as Record<string, unknown>;
    return { ...sections, careerGoals };
  };
  /** A value someone filled in: a text, a ticked box, or an object holding one. */
  const filled = (value: unknown): boolean =>
    typeof value === 'string' ? value.trim() !== '' : value === true || (value !== null && typeof value === 'object' && Object.values(value).some(filled));

  it("codes every career's area and specific area as a pair of the fields-of-study catalogue", () => {
    for (const { career, area, specific } of CAREERS) expect({ career, major: majorByValue(area, specific)?.codeAS }).toEqual({ career, major: area });
  });

  it("gives every student a listed school of the profile's type, and sections the profile schema accepts", () => {
    for (const student of students) {
      const school = schoolByName(student.school ?? '');
      expect({ email: student.email, school: school?.name }).toEqual({ email: student.email, school: student.school });
      const sections = sectionsOf(student);
      // A pick with an others box stores the text typed; no separate key for it any more.
      expect(sections.typeOfSchool).toBe(school?.type === 'others' ? 'Private Catholic school' : school?.type);
      expect(student.profile).not.toHaveProperty('othersTypeOfSchool');
      const result = profileSchema.safeParse(sections);
      expect({ email: student.email, issues: result.error?.issues ?? [] }).toEqual({ email: student.email, issues: [] });
    }
  });

  it(`fills every section of ${FULL_PROFILE_STUDENT_EMAIL}, every chosen others with its text, and the schema keeps it as it is`, () => {
    const student = students.find((user) => user.email === FULL_PROFILE_STUDENT_EMAIL);
    expect(student).toMatchObject({ level: 'grade', isActive: true });
    const sections = sectionsOf(student!);
    const empty = Object.keys(studentProfileShape).filter((key) => !filled(sections[key]));
    expect(empty).toEqual([]);
    const othersWithoutText: string[] = [];
    const walk = (value: unknown, path: string) => {
      if (value === null || typeof value !== 'object') return;
      const record = value as Record<string, unknown>;
      // The GPA boxes' others holds its text in gpa.others.
      const text = 'gpa' in record ? (record.gpa as Record<string, unknown>).others : record.others_type;
      if (record.others === true && !filled(text)) othersWithoutText.push(path);
      for (const [key, inner] of Object.entries(record)) walk(inner, `${path}.${key}`);
    };
    walk(sections, 'profile');
    expect(othersWithoutText).toEqual([]);
    const areas = sections.areaOfStudy as Record<string, unknown> & { parent: Record<string, unknown> };
    const pairs = (block: Record<string, unknown>) => ['', '1', '2', '3', '4'].filter((n) => filled(block[`area${n}`]) && filled(block[`specific${n}`]));
    expect([pairs(areas).length, pairs(areas.parent).length]).toEqual([5, 3]);
    expect(profileSchema.parse(sections)).toEqual(sections);
  });
});

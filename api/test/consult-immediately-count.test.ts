import { classes } from '../src/db/schema/classes';
import { lessons } from '../src/db/schema/lessons';
import { createTestApp, type TestApp } from './helpers/test-app';
import { bearer, createUser, signIn } from './helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it('counts active lessons with an open immediate-consultation flag', async () => {
  const [klass] = await t.app.db
    .insert(classes)
    .values({ name: 'Maths', subject: 'Maths', startDate: new Date(), endDate: new Date(), scheduleStartTime: '10:00', scheduleEndTime: '11:00', scheduleDays: 'Monday' })
    .returning();
  const at = new Date('2026-03-10T03:00:00Z');
  const flagged = { recommendation: { recommendationConsultImmediately: true } };
  await t.app.db.insert(lessons).values([
    { classId: klass!.id, name: 'open', scheduledOn: at, endedOn: at, lessonMeta: flagged },
    { classId: klass!.id, name: 'open too', scheduledOn: at, endedOn: at, lessonMeta: flagged },
    { classId: klass!.id, name: 'resolved', scheduledOn: at, endedOn: at, lessonMeta: { ...flagged, resolvedTimeStamp: at.toISOString() } },
    { classId: klass!.id, name: 'inactive', scheduledOn: at, endedOn: at, isActive: false, lessonMeta: flagged },
    { classId: klass!.id, name: 'not flagged', scheduledOn: at, endedOn: at, lessonMeta: { recommendation: { recommendationConsultImmediately: false } } },
  ]);
  const admin = await createUser(t.app.db, { type: 'CustService' });
  const response = await t.app.inject({ method: 'GET', url: '/api/admin/lesson/consultimmediately/count', headers: bearer(await signIn(t.app, admin.email)) });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: { count: 2 } });
});

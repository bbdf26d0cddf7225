import { classes } from '../src/db/schema/classes';
import { lessons } from '../src/db/schema/lessons';
import { testApi, type TestApi } from './helpers/test-api';

let api: TestApi;
beforeAll(async () => {
  api = await testApi({ staff: { custservice: 'CustService' } });
});
afterAll(async () => {
  await api.close();
});

it('counts active lessons with an open immediate-consultation flag', async () => {
  const [klass] = await api.db
    .insert(classes)
    .values({ name: 'Maths', subject: 'Maths', startDate: new Date(), endDate: new Date(), scheduleStartTime: '10:00', scheduleEndTime: '11:00', scheduleDays: 'Monday' })
    .returning();
  const at = new Date('2026-03-10T03:00:00Z');
  const flagged = { recommendation: { recommendationConsultImmediately: true } };
  await api.db.insert(lessons).values([
    { classId: klass!.id, name: 'open', scheduledOn: at, endedOn: at, lessonMeta: flagged },
    { classId: klass!.id, name: 'open too', scheduledOn: at, endedOn: at, lessonMeta: flagged },
    { classId: klass!.id, name: 'resolved', scheduledOn: at, endedOn: at, lessonMeta: { ...flagged, resolvedTimeStamp: at.toISOString() } },
    { classId: klass!.id, name: 'inactive', scheduledOn: at, endedOn: at, isActive: false, lessonMeta: flagged },
    { classId: klass!.id, name: 'not flagged', scheduledOn: at, endedOn: at, lessonMeta: { recommendation: { recommendationConsultImmediately: false } } },
  ]);
  const response = await api.as('custservice').get('/api/admin/lesson/consultimmediately/count');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ data: { count: 2 } });
});

import type { CareerStudentRow, ConsultationRow } from '@backoffice/domain/consultations';
import { DEMO_PASSWORD } from '../src/db/seed/demo/accounts';
import { seedDemoIfEmpty } from '../src/db/seed/demo/seed-demo';
import { createTestApp, fixedClock, type TestApp } from './helpers/test-app';
import { bearer } from './helpers/users';

// The demo data as the Consultation tab meets it (issue 13): superadmin@demo.test opens /dashboard on Consultation, on
// the day one month before today in the centre's time zone, and finds consultations there, some done, with their
// action plans, and students in 'Students that require consultation for Academic Career'. superadmin2 sees no plan.

const ZONE = 'Asia/Bangkok';
// 01:30 on 10 March 2026 in Bangkok, still the 9th in UTC: one month before is 10 February.
const NIGHT = '2026-03-09T18:30:00.000Z';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NIGHT) });
  await seedDemoIfEmpty(t.app.db, { timezone: ZONE, now: new Date(NIGHT) });
  for (const who of ['superadmin', 'superadmin2']) {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: `${who}@demo.test`, password: DEMO_PASSWORD } });
    tokens[who] = response.json().data.token;
  }
}, 60_000);
afterAll(async () => {
  await t.close();
});

const get = async <T>(who: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) })).json() as { data: T[]; count: number };

it('shows the consultation tab\'s default day, one month ago in the centre, with done and open consultations and plans', async () => {
  const { data, count } = await get<ConsultationRow>('superadmin', '/api/admin/consultation?date=2026-02-10');
  expect(count).toBeGreaterThanOrEqual(5);
  expect(data.some((row) => row.action)).toBe(true);
  expect(data.some((row) => !row.action)).toBe(true);
  expect(data.some((row) => row.student_count > 1)).toBe(true);
  expect(data.every((row) => typeof row.action_plans === 'string' && row.action_plans.length > 0)).toBe(true);
  const without = await get<ConsultationRow>('superadmin2', '/api/admin/consultation?date=2026-02-10');
  expect(without.count).toBe(count);
  expect(without.data.every((row) => !('action_plans' in row))).toBe(true);
});

it("lists students in 'Students that require consultation for Academic Career'", async () => {
  const { data, count } = await get<CareerStudentRow>('superadmin', '/api/admin/user/studentlist');
  expect(count).toBeGreaterThan(0);
  expect(data.length).toBe(Math.min(count, 20));
});

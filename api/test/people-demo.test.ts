import type { PeopleRecord, StaffGridRow, StudentGridRow, StudentRecord } from '@backoffice/domain/people';
import { auditLog } from '../src/db/schema/audit';
import { users } from '../src/db/schema/users';
import { DEMO_PASSWORD } from '../src/db/seed/demo/accounts';
import { seedDemoIfEmpty } from '../src/db/seed/demo/seed-demo';
import { createTestApp, fixedClock, type TestApp } from './helpers/test-app';
import { bearer } from './helpers/users';

// The demo data as user management meets it (issue 14): students with their parents, tutors and TAs, every record
// opening in the dialog, and a record saved as loaded staying as it was.

const NOW = '2026-03-10T03:00:00.000Z';
let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ clock: fixedClock(NOW) });
  await seedDemoIfEmpty(t.app.db, { timezone: 'Asia/Bangkok', now: new Date(NOW) });
  for (const who of ['superadmin', 'partner']) {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: `${who}@demo.test`, password: DEMO_PASSWORD } });
    tokens[who] = response.json().data.token;
  }
}, 60_000);
afterAll(async () => {
  await t.close();
});

const get = async <T>(who: string, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(tokens[who]!) });
  expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
  return response.json() as T;
};

it('lists the demo students with their parents, the counsellor columns for superadmin@demo.test only', async () => {
  const full = await get<{ data: StudentGridRow[]; count: number }>('superadmin', '/api/admin/user/student');
  expect(full.count).toBeGreaterThanOrEqual(50);
  expect(full.data).toHaveLength(25);
  expect(full.data.filter((row) => row.parent !== null).length).toBeGreaterThanOrEqual(20);
  expect(full.data.some((row) => row.famous)).toBe(true);
  const reduced = await get<{ data: StudentGridRow[] }>('partner', '/api/admin/user/student');
  expect(reduced.data.every((row) => !('famous' in row))).toBe(true);
});

it('lists tutors and TAs', async () => {
  const tutors = await get<{ data: StaffGridRow[]; count: number }>('partner', '/api/admin/user/tutor');
  const tas = await get<{ data: StaffGridRow[]; count: number }>('partner', '/api/admin/user/ta');
  expect(tutors.count).toBeGreaterThanOrEqual(5);
  expect(tas.count).toBeGreaterThanOrEqual(3);
  expect(tutors.data.every((row) => row.dbid)).toBe(true);
});

it('opens every demo student, tutor and TA in the dialog', async () => {
  const people = await t.app.db.select({ id: users.id, type: users.type }).from(users);
  const editable = people.filter((person) => ['Student', 'Tutor', 'TA'].includes(person.type));
  expect(editable.length).toBeGreaterThan(60);
  for (const person of editable) {
    const { data } = await get<{ data: PeopleRecord }>('superadmin', `/api/admin/user/${person.id}`);
    expect(data._type).toBe(person.type);
  }
});

it('saves a demo student as loaded without changing a row or writing an audit record', async () => {
  const page = await get<{ data: StudentGridRow[] }>('superadmin', '/api/admin/user/student');
  const withParent = page.data.find((row) => row.parent !== null)!;
  const { data } = await get<{ data: StudentRecord }>('superadmin', `/api/admin/user/${withParent._id}`);
  const { parent, staff_to_handle, profile: _p, _id, _type, created: _c, updated: _u, is_active: _a, ...fields } = data;
  const { _id: _pid, _type: _pt, child: _child, updated: _pu, is_active: _pa, sales_admin, ...parentFields } = parent!;
  const before = JSON.stringify([await t.app.db.select().from(users), await t.app.db.select().from(auditLog)]);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/user/student/${_id}`,
    headers: bearer(tokens.superadmin!),
    payload: {
      ...fields,
      staff_to_handle: { customer_service: staff_to_handle.customer_service?._id ?? null, sales_admin: staff_to_handle.sales_admin?._id ?? null },
      parent: { ...parentFields, sales_admin: sales_admin?._id ?? null },
    },
  });
  expect(response.statusCode).toBe(200);
  expect(JSON.stringify([await t.app.db.select().from(users), await t.app.db.select().from(auditLog)])).toBe(before);
});

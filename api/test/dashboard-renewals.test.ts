import { eq, sql } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { RENEWAL_MESSAGES, type RenewalDateChange, type RenewalRow } from '@backoffice/domain/renewals';
import { users, type UserRow } from '../src/db/schema/users';
import { auditOf } from './helpers/classes';
import { fixedClock } from './helpers/test-app';
import { testApi, type TestApi } from './helpers/test-api';

// The dashboard's Renew tab (back-office §2 Renew tab, §4 Renewal date, §6, §7 renewaldate, §9 two weeks). Today is
// 10 March 2026 in Asia/Bangkok: a renewal date is listed from 10 to 24 March, both included.

const NOW = '2026-03-10T05:00:00Z';
const LIST = '/api/admin/user/renewallist';
const byStudent = (id: string) => `/api/admin/user/renewaldate/${id}`;
const byParent = (id: string) => `/api/admin/user/renewaldate/parent/${id}`;
const UNKNOWN = '00000000-0000-4000-8000-000000000042';

const clock = fixedClock(NOW);
let api: TestApi;
let n = 0;

async function insertUser(values: Partial<typeof users.$inferInsert> & { type: UserRow['type'] }): Promise<UserRow> {
  n += 1;
  const [row] = await api.db
    .insert(users)
    .values({ name: `${values.type} ${n}`, email: `${values.type.toLowerCase()}-${n}@renew.test`, updated: new Date('2026-01-01T00:00:00Z'), ...values })
    .returning();
  return row!;
}

/** A parent with a renewal date (column and meta, as the seeds and the people form write it) and its children. */
async function family(name: string, date: string | null, children: Array<{ name: string; nickname?: string; isActive?: boolean }>) {
  const parent = await insertUser({
    type: 'Parent',
    name,
    email: `${name.toLowerCase().replace(/\W+/g, '.')}@renew.test`,
    dateOfRenewal: date,
    meta: { payment_mode: 'bank', date_of_renewal: date },
  });
  const students = [];
  for (const child of children) {
    students.push(
      await insertUser({
        type: 'Student',
        name: child.name,
        nickname: child.nickname ?? null,
        isActive: child.isActive ?? true,
        parentId: parent.id,
        customerServiceId: api.user('cs').id,
        salesAdminId: api.user('sales').id,
      }),
    );
  }
  return { parent, students };
}

async function parentRow(id: string) {
  const [row] = await api.db.select().from(users).where(eq(users.id, id));
  return row!;
}

async function list(who = 'sales', query = ''): Promise<{ data: RenewalRow[]; count: number }> {
  const response = await api.as(who).get(`${LIST}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** Student name → the renewal date the list shows for it, in the list's order. */
const datesOf = (rows: RenewalRow[]) => rows.map((row) => [row.name, row.parent.meta.date_of_renewal]);

let families: Record<string, Awaited<ReturnType<typeof family>>>;

beforeAll(async () => {
  api = await testApi({
    clock,
    staff: {
      admin: 'SuperAdmin',
      data: 'DataAdmin',
      sales: { type: 'SalesAdmin', name: 'Seller Ton' },
      cs: { type: 'CustService', name: 'Handler Pim' },
      agent: 'Agent',
      partner: 'Partner',
      tutor: 'Tutor',
    },
  });
  families = {
    today: await family('Ploy Today', '2026-03-10', [{ name: 'Today Student', nickname: 'Tee' }]),
    edge: await family('Somchai Edge', '2026-03-24', [{ name: 'Edge Student' }]),
    siblings: await family('Anong Siblings', '2026-03-15', [
      { name: 'Sibling Beam' },
      { name: 'Sibling Aom', nickname: 'Aom' },
      { name: 'Sibling Left', isActive: false },
    ]),
    yesterday: await family('Wichai Yesterday', '2026-03-09', [{ name: 'Yesterday Student' }]),
    later: await family('Malee Later', '2026-03-25', [{ name: 'Later Student' }]),
    none: await family('Niran None', null, [{ name: 'No Date Student' }]),
    // Edited by the tests that change dates: kept out of the window tests' way.
    change: await family('Chai Change', '2026-05-01', [{ name: 'Change Older' }, { name: 'Change Younger', isActive: false }]),
    atomic: await family('Dao Atomic', '2026-07-15', [{ name: 'Atomic Student' }]),
  };
  await insertUser({ type: 'Student', name: 'Orphan Student' });
});
afterAll(async () => {
  await api.close();
});
afterEach(() => {
  clock.set(NOW);
  // The list keeps its total between requests; rows arranged straight in the database are not a write it hears of.
  api.app.renewalCounts.invalidate();
});

describe('GET /api/admin/user/renewallist (the Renew tab)', () => {
  it('lists the students whose parent renews from today to 14 days ahead, by date, parent, then student', async () => {
    const { data, count } = await list();
    expect(datesOf(data)).toEqual([
      ['Today Student', '2026-03-10'],
      ['Sibling Aom', '2026-03-15'],
      ['Sibling Beam', '2026-03-15'],
      ['Edge Student', '2026-03-24'],
    ]);
    expect(count).toBe(4);
  });

  it('answers the spec’s columns: student name, nickname, parent name and email, customer service, sales admin, date', async () => {
    const { data } = await list();
    expect(data[0]).toEqual({
      _id: families.today!.students[0]!.id,
      name: 'Today Student',
      nickname: 'Tee',
      parent: { _id: families.today!.parent.id, name: 'Ploy Today', email: 'ploy.today@renew.test', meta: { date_of_renewal: '2026-03-10' } },
      staff_to_handle: {
        customer_service: { _id: api.user('cs').id, name: 'Handler Pim' },
        sales_admin: { _id: api.user('sales').id, name: 'Seller Ton' },
      },
    });
  });

  describe('the window’s edges (§9: two weeks before the date up to the date)', () => {
    it('14 days before the date: listed; 15 days before: not yet', async () => {
      const names = (await list()).data.map((row) => row.name);
      expect(names).toContain('Edge Student'); // 24 March, 14 days ahead
      expect(names).not.toContain('Later Student'); // 25 March, 15 days ahead
      clock.set('2026-03-11T05:00:00Z');
      expect((await list()).data.map((row) => row.name)).toContain('Later Student');
    });

    it('the day itself: listed; the day after: gone', async () => {
      const names = (await list()).data.map((row) => row.name);
      expect(names).toContain('Today Student'); // 10 March, today
      expect(names).not.toContain('Yesterday Student'); // 9 March, yesterday
      clock.set('2026-03-11T05:00:00Z');
      expect((await list()).data.map((row) => row.name)).not.toContain('Today Student');
    });

    it("counts today in the centre's time zone: 00:30 on 10 March in Bangkok is still 9 March in UTC", async () => {
      clock.set('2026-03-09T17:30:00Z');
      const { data, count } = await list();
      expect(data.map((row) => row.name)).not.toContain('Yesterday Student');
      expect(data.map((row) => row.name)).toContain('Edge Student');
      expect(count).toBe(4);
      clock.set('2026-03-09T16:30:00Z'); // 23:30 on 9 March in Bangkok
      const before = await list();
      expect(before.data.map((row) => row.name)).toContain('Yesterday Student');
      expect(before.data.map((row) => row.name)).not.toContain('Edge Student');
    });
  });

  it('leaves out inactive students, parents without a date and students without a parent', async () => {
    const names = (await list()).data.map((row) => row.name);
    expect(names).not.toContain('Sibling Left');
    expect(names).not.toContain('No Date Student');
    expect(names).not.toContain('Orphan Student');
  });

  it('pages on the server with max and offset; the count is the whole window’s', async () => {
    const page = await list('sales', '?max=2&offset=1');
    expect(page.data.map((row) => row.name)).toEqual(['Sibling Aom', 'Sibling Beam']);
    expect(page.count).toBe(4);
    for (const bad of ['?max=0', '?max=101', '?offset=-1', '?max=two']) {
      const response = await api.as('sales').get(`${LIST}${bad}`);
      expect({ bad, status: response.statusCode }).toEqual({ bad, status: 400 });
    }
  });

  it('is for the roles with the Renew tab: SalesAdmin, DataAdmin, SuperAdmin; not CustService or the others', async () => {
    for (const who of ['sales', 'data', 'admin']) expect({ who, status: (await api.as(who).get(LIST)).statusCode }).toEqual({ who, status: 200 });
    for (const who of ['cs', 'agent', 'partner', 'tutor']) {
      const response = await api.as(who).get(LIST);
      expect({ who, status: response.statusCode }).toEqual({ who, status: 403 });
      expect(response.json().message[0]).toMatchObject({ type: 'forbidden' });
    }
    expect((await api.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/user/renewaldate/:id (a student’s row: its parent’s date)', () => {
  it('saves the date to the parent (column and meta) and its students, audited, and the list shows it on every child', async () => {
    const { parent, students } = families.change!;
    clock.set('2026-04-20T05:00:00Z'); // 1 May is inside the window of 20 April
    expect(datesOf((await list()).data)).toEqual([['Change Older', '2026-05-01']]);

    const response = await api.as('sales').patch(byStudent(students[0]!.id), { dateObj: '2026-05-03' });
    expect(response.statusCode).toBe(200);
    const change = (response.json() as { data: RenewalDateChange }).data;
    expect(change).toEqual({
      parent: { _id: parent.id, meta: { date_of_renewal: '2026-05-03' } },
      before: '2026-05-01',
      students: students.map((s) => s.id).sort(),
      changed: true,
    });

    const saved = await parentRow(parent.id);
    expect(saved.dateOfRenewal).toBe('2026-05-03');
    expect(saved.meta).toEqual({ payment_mode: 'bank', date_of_renewal: '2026-05-03' });
    expect(saved.updated.toISOString()).toBe('2026-04-20T05:00:00.000Z');
    for (const student of students) expect((await parentRow(student.id)).updated.toISOString()).toBe('2026-04-20T05:00:00.000Z');

    const audit = await auditOf(api.db, parent.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'user.renewal_date',
      entity: 'user',
      actorId: api.user('sales').id,
      before: { date_of_renewal: '2026-05-01' },
      after: { date_of_renewal: '2026-05-03', students: students.map((s) => s.id).sort() },
    });
    // The write forgot the kept total; the row now shows the new date.
    expect(datesOf((await list()).data)).toEqual([['Change Older', '2026-05-03']]);
  });

  it('changes nothing and records nothing for the date it already has (a second click, another tab)', async () => {
    const { parent, students } = families.change!;
    const before = await parentRow(parent.id);
    const audits = (await auditOf(api.db, parent.id)).length;
    clock.set('2026-04-21T05:00:00Z');
    const response = await api.as('sales').patch(byStudent(students[0]!.id), { dateObj: before.dateOfRenewal });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ changed: false, before: before.dateOfRenewal, parent: { meta: { date_of_renewal: before.dateOfRenewal } } });
    expect(await auditOf(api.db, parent.id)).toHaveLength(audits);
    expect((await parentRow(parent.id)).updated).toEqual(before.updated);
  });

  it('refuses a missing or bad date with 400 on dateObj, and saves nothing', async () => {
    const { parent, students } = families.change!;
    const before = await parentRow(parent.id);
    const required = ['required', RENEWAL_MESSAGES.dateRequired];
    const invalid = ['invalid', RENEWAL_MESSAGES.dateInvalid];
    const cases: Array<[unknown, string[]]> = [
      [{}, required],
      [{ dateObj: '' }, ['invalid', RENEWAL_MESSAGES.dateRequired]],
      [{ dateObj: '   ' }, ['invalid', RENEWAL_MESSAGES.dateRequired]],
      [{ dateObj: null }, ['invalid', RENEWAL_MESSAGES.dateRequired]],
      [{ dateObj: 20260510 }, ['invalid', RENEWAL_MESSAGES.dateRequired]],
      [{ dateObj: '2026-02-29' }, invalid], // not a leap year
      [{ dateObj: '2026-04-31' }, invalid],
      [{ dateObj: '2026-13-01' }, invalid],
      [{ dateObj: '10-05-2026' }, invalid],
      [{ dateObj: '2026-05-10T00:00:00Z' }, invalid],
      [{ dateObj: '1999-12-31' }, invalid],
      [{ dateObj: '2100-01-01' }, invalid],
    ];
    for (const [payload, [type, message]] of cases) {
      const response = await api.as('sales').patch(byStudent(students[0]!.id), payload as object);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect({ payload, body: response.json() }).toEqual({
        payload,
        body: { message: [{ code: 'BadRequest', type, message, field: 'dateObj' }] },
      });
    }
    const bodiless = await api.as('sales').inject({ method: 'PATCH', url: byStudent(students[0]!.id) });
    expect(bodiless.statusCode).toBe(400);
    expect(bodiless.json()).toEqual({ message: [{ code: 'BadRequest', type: 'required', message: SERVER_MESSAGES.bodyRequired }] });
    expect(await parentRow(parent.id)).toEqual(before);
  });

  it('takes a leap day, and a date outside the window (the row then leaves the list on its next load)', async () => {
    const { parent, students } = families.change!;
    expect((await api.as('sales').patch(byStudent(students[0]!.id), { dateObj: '2028-02-29' })).statusCode).toBe(200);
    expect((await parentRow(parent.id)).dateOfRenewal).toBe('2028-02-29');
  });

  it("answers 404 for an id that is not a student's, and 409 for a student without a parent", async () => {
    expect((await api.as('sales').patch(byStudent(UNKNOWN), { dateObj: '2026-05-10' })).statusCode).toBe(404);
    expect((await api.as('sales').patch(byStudent(families.change!.parent.id), { dateObj: '2026-05-10' })).statusCode).toBe(404);
    const [orphan] = await api.db.select().from(users).where(eq(users.name, 'Orphan Student'));
    const response = await api.as('sales').patch(byStudent(orphan!.id), { dateObj: '2026-05-10' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message[0]).toMatchObject({ type: 'conflict', message: RENEWAL_MESSAGES.noParent });
  });

  it('is refused without the Renew tab (CustService, Agent, Partner, Tutor) and without a session, and saves nothing', async () => {
    const { parent, students } = families.change!;
    const before = await parentRow(parent.id);
    for (const who of ['cs', 'agent', 'partner', 'tutor']) {
      for (const url of [byStudent(students[0]!.id), byParent(parent.id)]) {
        const response = await api.as(who).patch(url, { dateObj: '2026-06-01' });
        expect({ who, url, status: response.statusCode }).toEqual({ who, url, status: 403 });
      }
    }
    const anonymous = await api.app.inject({ method: 'PATCH', url: byStudent(students[0]!.id), payload: { dateObj: '2026-06-01' } });
    expect(anonymous.statusCode).toBe(401);
    expect(await parentRow(parent.id)).toEqual(before);
    for (const who of ['data', 'admin']) {
      const response = await api.as(who).patch(byStudent(students[0]!.id), { dateObj: who === 'data' ? '2026-06-02' : '2026-06-03' });
      expect({ who, status: response.statusCode }).toEqual({ who, status: 200 });
    }
    expect((await parentRow(parent.id)).dateOfRenewal).toBe('2026-06-03');
  });
});

describe('PATCH /api/admin/user/renewaldate/parent/:id (the spec’s second call)', () => {
  it('makes the same change by the parent’s id, in the same transaction', async () => {
    const { parent, students } = families.change!;
    const response = await api.as('sales').patch(byParent(parent.id), { dateObj: '2026-06-10' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ parent: { _id: parent.id, meta: { date_of_renewal: '2026-06-10' } }, changed: true });
    expect(response.json().data.students).toEqual(students.map((s) => s.id).sort());
    const saved = await parentRow(parent.id);
    expect([saved.dateOfRenewal, (saved.meta as { date_of_renewal: string }).date_of_renewal]).toEqual(['2026-06-10', '2026-06-10']);
  });

  it("answers 404 for an id that is not a parent's", async () => {
    expect((await api.as('sales').patch(byParent(families.change!.students[0]!.id), { dateObj: '2026-06-10' })).statusCode).toBe(404);
    expect((await api.as('sales').patch(byParent(UNKNOWN), { dateObj: '2026-06-10' })).statusCode).toBe(404);
  });
});

describe('saved to both or neither (issue 13: a failure never leaves the two disagreeing)', () => {
  /** Makes one write of the change fail, as a lost connection or a constraint would, for the length of `run`. */
  async function failing(table: 'users' | 'audit_log', event: string, when: string, run: () => Promise<void>) {
    await api.db.execute(
      sql.raw(`CREATE OR REPLACE FUNCTION renew_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
                 BEGIN RAISE EXCEPTION 'refused by the test'; END $$`),
    );
    await api.db.execute(sql.raw(`CREATE TRIGGER renew_test_refuse ${event} ON ${table} FOR EACH ROW ${when} EXECUTE FUNCTION renew_test_refuse()`));
    try {
      await run();
    } finally {
      await api.db.execute(sql.raw(`DROP TRIGGER renew_test_refuse ON ${table}`));
    }
  }

  async function state() {
    const { parent, students } = families.atomic!;
    const row = await parentRow(parent.id);
    return {
      date: row.dateOfRenewal,
      meta: row.meta,
      updated: row.updated.toISOString(),
      students: await Promise.all(students.map(async (s) => (await parentRow(s.id)).updated.toISOString())),
      audit: (await auditOf(api.db, parent.id)).length,
    };
  }

  it('when the student’s write fails after the parent’s, the parent keeps its date (column and meta) and nothing is audited', async () => {
    const before = await state();
    await failing('users', 'BEFORE UPDATE', "WHEN (OLD.type = 'Student')", async () => {
      const response = await api.as('sales').patch(byStudent(families.atomic!.students[0]!.id), { dateObj: '2026-05-09' });
      expect(response.statusCode).toBe(500);
      expect(response.json().message[0]).toMatchObject({ type: 'internal' });
    });
    expect(await state()).toEqual(before);
  });

  it('when the audit record fails after both writes, neither the parent nor the student changes', async () => {
    const before = await state();
    await failing('audit_log', 'BEFORE INSERT', '', async () => {
      expect((await api.as('sales').patch(byParent(families.atomic!.parent.id), { dateObj: '2026-05-09' })).statusCode).toBe(500);
    });
    expect(await state()).toEqual(before);
    // And with nothing in the way, the same request goes through whole.
    expect((await api.as('sales').patch(byStudent(families.atomic!.students[0]!.id), { dateObj: '2026-05-09' })).statusCode).toBe(200);
    expect(await state()).toMatchObject({ date: '2026-05-09', meta: { date_of_renewal: '2026-05-09' }, audit: 1 });
  });
});

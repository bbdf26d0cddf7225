import { eq } from 'drizzle-orm';
import { CAREER_STUDENT_PAGE_SIZE } from '@backoffice/domain/consultations';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { consultations, consultationStudents } from '../src/db/schema/consultations';
import { users, type UserRow } from '../src/db/schema/users';
import { auditOf, insertPerson } from './helpers/classes';
import { fixedClock } from './helpers/test-app';
import { testApi, type TestApi } from './helpers/test-api';

// The dashboard's Consultation tab (back-office §2, §3 Consultation, §4 Consultation record, §6, §7) and 'Students that
// require consultation for Academic Career'. The day is 2026-02-10 in Asia/Bangkok: 17:00 UTC on the 9th to 17:00 UTC
// on the 10th. A consultation's `date` is the end of its day in the centre's time zone (people-records §5).

const NOW = '2026-03-10T05:00:00Z';
const DAY = '2026-02-10';
const LIST = '/api/admin/consultation';
const STUDENTS = '/api/admin/user/studentlist';

let api: TestApi;
const consultationIds = new Map<string, string>();
const cid = (key: string) => consultationIds.get(key)!;
let aom: UserRow;
let beam: UserRow;

async function addConsultation(
  key: string,
  date: string,
  attendees: UserRow[],
  values: { plan?: string; notes?: string; done?: boolean } = {},
): Promise<string> {
  const [row] = await api.db
    .insert(consultations)
    .values({
      date: new Date(date),
      actionPlans: values.plan ?? `Plan ${key}`,
      consultationNotes: values.notes ?? `Notes ${key}`,
      action: values.done ?? false,
      adminId: api.user('admin').id,
    })
    .returning();
  for (const student of attendees) await api.db.insert(consultationStudents).values({ consultationId: row!.id, studentId: student.id });
  consultationIds.set(key, row!.id);
  return row!.id;
}

async function student(name: string, values: Partial<typeof users.$inferInsert> = {}): Promise<UserRow> {
  const row = await insertPerson(api.db, { type: 'Student', name });
  if (Object.keys(values).length === 0) return row;
  const [updated] = await api.db.update(users).set(values).where(eq(users.id, row.id)).returning();
  return updated!;
}

beforeAll(async () => {
  api = await testApi({
    clock: fixedClock(NOW),
    staff: {
      admin: { type: 'SuperAdmin', name: 'Mei Counsellor', capabilities: ['dashboard.actionPlan'] },
      admin2: 'SuperAdmin',
      data: 'DataAdmin',
      sales: 'SalesAdmin',
      cs: 'CustService',
      agent: 'Agent',
      partner: 'Partner',
      tutor: 'Tutor',
    },
  });
  const handler = await insertPerson(api.db, { type: 'CustService', name: 'Handler Pim' });
  const seller = await insertPerson(api.db, { type: 'SalesAdmin', name: 'Seller Ton' });
  aom = await student('Aom Student', { nickname: 'Aom', dbid: 'EPA-0001', customerServiceId: handler.id, salesAdminId: seller.id });
  beam = await student('Beam Student', { nickname: null, dbid: null, customerServiceId: handler.id });
  const chai = await student('Chai Student');

  // The day's edges: the first and last instants of 10 February in Bangkok, and those just outside it.
  await addConsultation('end of the 9th', '2026-02-09T16:59:59.999Z', [chai]);
  await addConsultation('start of the 10th', '2026-02-09T17:00:00.000Z', [aom]);
  await addConsultation('family', '2026-02-10T16:59:59.999Z', [beam, aom], { done: true });
  await addConsultation('start of the 11th', '2026-02-10T17:00:00.000Z', [chai]);
  await addConsultation('no students', '2026-02-10T10:00:00.000Z', []);
});
afterAll(async () => {
  await api.close();
});

type Row = Record<string, unknown> & { _id: string; action: boolean };
async function list(who: string, query: string): Promise<{ status: number; rows: Row[]; count: number; body: unknown }> {
  const response = await api.as(who).get(`${LIST}?${query}`);
  const body = response.json() as { data?: Row[]; count?: number };
  return { status: response.statusCode, rows: body.data ?? [], count: body.count ?? -1, body };
}
const keysOf = (rows: Row[]) => rows.map((row) => [...consultationIds].find(([, id]) => id === row._id)?.[0]);

describe('GET /api/admin/consultation', () => {
  it("lists the centre day's consultations by date, with their students, handlers, notes and done state", async () => {
    const { status, rows, count } = await list('admin', `date=${DAY}`);
    expect(status).toBe(200);
    expect(keysOf(rows)).toEqual(['start of the 10th', 'no students', 'family']);
    expect(count).toBe(3);
    expect(rows[2]).toEqual({
      _id: cid('family'),
      date: '2026-02-10T16:59:59.999Z',
      student: [
        { _id: aom.id, name: 'Aom Student', nickname: 'Aom', dbid: 'EPA-0001', email: aom.email },
        { _id: beam.id, name: 'Beam Student', nickname: null, dbid: null, email: beam.email },
      ],
      student_count: 2,
      action_plans: 'Plan family',
      consultation_notes: 'Notes family',
      customer_service: ['Handler Pim'],
      sales_admin: ['Seller Ton'],
      action: true,
    });
    expect(rows[1]).toMatchObject({ student: [], student_count: 0, customer_service: [], sales_admin: [] });
  });

  it('names the first 10 students of a consultation by name and counts them all', async () => {
    const crowd = await Promise.all(Array.from({ length: 12 }, (_, i) => student(`Crowd ${String(i).padStart(2, '0')}`)));
    await addConsultation('crowd', '2026-02-20T16:59:59.999Z', crowd);
    const [row] = (await list('admin', 'date=2026-02-20')).rows as Array<Row & { student: Array<{ name: string }>; student_count: number }>;
    expect(row!.student.map((s) => s.name)).toEqual(crowd.slice(0, 10).map((s) => s.name));
    expect(row!.student_count).toBe(12);
  });

  it("takes the day's edges in Asia/Bangkok, not UTC", async () => {
    expect(keysOf((await list('admin', 'date=2026-02-09')).rows)).toEqual(['end of the 9th']);
    expect(keysOf((await list('admin', 'date=2026-02-11')).rows)).toEqual(['start of the 11th']);
    expect((await list('admin', 'date=2026-02-12')).rows).toEqual([]);
  });

  it('leaves the action plan out of the answer for a caller without the dashboard.actionPlan capability', async () => {
    const { status, rows, body } = await list('admin2', `date=${DAY}`);
    expect(status).toBe(200);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).not.toHaveProperty('action_plans');
    expect(JSON.stringify(body)).not.toContain('Plan ');
    expect(rows[2]).toMatchObject({ consultation_notes: 'Notes family' });
  });

  it('pages with max and offset, and counts the whole day, also past its end', async () => {
    const first = await list('admin', `date=${DAY}&max=2`);
    const second = await list('admin', `date=${DAY}&max=2&offset=2`);
    expect([...keysOf(first.rows), ...keysOf(second.rows)]).toEqual(['start of the 10th', 'no students', 'family']);
    expect(second.count).toBe(3);
    const past = await list('admin', `date=${DAY}&max=2&offset=40`);
    expect({ rows: past.rows, count: past.count }).toEqual({ rows: [], count: 3 });
  });

  it.each([
    '',
    'date=10-02-2026',
    'date=2026-02-30',
    `date=${DAY}&max=0`,
    `date=${DAY}&max=101`,
    `date=${DAY}&offset=-1`,
    `date=${DAY}&sortBy=name`,
    `date=${DAY}&order=desc`,
  ])('answers 400 to %s', async (query) => {
    const { status, body } = await list('admin', query);
    expect(status).toBe(400);
    expect(body).toEqual({ message: [expect.objectContaining({ code: 'BadRequest' })] });
  });

  it('refuses the tab to every role but SuperAdmin, and to a caller without a session', async () => {
    for (const who of ['data', 'sales', 'cs', 'agent', 'partner', 'tutor']) {
      const { status, body } = await list(who, `date=${DAY}`);
      expect({ who, status }).toEqual({ who, status: 403 });
      expect(body).toEqual({ message: [expect.objectContaining({ type: 'forbidden', message: SERVER_MESSAGES.forbidden })] });
    }
    expect((await api.app.inject({ method: 'GET', url: `${LIST}?date=${DAY}` })).statusCode).toBe(401);
  });
});

describe('PATCH /api/admin/consultation/:id (§4 Consultation record)', () => {
  const patch = (who: string, id: string, payload?: unknown) =>
    api.as(who).patch(`${LIST}/${id}`, payload as Record<string, unknown> | undefined);
  const stored = async (id: string) => (await api.db.select().from(consultations).where(eq(consultations.id, id)))[0]!;

  it('marks a consultation done and not done, audited with who and when from the session', async () => {
    const id = cid('start of the 10th');
    const done = await patch('admin2', id, { checked: true });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ data: { _id: id, action: true, updated: '2026-03-10T05:00:00.000Z' } });
    expect((await list('admin', `date=${DAY}`)).rows.find((row) => row._id === id)?.action).toBe(true);
    const undone = await patch('admin', id, { checked: false });
    expect(undone.json().data.action).toBe(false);
    const audit = await auditOf(api.db, id);
    expect(audit.map((row) => [row.action, row.entity, row.before, row.after, row.actorId])).toEqual([
      ['consultation.action', 'consultation', { action: false }, { action: true }, api.user('admin2').id],
      ['consultation.action', 'consultation', { action: true }, { action: false }, api.user('admin').id],
    ]);
  });

  it('is idempotent: asking for the state it has changes nothing and records nothing', async () => {
    const id = cid('family');
    const before = await stored(id);
    const again = await patch('admin', id, { checked: true });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ data: { _id: id, action: true, updated: before.updated.toISOString() } });
    expect(await stored(id)).toEqual(before);
    expect(await auditOf(api.db, id)).toEqual([]);
  });

  it('answers 400 in the error format to a missing or bad body, changing nothing', async () => {
    const id = cid('no students');
    const before = await stored(id);
    const bodiless = await api.as('admin').inject({ method: 'PATCH', url: `${LIST}/${id}` });
    expect(bodiless.statusCode).toBe(400);
    expect(bodiless.json()).toEqual({ message: [{ code: 'BadRequest', type: 'required', message: SERVER_MESSAGES.bodyRequired }] });
    for (const payload of [{}, { checked: 'yes' }, { checked: null }, [true]]) {
      const response = await patch('admin', id, payload);
      expect({ payload, status: response.statusCode }).toEqual({ payload, status: 400 });
      expect(response.json()).toEqual({ message: [expect.objectContaining({ code: 'BadRequest' })] });
    }
    expect((await patch('admin', 'not-an-id', { checked: true })).statusCode).toBe(400);
    expect(await stored(id)).toEqual(before);
    expect(await auditOf(api.db, id)).toEqual([]);
  });

  it('answers 404 for an unknown consultation', async () => {
    expect((await patch('admin', '00000000-0000-4000-8000-000000000001', { checked: true })).statusCode).toBe(404);
  });

  it('refuses the write to every role but SuperAdmin, changing nothing', async () => {
    const id = cid('end of the 9th');
    const before = await stored(id);
    for (const who of ['data', 'sales', 'cs', 'agent', 'partner', 'tutor']) {
      expect({ who, status: (await patch(who, id, { checked: true })).statusCode }).toEqual({ who, status: 403 });
    }
    expect((await api.app.inject({ method: 'PATCH', url: `${LIST}/${id}`, payload: { checked: true } })).statusCode).toBe(401);
    expect(await stored(id)).toEqual(before);
    expect(await auditOf(api.db, id)).toEqual([]);
  });
});

describe("GET /api/admin/user/studentlist ('Students that require consultation for Academic Career')", () => {
  const flag = (consultation: boolean, consulted?: string) => ({
    careerGoals: { student: 'Doctor', consultation },
    ...(consulted ? { date_of_consultation: consulted } : {}),
  });
  let flagged: Record<string, UserRow>;

  beforeAll(async () => {
    flagged = {
      late: await student('Zed Late', { profile: flag(true, '2026-02-10T16:59:59.999Z'), school: 'Bangkok Patana', dateOfBirth: '2011-05-04', gender: 'm' }),
      early: await student('Yui Early', { profile: flag(true, '2025-12-01T16:59:59.999Z'), school: '', gender: 'f', phone: '812345678', phoneCountryCode: '66' }),
      neverB: await student('Bow Never', { profile: flag(true) }),
      neverA: await student('Ann Never', { profile: flag(true), school: null }),
    };
    await student('Not Flagged', { profile: flag(false) });
    await student('Flag As Text', { profile: { careerGoals: { consultation: 'yes' } } });
    await student('Left The Centre', { profile: flag(true), isActive: false });
    await insertPerson(api.db, { type: 'Parent', name: 'A Parent' }).then((parent) =>
      api.db.update(users).set({ profile: flag(true) }).where(eq(users.id, parent.id)),
    );
  });

  const studentList = async (who: string, query = '') => {
    const response = await api.as(who).get(`${STUDENTS}${query}`);
    return { status: response.statusCode, body: response.json() as { data: Array<Record<string, unknown>>; count: number } };
  };

  it('lists the active students with the flag set, never consulted first, then by consultation date, then by name', async () => {
    const { status, body } = await studentList('admin');
    expect(status).toBe(200);
    expect(body.data.map((row) => row.name)).toEqual(['Ann Never', 'Bow Never', 'Yui Early', 'Zed Late']);
    expect(body.count).toBe(4);
    expect(body.data[2]).toEqual({
      _id: flagged.early!.id,
      name: 'Yui Early',
      phone: '812345678',
      phone_country_code: '66',
      email: flagged.early!.email,
      school: '',
      date_of_birth: null,
      gender: 'f',
    });
    expect(body.data[3]).toMatchObject({ school: 'Bangkok Patana', date_of_birth: '2011-05-04', gender: 'm' });
    expect(body.data[0]).toMatchObject({ school: null, gender: null, phone: null });
  });

  it(`pages on the server, ${CAREER_STUDENT_PAGE_SIZE} by default`, async () => {
    const first = await studentList('admin', '?max=3');
    const second = await studentList('admin', '?max=3&offset=3');
    expect(first.body.data).toHaveLength(3);
    expect(second.body.data.map((row) => row.name)).toEqual(['Zed Late']);
    expect(second.body.count).toBe(4);
    const past = await studentList('admin', '?max=3&offset=30');
    expect(past.body).toEqual({ data: [], count: 4 });
  });

  it.each(['?max=0', '?max=101', '?offset=-1', '?sortBy=name', '?order=desc'])('answers 400 to %s', async (query) => {
    expect((await studentList('admin', query)).status).toBe(400);
  });

  it('is for those who have the Consultation tab only', async () => {
    expect((await studentList('admin2')).status).toBe(200);
    for (const who of ['data', 'sales', 'cs', 'agent', 'partner', 'tutor']) {
      expect({ who, status: (await studentList(who)).status }).toEqual({ who, status: 403 });
    }
  });
});

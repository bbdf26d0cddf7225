import { eq } from 'drizzle-orm';
import { MESSAGES, SERVER_MESSAGES } from '@backoffice/domain/messages';
import { tooLongMessage } from '@backoffice/domain/text';
import { PEOPLE_MESSAGES, type ParentRecord, type StudentRecord, type TutorRecord } from '@backoffice/domain/people';
import { auditLog } from '../src/db/schema/audit';
import { consultations, consultationStudents } from '../src/db/schema/consultations';
import { users, type UserRow } from '../src/db/schema/users';
import { verifyPassword } from '../src/services/auth/passwords';
import { insertPerson } from './helpers/classes';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock } from './helpers/test-app';
import { bearer, sessionToken } from './helpers/users';

// 10:00 on Tuesday 10 March 2026 in Bangkok.
const clock = fixedClock('2026-03-10T03:00:00Z');
let api: TestApi;

type ErrorEntry = { message: string; field?: string; type: string };
const errorsOf = (response: { json: () => unknown }) => (response.json() as { message: ErrorEntry[] }).message;

/** Every row a save could touch, in a stable order: the database is unchanged when this is. */
async function snapshot(): Promise<string> {
  const tables = [users, consultations, consultationStudents, auditLog];
  const dumps = await Promise.all(tables.map((table) => api.db.select().from(table)));
  return JSON.stringify(dumps.map((rows) => rows.map((row) => JSON.stringify(row)).sort()));
}

async function row(id: string): Promise<UserRow> {
  const [found] = await api.db.select().from(users).where(eq(users.id, id));
  if (!found) throw new Error('no such user');
  return found;
}

async function consultationsOf(studentId: string) {
  return api.db
    .select({ id: consultations.id, date: consultations.date, adminId: consultations.adminId, notes: consultations.consultationNotes })
    .from(consultations)
    .innerJoin(consultationStudents, eq(consultationStudents.consultationId, consultations.id))
    .where(eq(consultationStudents.studentId, studentId));
}

let n = 0;
/** A student with a parent, handled by the test's customer service and sales admin. */
async function family(options: { dbid?: string | null; parentEmail?: string } = {}) {
  n += 1;
  const parent = await insertPerson(api.db, { type: 'Parent', name: `Parent ${n}`, email: options.parentEmail ?? `parent-${n}@people.test` });
  const student = await insertPerson(api.db, { type: 'Student', name: `Student ${n}`, email: `student-${n}@people.test` });
  await api.db
    .update(users)
    .set({
      parentId: parent.id,
      dbid: options.dbid === undefined ? `DB${n}` : options.dbid,
      customerServiceId: api.user('cs').id,
      salesAdminId: api.user('sales').id,
      contactPreference: { contact: 'line' },
      profile: { date_of_consultation: '2026-02-01T16:59:59.999Z', careerGoals: { student: 'Doctor' }, famous: 'vip' },
    })
    .where(eq(users.id, student.id));
  await api.db
    .update(users)
    .set({ meta: { payment_mode: 'bank', conflict: 'Parents disagree on boarding school', family_background: 'Two children' } })
    .where(eq(users.id, parent.id));
  return { parent: await row(parent.id), student: await row(student.id) };
}

async function load(who: string, id: string): Promise<StudentRecord> {
  const response = await api.as(who).get(`/api/admin/user/${id}`);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: StudentRecord }).data;
}

/** The body the dialog sends back for a loaded student, with changes. */
function formOf(record: StudentRecord, changes: Record<string, unknown> = {}, parentChanges: Record<string, unknown> = {}) {
  const { parent, staff_to_handle, profile: _profile, _id, _type, created: _c, updated: _u, is_active: _a, ...fields } = record;
  return {
    ...fields,
    staff_to_handle: { customer_service: staff_to_handle.customer_service?._id ?? null, sales_admin: staff_to_handle.sales_admin?._id ?? null },
    ...changes,
    parent: parent
      ? (() => {
          const { _id: _pid, _type: _pt, child: _child, updated: _pu, is_active: _pa, sales_admin, ...rest } = parent;
          return { ...rest, sales_admin: sales_admin?._id ?? null, ...parentChanges };
        })()
      : { email: '', ...parentChanges },
  };
}

beforeAll(async () => {
  api = await testApi({
    clock,
    staff: {
      counsellor: { type: 'SuperAdmin', capabilities: ['people.counsellorView'] },
      admin: 'SuperAdmin',
      partner: 'Partner',
      cs: 'CustService',
      sales: 'SalesAdmin',
    },
  });
});
afterAll(async () => {
  await api.close();
});

describe('GET /admin/user/{id}', () => {
  it('answers a student with its handlers, consultation fields and parent; counsellor fields only with the capability', async () => {
    const { student, parent } = await family();
    const full = await load('counsellor', student.id);
    expect(full).toMatchObject({
      _type: 'Student',
      name: student.name,
      staff_to_handle: { customer_service: { _id: api.user('cs').id }, sales_admin: { _id: api.user('sales').id } },
      date_of_consultation: '2026-02-01T16:59:59.999Z',
      contact_preference: { contact: 'line', others_type: null },
      profile: { careerGoals: { student: 'Doctor' }, famous: 'vip' },
      parent: { _id: parent.id, email: parent.email, child: [{ _id: student.id }], meta: { payment_mode: 'bank', conflict: expect.any(String) } },
    });
    const reduced = await load('admin', student.id);
    expect(reduced.profile).toEqual({});
    expect(reduced.parent!.meta).not.toHaveProperty('payment_mode');
    expect(reduced.parent!.meta).not.toHaveProperty('conflict');
    expect(reduced.parent!.meta).toMatchObject({ family_background: 'Two children' });
  });

  it('answers 404 for a staff member and for an id that does not exist', async () => {
    expect((await api.as('admin').get(`/api/admin/user/${api.user('cs').id}`)).statusCode).toBe(404);
    expect((await api.as('admin').get('/api/admin/user/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('PUT /admin/user/student/{id}: the dialog save, one transaction', () => {
  it('changes nothing, not even the audit, when a record is opened and saved as it was', async () => {
    for (const who of ['counsellor', 'admin', 'partner']) {
      const { student } = await family();
      const before = await snapshot();
      const response = await api.as(who).put(`/api/admin/user/student/${student.id}`, formOf(await load(who, student.id)));
      expect(response.statusCode).toBe(200);
      expect(await snapshot()).toEqual(before);
    }
  });

  it('saves the student, creates the parent from the form and links it; reopened, the dialog shows both', async () => {
    const student = await insertPerson(api.db, { type: 'Student', name: 'Lonely Student', email: 'lonely@people.test' });
    const loaded = await load('admin', student.id);
    expect(loaded.parent).toBeNull();
    const response = await api.as('admin').put(
      `/api/admin/user/student/${student.id}`,
      formOf(loaded, { nickname: 'Lone', meta: { background: 'Moved from Chiang Mai' } }, {
        name: 'New Parent',
        email: 'New.Parent@People.test',
        phone: '0812345678',
        meta: { decision_maker: { mother: true } },
      }),
    );
    expect(response.statusCode).toBe(200);
    const reopened = await load('admin', student.id);
    expect(reopened).toMatchObject({
      nickname: 'Lone',
      meta: { background: 'Moved from Chiang Mai' },
      parent: { name: 'New Parent', email: 'new.parent@people.test', salute: 'Mr', phone: '0812345678', meta: { decision_maker: { mother: true } } },
    });
    const parentRow = await row(reopened.parent!._id);
    expect(parentRow.type).toBe('Parent');
    expect((await auditOf(parentRow.id)).map((entry) => entry.action)).toEqual(['user.create']);
  });

  it('updates the existing parent by email, and links a student without a parent to the parent who has that email', async () => {
    const { student, parent } = await family();
    await api.as('admin').put(`/api/admin/user/student/${student.id}`, formOf(await load('admin', student.id), {}, { name: 'Renamed Parent' }));
    expect((await row(parent.id)).name).toBe('Renamed Parent');

    const sibling = await insertPerson(api.db, { type: 'Student', name: 'Younger Sibling' });
    const response = await api
      .as('admin')
      .put(`/api/admin/user/student/${sibling.id}`, formOf(await load('admin', sibling.id), {}, { name: 'Renamed Parent', email: parent.email.toUpperCase() }));
    expect(response.statusCode).toBe(200);
    expect((await row(sibling.id)).parentId).toBe(parent.id);
    expect((await load('admin', sibling.id)).parent!.child.map((child) => child._id).sort()).toEqual(
      [student.id, sibling.id].sort(),
    );
  });

  it("answers 409 'Parent email duplicated!' and undoes the student's changes when the parent email is another user's", async () => {
    const { student } = await family();
    const other = await family();
    const before = await snapshot();
    for (const email of [other.student.email, other.parent.email.toUpperCase(), student.email, api.user('cs').email]) {
      const response = await api
        .as('admin')
        .put(`/api/admin/user/student/${student.id}`, formOf(await load('admin', student.id), { name: 'Changed Name', date_of_consultation: '2026-03-10' }, { email }));
      expect({ email, status: response.statusCode, errors: errorsOf(response) }).toEqual({
        email,
        status: 409,
        errors: [expect.objectContaining({ message: MESSAGES.parentEmailDuplicated, field: 'parent.email', type: 'conflict' })],
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses an empty name, email or parent email with the spec's messages, and writes nothing", async () => {
    const { student } = await family();
    const before = await snapshot();
    const form = formOf(await load('admin', student.id), { name: '  ', email: '' }, { email: '' });
    const response = await api.as('admin').put(`/api/admin/user/student/${student.id}`, form);
    expect(response.statusCode).toBe(400);
    expect(errorsOf(response).map((entry) => [entry.field, entry.message])).toEqual([
      ['name', 'Name cannot be empty!'],
      ['email', PEOPLE_MESSAGES.emailRequired],
      ['parent.email', 'Parent email cannot be empty!'],
    ]);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a name over 255 characters and notes over 2,000 with the max message, and writes nothing', async () => {
    const { student } = await family();
    const before = await snapshot();
    const response = await api
      .as('admin')
      .put(`/api/admin/user/student/${student.id}`, formOf(await load('admin', student.id), { name: 'n'.repeat(256), action_plans: 'p'.repeat(2001) }, { name: 'm'.repeat(256) }));
    expect({ status: response.statusCode, errors: errorsOf(response).map((entry) => [entry.field, entry.message]) }).toEqual({
      status: 400,
      errors: [
        ['name', tooLongMessage('Name', 255)],
        ['action_plans', tooLongMessage('Action plans', 2000)],
        ['parent.name', tooLongMessage('Parent name', 255)],
      ],
    });
    expect(await snapshot()).toEqual(before);
  });

  it("answers 409 'Email duplicated!' for the student's email in other case, and changes nothing", async () => {
    const { student } = await family();
    const other = await family();
    const before = await snapshot();
    const response = await api
      .as('admin')
      .put(`/api/admin/user/student/${student.id}`, formOf(await load('admin', student.id), { email: other.student.email.toUpperCase() }));
    expect({ status: response.statusCode, errors: errorsOf(response) }).toEqual({
      status: 409,
      errors: [expect.objectContaining({ message: PEOPLE_MESSAGES.emailDuplicated, field: 'email' })],
    });
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the dbid once set (400), and sets it when empty', async () => {
    const { student } = await family({ dbid: 'SC0001' });
    const before = await snapshot();
    const refused = await api.as('admin').put(`/api/admin/user/student/${student.id}`, formOf(await load('admin', student.id), { dbid: 'SC0002' }));
    expect({ status: refused.statusCode, errors: errorsOf(refused) }).toEqual({
      status: 400,
      errors: [expect.objectContaining({ message: PEOPLE_MESSAGES.dbidReadOnly, field: 'dbid' })],
    });
    expect(await snapshot()).toEqual(before);

    const empty = await family({ dbid: null });
    const set = await api.as('admin').put(`/api/admin/user/student/${empty.student.id}`, formOf(await load('admin', empty.student.id), { dbid: 'SC0003' }));
    expect(set.statusCode).toBe(200);
    expect((await row(empty.student.id)).dbid).toBe('SC0003');

    const another = await family({ dbid: null });
    const taken = await api.as('admin').put(`/api/admin/user/student/${another.student.id}`, formOf(await load('admin', another.student.id), { dbid: 'SC0003' }));
    expect({ status: taken.statusCode, errors: errorsOf(taken) }).toEqual({
      status: 409,
      errors: [expect.objectContaining({ message: PEOPLE_MESSAGES.dbidDuplicated, field: 'dbid' })],
    });
    expect((await row(another.student.id)).dbid).toBeNull();
  });

  it('stores a password only when one is sent, hashed', async () => {
    const { student, parent } = await family();
    await api.db.update(users).set({ passwordHash: 'kept-hash' }).where(eq(users.id, student.id));
    await api.as('admin').put(`/api/admin/user/student/${student.id}`, { ...formOf(await load('admin', student.id), { nickname: 'P' }), password: '' });
    expect((await row(student.id)).passwordHash).toBe('kept-hash');
    const response = await api
      .as('admin')
      .put(`/api/admin/user/student/${student.id}`, formOf(await load('admin', student.id), { password: 'NewPass123' }, { password: 'ParentPass1' }));
    expect(response.statusCode).toBe(200);
    expect(await verifyPassword((await row(student.id)).passwordHash!, 'NewPass123')).toBe(true);
    expect(await verifyPassword((await row(parent.id)).passwordHash!, 'ParentPass1')).toBe(true);
    const audit = await auditOf(student.id);
    expect(JSON.stringify(audit)).not.toContain((await row(student.id)).passwordHash!);
  });

  it('creates one consultation when the consultation date changes, dated the end of that day, listed by the Consultation tab', async () => {
    const { student } = await family();
    const form = formOf(await load('admin', student.id), {
      date_of_consultation: '2026-03-09T10:00:00.000Z',
      consultation_notes: 'Talked about IB',
      action_plans: 'Send the IB brochure',
    });
    expect((await api.as('admin').put(`/api/admin/user/student/${student.id}`, form)).statusCode).toBe(200);
    // The same day again (sent as the day itself): no second consultation.
    expect((await api.as('admin').put(`/api/admin/user/student/${student.id}`, { ...form, date_of_consultation: '2026-03-09' })).statusCode).toBe(200);
    const made = await consultationsOf(student.id);
    expect(made).toEqual([
      { id: expect.any(String), date: new Date('2026-03-09T16:59:59.999Z'), adminId: api.user('admin').id, notes: 'Talked about IB' },
    ]);
    expect((await load('admin', student.id)).date_of_consultation).toBe('2026-03-09T16:59:59.999Z');
    const tab = await api.as('counsellor').get('/api/admin/consultation?date=2026-03-09');
    expect(tab.statusCode).toBe(200);
    const listed = (tab.json() as { data: Array<{ _id: string; student: Array<{ _id: string }>; action_plans?: string }> }).data;
    expect(listed.filter((entry) => entry._id === made[0]!.id)).toEqual([
      expect.objectContaining({ student: [expect.objectContaining({ _id: student.id })], consultation_notes: 'Talked about IB' }),
    ]);
  });

  it("ignores the parent's counsellor-only fields from a caller without the counsellor view, and keeps them", async () => {
    const { student, parent } = await family();
    const form = formOf(await load('admin', student.id), {}, { meta: { payment_mode: 'cash', conflict: 'x', family_background: 'Three children' } });
    expect((await api.as('admin').put(`/api/admin/user/student/${student.id}`, form)).statusCode).toBe(200);
    expect((await row(parent.id)).meta).toMatchObject({ payment_mode: 'bank', conflict: 'Parents disagree on boarding school', family_background: 'Three children' });
    const counsellorForm = formOf(await load('counsellor', student.id), {}, { meta: { payment_mode: 'cash' } });
    expect((await api.as('counsellor').put(`/api/admin/user/student/${student.id}`, counsellorForm)).statusCode).toBe(200);
    expect((await row(parent.id)).meta).toMatchObject({ payment_mode: 'cash' });
  });

  it("keeps the profile's other sections (issue 15) when the dialog saves", async () => {
    const { student } = await family();
    await api.as('admin').put(`/api/admin/user/student/${student.id}`, { ...formOf(await load('admin', student.id), { nickname: 'Kept' }), careerGoals: { student: 'Pilot' } });
    expect((await row(student.id)).profile).toMatchObject({ careerGoals: { student: 'Doctor' }, famous: 'vip' });
  });

  it('refuses a handler who is not of that type (400) and a record that is not a student (404)', async () => {
    const { student } = await family();
    const wrong = await api
      .as('admin')
      .put(`/api/admin/user/student/${student.id}`, formOf(await load('admin', student.id), { staff_to_handle: { customer_service: api.user('sales').id, sales_admin: null } }));
    expect({ status: wrong.statusCode, errors: errorsOf(wrong) }).toEqual({
      status: 400,
      errors: [expect.objectContaining({ message: PEOPLE_MESSAGES.customerServiceUnknown, field: 'staff_to_handle.customer_service' })],
    });
    const tutor = await insertPerson(api.db, { type: 'Tutor' });
    expect((await api.as('admin').put(`/api/admin/user/student/${tutor.id}`, formOf(await load('admin', student.id)))).statusCode).toBe(404);
  });
});

describe('tutors and TAs', () => {
  it('creates a tutor with canManage only: a Partner is refused by the server', async () => {
    const payload = { _type: 'Tutor', name: 'New Tutor', email: 'new.tutor@people.test', subject: ' Maths , Physics,, ', credential: { track_record: 'Olympiad coach,  ' } };
    const refused = await api.as('partner').post('/api/admin/user', payload);
    expect({ status: refused.statusCode, message: errorsOf(refused)[0]?.message }).toEqual({ status: 403, message: SERVER_MESSAGES.forbidden });
    expect(await api.db.select().from(users).where(eq(users.email, 'new.tutor@people.test'))).toEqual([]);

    const created = await api.as('admin').post('/api/admin/user', payload);
    expect(created.statusCode).toBe(200);
    const tutor = (created.json() as { data: TutorRecord }).data;
    expect(tutor).toMatchObject({ _type: 'Tutor', subject: ['Maths', 'Physics'], credential: { year_of_exp: 0, track_record: ['Olympiad coach'] } });
    expect((await auditOf(tutor._id)).map((entry) => entry.action)).toEqual(['user.create']);
    const again = await api.as('admin').post('/api/admin/user', { ...payload, email: 'NEW.TUTOR@people.test' });
    expect({ status: again.statusCode, message: errorsOf(again)[0]?.message }).toEqual({ status: 409, message: PEOPLE_MESSAGES.emailDuplicated });
  });

  it('reads years of experience 0 when the stored tutor has none, and saving that back changes nothing', async () => {
    const tutor = await insertPerson(api.db, { type: 'Tutor', name: 'Old Tutor' });
    await api.db.update(users).set({ profile: { subject: ['Thai'], credential: { track_record: [] } } }).where(eq(users.id, tutor.id));
    const loaded = (await api.as('partner').get(`/api/admin/user/${tutor.id}`)).json() as { data: TutorRecord };
    expect(loaded.data.credential).toEqual({ year_of_exp: 0, track_record: [] });
    const before = await snapshot();
    const { _id, _type, created: _c, updated: _u, is_active: _a, ...fields } = loaded.data;
    const saved = await api.as('partner').patch(`/api/admin/user/tutor/${tutor.id}`, fields);
    expect(saved.statusCode).toBe(200);
    expect(await snapshot()).toEqual(before);
  });

  it("deactivating or re-typing a tutor ends its sessions (canManage), which a Partner may not do", async () => {
    await api.addStaff({ signedTutor: 'Tutor', retyped: 'Tutor' });
    for (const [who, change] of [
      ['signedTutor', { is_active: false }],
      ['retyped', { _type: 'TA' }],
    ] as const) {
      const token = await sessionToken(api.app, api.user(who));
      const me = () => api.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
      expect((await me()).statusCode).toBe(200);
      const refused = await api.as('partner').patch(`/api/admin/user/tutor/${api.user(who).id}`, change);
      expect(refused.statusCode).toBe(403);
      expect((await me()).statusCode).toBe(200);
      const done = await api.as('admin').patch(`/api/admin/user/tutor/${api.user(who).id}`, change);
      expect(done.statusCode).toBe(200);
      const after = await me();
      expect({ status: after.statusCode, type: errorsOf(after)[0]?.type }).toEqual({ status: 401, type: 'expired' });
    }
  });

  it("answers 404 when the path's type is not the record's", async () => {
    const ta = await insertPerson(api.db, { type: 'TA' });
    expect((await api.as('admin').patch(`/api/admin/user/tutor/${ta.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await api.as('admin').patch(`/api/admin/user/superadmin/${api.user('admin').id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await api.as('admin').patch(`/api/admin/user/constructor/${ta.id}`, { name: 'x' })).statusCode).toBe(404);
    expect((await api.as('admin').patch(`/api/admin/user/ta/${ta.id}`, { name: 'Renamed TA' })).statusCode).toBe(200);
    expect((await row(ta.id)).name).toBe('Renamed TA');
  });
});

describe('the separate parent and consultation routes (people-records §7)', () => {
  it("creates a parent linked to a student, refuses a duplicated email with 409 'Parent email duplicated!'", async () => {
    const student = await insertPerson(api.db, { type: 'Student' });
    const created = await api.as('partner').post('/api/admin/user/parent', { name: 'P', email: 'p.route@people.test', child: student.id });
    expect(created.statusCode).toBe(200);
    const parent = (created.json() as { data: ParentRecord }).data;
    expect(parent).toMatchObject({ salute: 'Mr', child: [{ _id: student.id }] });
    expect((await row(student.id)).parentId).toBe(parent._id);
    const again = await api.as('partner').post('/api/admin/user/parent', { email: 'P.Route@people.test' });
    expect({ status: again.statusCode, message: errorsOf(again)[0]?.message }).toEqual({ status: 409, message: MESSAGES.parentEmailDuplicated });
  });

  it('updates a parent by id or by its current email; only what is sent changes', async () => {
    const { parent } = await family();
    const byEmail = await api.as('admin').patch(`/api/admin/user/parent/${encodeURIComponent(parent.email.toUpperCase())}`, { phone: '0899999999' });
    expect(byEmail.statusCode).toBe(200);
    const byId = await api.as('admin').patch(`/api/admin/user/parent/${parent.id}`, { salute: 'Mrs' });
    expect(byId.statusCode).toBe(200);
    expect(await row(parent.id)).toMatchObject({ phone: '0899999999', salute: 'Mrs', name: parent.name, email: parent.email });
    const other = await family();
    const clash = await api.as('admin').patch(`/api/admin/user/parent/${parent.id}`, { email: other.parent.email });
    expect({ status: clash.statusCode, message: errorsOf(clash)[0]?.message }).toEqual({ status: 409, message: MESSAGES.parentEmailDuplicated });
    expect((await api.as('admin').patch(`/api/admin/user/parent/${other.student.id}`, { salute: 'Ms' })).statusCode).toBe(404);
  });

  it('records a consultation by the caller at the end of its day; 400 for a user who is not a student', async () => {
    const { student } = await family();
    const made = await api.as('admin').post('/api/admin/consultation', {
      student_id: student.id,
      date_of_consultation: '2026-03-05',
      consultation_notes: 'Phone call',
    });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toEqual({
      data: expect.objectContaining({ admin: api.user('admin').id, student_id: student.id, date_of_consultation: '2026-03-05T16:59:59.999Z' }),
    });
    const notStudent = await api.as('admin').post('/api/admin/consultation', { student_id: api.user('cs').id, date_of_consultation: '2026-03-05' });
    expect({ status: notStudent.statusCode, field: errorsOf(notStudent)[0]?.field }).toEqual({ status: 400, field: 'student_id' });
  });
});

async function auditOf(entityId: string) {
  return api.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.id);
}

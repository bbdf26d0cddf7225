import { eq } from 'drizzle-orm';
import { MESSAGES, SERVER_MESSAGES } from '@backoffice/domain/messages';
import { ORDER_MESSAGES, type OrderCreateInput } from '@backoffice/domain/orders';
import type { Order } from '@backoffice/domain/records';
import { findUserByEmail } from '../src/db/repositories/users';
import { auditLog } from '../src/db/schema/audit';
import { classStudents } from '../src/db/schema/classes';
import { lessonStudents } from '../src/db/schema/lessons';
import { orders } from '../src/db/schema/orders';
import { users } from '../src/db/schema/users';
import { insertClass, insertLessons, type ClassRow, type LessonRow } from './helpers/classes';
import { auditFor, countRows, createPayload, createStudent, insertOrder, isInClass, ORDER_STAFF, seatsOf } from './helpers/orders';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock } from './helpers/test-app';

const clock = fixedClock('2026-03-10T03:00:00Z');
let api: TestApi;
let klass: ClassRow;
/** Thursday 12, Saturday 14, (inactive Monday 16), Tuesday 17, Thursday 19 and Saturday 21 March, 17:00 Bangkok. */
let l: LessonRow[];

function post(who: string, payload: Partial<OrderCreateInput> | Record<string, unknown>) {
  return api.as(who).post('/api/admin/order', payload);
}

/** A payload for lessons 12 to 19 March (four active lessons, the inactive 16th between them). */
function payload(overrides: Partial<OrderCreateInput> = {}) {
  return createPayload(klass, { start: l[0]!.scheduledOn, end: l[4]!.scheduledOn }, overrides);
}

beforeAll(async () => {
  api = await testApi({ clock, staff: ORDER_STAFF });
  klass = await insertClass(api.db, { name: 'IELTS Evening' });
  l = await insertLessons(api.db, klass.id, [
    '2026-03-12T10:00:00Z',
    '2026-03-14T10:00:00Z',
    { at: '2026-03-16T10:00:00Z', isActive: false },
    '2026-03-17T10:00:00Z',
    '2026-03-19T10:00:00Z',
    '2026-03-21T10:00:00Z',
  ]);
});
afterAll(async () => {
  await api.close();
});

const activeInRange = () => [l[0]!.id, l[1]!.id, l[3]!.id, l[4]!.id];

describe('POST /api/admin/order', () => {
  it('creates a NEW student and seats them in exactly the active lessons from start to end', async () => {
    const response = await post(
      'admin',
      payload({ email: 'Nina.New@Test.test', name: 'Nina New', phone: '812345678', phone_country_code: '66', discount_code: ' early10 ' }),
    );
    expect(response.statusCode).toBe(201);
    const order = (response.json() as { data: Order }).data;

    const student = await findUserByEmail(api.db, 'nina.new@test.test');
    expect(student).toMatchObject({ type: 'Student', name: 'Nina New', phone: '812345678', phoneCountryCode: '66', passwordHash: null });
    expect(order).toEqual({
      _id: expect.any(String),
      type: 'PAYMENT',
      created: '2026-03-10T03:00:00.000Z',
      status: 'INIT',
      remark: 'NEW',
      histroy: [{ status: 'INIT', remark: 'NEW', at: '2026-03-10T03:00:00.000Z', by: 'Staff admin' }],
      agent: null,
      student: { _id: student!.id, name: 'Nina New', email: 'nina.new@test.test' },
      payment: { channel: 'offline', provider: null, platform: null, completed_on: null },
      created_by: { name: 'Nina New', email: 'nina.new@test.test', phone_country_code: '66', phone: '812345678' },
      detail: { lessonList: activeInRange(), lesson: 4, billable_lesson: 4, class_obj: { _id: klass.id, name: 'IELTS Evening' } },
      meta: { is_renewal: false },
      discount_code: 'EARLY10',
    });

    const seats = await seatsOf(api.db, student!.id);
    expect([...seats.keys()].sort()).toEqual(activeInRange().sort());
    for (const seat of seats.values()) expect(seat).toMatchObject({ group: 'student', orderId: order._id });
    expect(await isInClass(api.db, klass.id, student!.id)).toBe(true);

    const [stored] = await api.db.select().from(orders).where(eq(orders.id, order._id));
    expect(stored).toMatchObject({ createdById: api.user('admin').id, classId: klass.id, studentId: student!.id });
  });

  it('audits the order and the new student in the same transaction', async () => {
    const response = await post('admin', payload({ email: 'audited@test.test' }));
    const order = (response.json() as { data: Order }).data;
    const orderAudit = await auditFor(api.db, order._id);
    expect(orderAudit).toHaveLength(1);
    expect(orderAudit[0]).toMatchObject({ action: 'order.create', entity: 'order', actorId: api.user('admin').id, before: null });
    expect(orderAudit[0]!.after).toMatchObject({ _id: order._id, status: 'INIT', seated_lessons: expect.any(Array) });
    const userAudit = await auditFor(api.db, order.student._id);
    expect(userAudit.map((row) => row.action)).toEqual(['user.create']);
  });

  it("names a new student after the email's local part when no name is typed, and accepts 'new' in any case", async () => {
    const response = await post('admin', payload({ email: 'local.part@test.test', remark: 'new' }));
    expect(response.statusCode).toBe(201);
    expect((response.json() as { data: Order }).data.student.name).toBe('local.part');
  });

  it('allocates to an existing student found by email in any case, without creating a user', async () => {
    const existing = await createStudent(api.db, { email: 'existing@test.test', name: 'Eve Existing' });
    const before = await countRows(api.db, users);
    const response = await post('admin', payload({ email: 'EXISTING@Test.test', remark: 'EXISTING' }));
    expect(response.statusCode).toBe(201);
    expect((response.json() as { data: Order }).data.student._id).toBe(existing.id);
    expect(await countRows(api.db, users)).toBe(before);
  });

  it('creates the student once when two allocations for the same new email arrive at once', async () => {
    const answers = await Promise.all([
      post('admin', payload({ email: 'twice.at.once@test.test' })),
      post('admin', payload({ email: 'twice.at.once@test.test', type: 'TRIAL' })),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const students = answers.map((answer) => (answer.json() as { data: Order }).data.student._id);
    expect(students[0]).toBe(students[1]);
    const rows = await api.db.select().from(users).where(eq(users.email, 'twice.at.once@test.test'));
    expect(rows).toHaveLength(1);
  });

  it("refuses an unknown email without NEW: 400 'There are no users with that email', nothing saved", async () => {
    const before = await countRows(api.db, orders);
    const response = await post('admin', payload({ email: 'nobody@test.test', remark: 'EXISTING' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: [{ code: 'BadRequest', type: 'invalid', message: MESSAGES.noUsersWithEmail, field: 'email' }],
    });
    expect(await countRows(api.db, orders)).toBe(before);
    expect(await findUserByEmail(api.db, 'nobody@test.test')).toBeUndefined();
  });

  it("refuses an email that belongs to someone who is not a student", async () => {
    const response = await post('admin', payload({ email: api.user('tutor').email, remark: 'EXISTING' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message[0]).toMatchObject({ field: 'email', message: ORDER_MESSAGES.notAStudent });
  });

  it("checks the email's format with the spec's message, and refuses an empty one", async () => {
    for (const email of ['not-an-email', '']) {
      const response = await post('admin', payload({ email }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message[0]).toMatchObject({ field: 'email', message: MESSAGES.invalidEmail });
    }
  });

  it('needs a remark', async () => {
    const response = await post('admin', payload({ remark: '  ' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message[0]).toMatchObject({ field: 'remark', message: MESSAGES.remarkHelper });
  });

  it('refuses a range with no active lesson (400 on start_date) and a range that ends before it starts', async () => {
    const inactiveOnly = await post('admin', createPayload(klass, { start: l[2]!.scheduledOn, end: l[2]!.scheduledOn }));
    expect(inactiveOnly.statusCode).toBe(400);
    expect(inactiveOnly.json().message[0]).toMatchObject({ field: 'start_date', message: ORDER_MESSAGES.noLessonsInRange });
    const backwards = await post('admin', createPayload(klass, { start: l[4]!.scheduledOn, end: l[0]!.scheduledOn }));
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message[0]).toMatchObject({ field: 'end_date', message: ORDER_MESSAGES.endBeforeStart });
  });

  it('refuses an unknown or inactive class', async () => {
    const unknown = await post('admin', payload({ class: '00000000-0000-4000-8000-000000000009' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message[0]).toMatchObject({ field: 'class', message: ORDER_MESSAGES.classNotFound });
    const inactive = await insertClass(api.db, { isActive: false });
    await insertLessons(api.db, inactive.id, ['2026-03-12T10:00:00Z']);
    const response = await post('admin', createPayload(inactive, { start: '2026-03-12T10:00:00Z', end: '2026-03-12T10:00:00Z' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message[0]).toMatchObject({ field: 'class', message: ORDER_MESSAGES.classInactive });
  });

  it('saves nothing when a step fails mid-transaction (agent_id of a non-Agent after the new student was created)', async () => {
    const counts = async () => ({
      orders: await countRows(api.db, orders),
      users: await countRows(api.db, users),
      seats: await countRows(api.db, lessonStudents),
      classSeats: await countRows(api.db, classStudents),
      audit: await countRows(api.db, auditLog),
    });
    const before = await counts();
    const response = await post('admin', payload({ email: 'rolled.back@test.test', agent_id: api.user('tutor').id }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message[0]).toMatchObject({ field: 'agent_id', message: ORDER_MESSAGES.agentNotAgent });
    expect(await findUserByEmail(api.db, 'rolled.back@test.test')).toBeUndefined();
    expect(await counts()).toEqual(before);
  });

  it('credits the chosen agent', async () => {
    const response = await post('admin', payload({ agent_id: api.user('agent').id }));
    expect(response.statusCode).toBe(201);
    expect((response.json() as { data: Order }).data.agent).toEqual({
      _id: api.user('agent').id,
      name: 'Staff agent',
      email: api.user('agent').email,
    });
  });

  it('starts a TRIAL PROCESSED and free, in the trial group; a PAYMENT_VIDEO in the video group', async () => {
    const trial = (await post('admin', payload({ type: 'TRIAL' }))).json().data as Order;
    expect(trial).toMatchObject({ status: 'PROCESSED', detail: { lesson: 4, billable_lesson: 0 } });
    expect(trial.histroy).toEqual([{ status: 'PROCESSED', remark: 'NEW', at: '2026-03-10T03:00:00.000Z', by: 'Staff admin' }]);
    for (const seat of (await seatsOf(api.db, trial.student._id)).values()) expect(seat.group).toBe('trial_student');

    const video = (await post('admin', payload({ type: 'PAYMENT_VIDEO' }))).json().data as Order;
    expect(video).toMatchObject({ status: 'INIT', detail: { billable_lesson: 4 } });
    for (const seat of (await seatsOf(api.db, video.student._id)).values()) expect(seat.group).toBe('video_student');
  });

  it('keeps the seat a student already has in a lesson (and its order), and seats the rest', async () => {
    const student = await createStudent(api.db, { email: 'seated@test.test' });
    const earlier = await insertOrder(api.db, { student, klass, created: '2026-03-01T03:00:00Z', lessonIds: [l[1]!.id] });
    const response = await post('admin', payload({ email: 'seated@test.test', remark: 'EXISTING' }));
    expect(response.statusCode).toBe(201);
    const order = (response.json() as { data: Order }).data;
    expect(order.detail.lessonList).toEqual(activeInRange());
    const seats = await seatsOf(api.db, student.id);
    expect(seats.get(l[1]!.id)?.orderId).toBe(earlier.id);
    expect([l[0]!.id, l[3]!.id, l[4]!.id].map((id) => seats.get(id)?.orderId)).toEqual([order._id, order._id, order._id]);
  });

  it('records an online payment with its platform', async () => {
    const response = await post(
      'admin',
      payload({ payment: { channel: 'online', provider: 'stripe', completed_on: '2026-03-10T02:00:00.000Z' } }),
    );
    expect((response.json() as { data: Order }).data.payment).toEqual({
      channel: 'online',
      provider: 'stripe',
      platform: 'credit-card',
      completed_on: '2026-03-10T02:00:00.000Z',
    });
  });

  describe('per role', () => {
    it('refuses an Agent (no canCreateOrder)', async () => {
      const response = await post('agent', payload({ type: 'TRIAL' }));
      expect(response.statusCode).toBe(403);
      expect(response.json().message[0].message).toBe(SERVER_MESSAGES.forbidden);
    });

    it.each(['PAYMENT', 'PAYMENT_VIDEO'] as const)('refuses a Partner a %s order (403, trials only), saving nothing', async (type) => {
      const before = await countRows(api.db, orders);
      const response = await post('partner', payload({ type, email: `partner-${type}@test.test` }));
      expect(response.statusCode).toBe(403);
      expect(response.json().message[0]).toMatchObject({ type: 'forbidden', message: ORDER_MESSAGES.trialOnly });
      expect(await countRows(api.db, orders)).toBe(before);
      expect(await findUserByEmail(api.db, `partner-${type}@test.test`)).toBeUndefined();
    });

    it('lets a Partner create a TRIAL, credited to no agent', async () => {
      const response = await post('partner', payload({ type: 'TRIAL' }));
      expect(response.statusCode).toBe(201);
      expect((response.json() as { data: Order }).data).toMatchObject({ type: 'TRIAL', agent: null, status: 'PROCESSED' });
    });

    it('refuses a Tutor', async () => {
      expect((await post('tutor', payload())).statusCode).toBe(403);
    });
  });
});

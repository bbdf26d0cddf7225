import { MESSAGES, SERVER_MESSAGES } from '@backoffice/domain/messages';
import { ORDER_MESSAGES } from '@backoffice/domain/orders';
import type { Order } from '@backoffice/domain/records';
import type { StaffRole } from '@backoffice/domain/roles';
import { classStudents } from '../src/db/schema/classes';
import type { UserRow } from '../src/db/schema/users';
import {
  auditFor,
  createClass,
  createLessons,
  createPayload,
  createStudent,
  insertOrder,
  isInClass,
  seatsOf,
  setSupervisedAgents,
  type ClassRow,
  type LessonRow,
} from './helpers/orders';
import { createTestApp, fixedClock, type TestApp } from './helpers/test-app';
import { bearer, createUser, sessionToken } from './helpers/users';

// 10:00 on 10 March 2026, Bangkok time.
const clock = fixedClock('2026-03-10T03:00:00Z');
let t: TestApp;
const staff = new Map<string, UserRow>();
let klass: ClassRow;
/** 5 March (past), 10 March 09:30 Bangkok (started half an hour ago), 12 and 14 March (future). */
let l: LessonRow[];

async function cancel(who: string, id: string, payload: unknown = { remark: 'Parent asked to cancel' }) {
  const user = staff.get(who);
  if (!user) throw new Error(`no ${who}`);
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/order/${id}/cancel`,
    headers: bearer(await sessionToken(t.app, user)),
    payload: payload as Record<string, unknown>,
  });
}

/** An order credited to an agent, with seats in every lesson. */
async function orderFor(agent: string | null, type: 'TRIAL' | 'PAYMENT' | 'PAYMENT_VIDEO' = 'TRIAL') {
  const student = await createStudent(t.app.db);
  const order = await insertOrder(t.app.db, {
    student,
    klass,
    created: '2026-03-01T03:00:00Z',
    type,
    status: type === 'TRIAL' ? 'PROCESSED' : 'PAID',
    agentId: agent ? staff.get(agent)!.id : null,
    lessonIds: l.map((lesson) => lesson.id),
  });
  return { order, student };
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const roles: Array<[string, StaffRole]> = [
    ['admin', 'SuperAdmin'],
    ['agent', 'Agent'],
    ['supervised', 'Agent'],
    ['other', 'Agent'],
    ['partner', 'Partner'],
    ['tutor', 'Tutor'],
  ];
  for (const [key, type] of roles) staff.set(key, await createUser(t.app.db, { type, name: `The ${key}` }));
  await setSupervisedAgents(t.app.db, staff.get('agent')!.id, [staff.get('supervised')!.id]);
  klass = await createClass(t.app.db, { name: 'Cancel class' });
  l = await createLessons(t.app.db, klass.id, [
    '2026-03-05T03:00:00Z',
    '2026-03-10T02:30:00Z',
    '2026-03-12T03:00:00Z',
    '2026-03-14T03:00:00Z',
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('PATCH /api/admin/order/:id/cancel', () => {
  it("needs a reason: 'Please enter a reason for canceling the allocation'", async () => {
    const { order } = await orderFor(null, 'PAYMENT');
    for (const payload of [{}, { remark: '' }, { remark: '   ' }]) {
      const response = await cancel('admin', order.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual([
        expect.objectContaining({ field: 'remark', message: MESSAGES.cancelRemarkRequired }),
      ]);
    }
  });

  it('cancels: status, remark and history, and frees only the seats of lessons that have not started', async () => {
    const { order, student } = await orderFor(null, 'PAYMENT');
    // The student also holds a future seat through another order of another class: it stays.
    const other = await createClass(t.app.db);
    const [otherLesson] = await createLessons(t.app.db, other.id, ['2026-03-20T03:00:00Z']);
    await insertOrder(t.app.db, { student, klass: other, created: '2026-03-01T03:00:00Z', lessonIds: [otherLesson!.id] });
    await t.app.db.insert(classStudents).values({ classId: klass.id, userId: student.id });

    const response = await cancel('admin', order.id, { remark: '  Moved to another class  ' });
    expect(response.statusCode).toBe(200);
    const cancelled = (response.json() as { data: Order }).data;
    expect(cancelled).toMatchObject({ _id: order.id, status: 'CANCELLED', remark: 'Moved to another class' });
    expect(cancelled.histroy).toEqual([
      expect.objectContaining({ status: 'PAID' }),
      { status: 'CANCELLED', remark: 'Moved to another class', at: '2026-03-10T03:00:00.000Z', by: 'The admin' },
    ]);

    const seats = await seatsOf(t.app.db, student.id);
    // The past lesson and the one under way keep the seat; the two future ones are free again.
    expect(seats.has(l[0]!.id)).toBe(true);
    expect(seats.has(l[1]!.id)).toBe(true);
    expect(seats.has(l[2]!.id)).toBe(false);
    expect(seats.has(l[3]!.id)).toBe(false);
    expect(seats.has(otherLesson!.id)).toBe(true);
    expect(await isInClass(t.app.db, klass.id, student.id)).toBe(true);

    const audit = await auditFor(t.app.db, order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.cancel',
      actorId: staff.get('admin')!.id,
      before: { status: 'PAID', remark: 'NEW' },
      after: { status: 'CANCELLED', remark: 'Moved to another class' },
    });
    expect((audit[0]!.after as { freed_lessons: string[] }).freed_lessons.sort()).toEqual([l[2]!.id, l[3]!.id].sort());
  });

  it('frees no seat another order gave in the same lesson', async () => {
    const student = await createStudent(t.app.db);
    const first = await insertOrder(t.app.db, { student, klass, created: '2026-03-01T03:00:00Z', lessonIds: [l[2]!.id] });
    const second = await insertOrder(t.app.db, { student, klass, created: '2026-03-02T03:00:00Z', lessonIds: [l[3]!.id] });
    expect((await cancel('admin', second.id)).statusCode).toBe(200);
    const seats = await seatsOf(t.app.db, student.id);
    expect(seats.get(l[2]!.id)?.orderId).toBe(first.id);
    expect(seats.has(l[3]!.id)).toBe(false);
  });

  it('answers 409 to cancelling twice, and changes nothing the second time', async () => {
    const { order } = await orderFor(null, 'TRIAL');
    expect((await cancel('admin', order.id)).statusCode).toBe(200);
    const again = await cancel('admin', order.id, { remark: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message[0]).toMatchObject({ type: 'conflict', message: ORDER_MESSAGES.alreadyCancelled });
    expect(await auditFor(t.app.db, order.id)).toHaveLength(1);
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await cancel('admin', '00000000-0000-4000-8000-000000000042')).statusCode).toBe(404);
  });

  describe('an Agent (canCancelTrial, no canCancelPurchase, no canViewAllOrders)', () => {
    it('cancels a TRIAL of its own and one of an agent it supervises', async () => {
      for (const owner of ['agent', 'supervised']) {
        const { order } = await orderFor(owner, 'TRIAL');
        const response = await cancel('agent', order.id);
        expect({ owner, status: response.statusCode }).toEqual({ owner, status: 200 });
        expect((response.json() as { data: Order }).data.histroy.at(-1)?.by).toBe('The agent');
      }
    });

    it.each(['PAYMENT', 'PAYMENT_VIDEO'] as const)('may not cancel a %s, even its own (403), which stays as it was', async (type) => {
      const { order, student } = await orderFor('agent', type);
      const response = await cancel('agent', order.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().message[0]).toMatchObject({ type: 'forbidden', message: ORDER_MESSAGES.cannotCancelPurchase });
      expect((await seatsOf(t.app.db, student.id)).size).toBe(4);
      expect(await auditFor(t.app.db, order.id)).toHaveLength(0);
    });

    it("gets 404 for another agent's trial and for one without an agent", async () => {
      for (const owner of ['other', null]) {
        const { order, student } = await orderFor(owner, 'TRIAL');
        expect((await cancel('agent', order.id)).statusCode).toBe(404);
        expect((await seatsOf(t.app.db, student.id)).size).toBe(4);
      }
    });
  });

  describe('a Partner (canCancelTrial, no canCancelPurchase)', () => {
    it('cancels any trial and no purchase', async () => {
      const trial = await orderFor('other', 'TRIAL');
      expect((await cancel('partner', trial.order.id)).statusCode).toBe(200);
      const purchase = await orderFor(null, 'PAYMENT');
      const response = await cancel('partner', purchase.order.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().message[0].message).toBe(ORDER_MESSAGES.cannotCancelPurchase);
    });
  });

  it('refuses a Tutor at the door', async () => {
    const { order } = await orderFor(null, 'TRIAL');
    const response = await cancel('tutor', order.id);
    expect(response.statusCode).toBe(403);
    expect(response.json().message[0].message).toBe(SERVER_MESSAGES.forbidden);
  });

  it('cancels an order made through the API and gives back its future seats', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/order',
      headers: bearer(await sessionToken(t.app, staff.get('admin')!)),
      payload: createPayload(klass, { start: l[0]!.scheduledOn, end: l[3]!.scheduledOn }),
    });
    const order = (created.json() as { data: Order }).data;
    expect((await seatsOf(t.app.db, order.student._id)).size).toBe(4);
    expect((await cancel('admin', order._id)).statusCode).toBe(200);
    expect([...(await seatsOf(t.app.db, order.student._id)).keys()].sort()).toEqual([l[0]!.id, l[1]!.id].sort());
  });
});

import { MESSAGES, SERVER_MESSAGES } from '@backoffice/domain/messages';
import { ORDER_MESSAGES } from '@backoffice/domain/orders';
import type { Order } from '@backoffice/domain/records';
import { classStudents } from '../src/db/schema/classes';
import { insertClass, insertLessons, type ClassRow, type LessonRow } from './helpers/classes';
import { auditFor, createPayload, createStudent, insertOrder, isInClass, ORDER_STAFF, seatsOf, setSupervisedAgents } from './helpers/orders';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock } from './helpers/test-app';

// 10:00 on 10 March 2026, Bangkok time.
const clock = fixedClock('2026-03-10T03:00:00Z');
let api: TestApi;
let klass: ClassRow;
/** 5 March (past), 10 March 09:30 Bangkok (started half an hour ago), 12 and 14 March (future). */
let l: LessonRow[];

function cancel(who: string, id: string, payload: object = { remark: 'Parent asked to cancel' }) {
  return api.as(who).patch(`/api/admin/order/${id}/cancel`, payload);
}

/** An order credited to an agent, with seats in every lesson. */
async function orderFor(agent: string | null, type: 'TRIAL' | 'PAYMENT' | 'PAYMENT_VIDEO' = 'TRIAL') {
  const student = await createStudent(api.db);
  const order = await insertOrder(api.db, {
    student,
    klass,
    created: '2026-03-01T03:00:00Z',
    type,
    status: type === 'TRIAL' ? 'PROCESSED' : 'PAID',
    agentId: agent ? api.user(agent).id : null,
    lessonIds: l.map((lesson) => lesson.id),
  });
  return { order, student };
}

beforeAll(async () => {
  api = await testApi({ clock, staff: ORDER_STAFF });
  await setSupervisedAgents(api.db, api.user('agent').id, [api.user('supervised').id]);
  klass = await insertClass(api.db, { name: 'Cancel class' });
  l = await insertLessons(api.db, klass.id, [
    '2026-03-05T03:00:00Z',
    '2026-03-10T02:30:00Z',
    '2026-03-12T03:00:00Z',
    '2026-03-14T03:00:00Z',
  ]);
});
afterAll(async () => {
  await api.close();
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
    const other = await insertClass(api.db);
    const [otherLesson] = await insertLessons(api.db, other.id, ['2026-03-20T03:00:00Z']);
    await insertOrder(api.db, { student, klass: other, created: '2026-03-01T03:00:00Z', lessonIds: [otherLesson!.id] });
    await api.db.insert(classStudents).values({ classId: klass.id, userId: student.id });

    const response = await cancel('admin', order.id, { remark: '  Moved to another class  ' });
    expect(response.statusCode).toBe(200);
    const cancelled = (response.json() as { data: Order }).data;
    expect(cancelled).toMatchObject({ _id: order.id, status: 'CANCELLED', remark: 'Moved to another class' });
    expect(cancelled.histroy).toEqual([
      expect.objectContaining({ status: 'PAID' }),
      { status: 'CANCELLED', remark: 'Moved to another class', at: '2026-03-10T03:00:00.000Z', by: 'Staff admin' },
    ]);

    const seats = await seatsOf(api.db, student.id);
    // The past lesson and the one under way keep the seat; the two future ones are free again.
    expect(seats.has(l[0]!.id)).toBe(true);
    expect(seats.has(l[1]!.id)).toBe(true);
    expect(seats.has(l[2]!.id)).toBe(false);
    expect(seats.has(l[3]!.id)).toBe(false);
    expect(seats.has(otherLesson!.id)).toBe(true);
    expect(await isInClass(api.db, klass.id, student.id)).toBe(true);

    const audit = await auditFor(api.db, order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.cancel',
      actorId: api.user('admin').id,
      before: { status: 'PAID', remark: 'NEW' },
      after: { status: 'CANCELLED', remark: 'Moved to another class' },
    });
    expect((audit[0]!.after as { freed_lessons: string[] }).freed_lessons.sort()).toEqual([l[2]!.id, l[3]!.id].sort());
  });

  it('frees no seat another order gave in the same lesson', async () => {
    const student = await createStudent(api.db);
    const first = await insertOrder(api.db, { student, klass, created: '2026-03-01T03:00:00Z', lessonIds: [l[2]!.id] });
    const second = await insertOrder(api.db, { student, klass, created: '2026-03-02T03:00:00Z', lessonIds: [l[3]!.id] });
    expect((await cancel('admin', second.id)).statusCode).toBe(200);
    const seats = await seatsOf(api.db, student.id);
    expect(seats.get(l[2]!.id)?.orderId).toBe(first.id);
    expect(seats.has(l[3]!.id)).toBe(false);
  });

  it('answers 409 to cancelling twice, and changes nothing the second time', async () => {
    const { order } = await orderFor(null, 'TRIAL');
    expect((await cancel('admin', order.id)).statusCode).toBe(200);
    const again = await cancel('admin', order.id, { remark: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message[0]).toMatchObject({ type: 'conflict', message: ORDER_MESSAGES.alreadyCancelled });
    expect(await auditFor(api.db, order.id)).toHaveLength(1);
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
        expect((response.json() as { data: Order }).data.histroy.at(-1)?.by).toBe('Staff agent');
      }
    });

    it.each(['PAYMENT', 'PAYMENT_VIDEO'] as const)('may not cancel a %s, even its own (403), which stays as it was', async (type) => {
      const { order, student } = await orderFor('agent', type);
      const response = await cancel('agent', order.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().message[0]).toMatchObject({ type: 'forbidden', message: ORDER_MESSAGES.cannotCancelPurchase });
      expect((await seatsOf(api.db, student.id)).size).toBe(4);
      expect(await auditFor(api.db, order.id)).toHaveLength(0);
    });

    it("gets 404 for another agent's trial and for one without an agent", async () => {
      for (const owner of ['other', null]) {
        const { order, student } = await orderFor(owner, 'TRIAL');
        expect((await cancel('agent', order.id)).statusCode).toBe(404);
        expect((await seatsOf(api.db, student.id)).size).toBe(4);
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
    const created = await api.as('admin').post('/api/admin/order', createPayload(klass, { start: l[0]!.scheduledOn, end: l[3]!.scheduledOn }));
    const order = (created.json() as { data: Order }).data;
    expect((await seatsOf(api.db, order.student._id)).size).toBe(4);
    expect((await cancel('admin', order._id)).statusCode).toBe(200);
    expect([...(await seatsOf(api.db, order.student._id)).keys()].sort()).toEqual([l[0]!.id, l[1]!.id].sort());
  });
});

import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { ORDER_MESSAGES } from '@backoffice/domain/orders';
import { eq } from 'drizzle-orm';
import { ORDER_LIST_REMARK_PREVIEW, toOrderListRow, type Order, type OrderListRow } from '@backoffice/domain/records';
import { orders } from '../src/db/schema/orders';
import type { UserRow } from '../src/db/schema/users';
import { insertClass, type ClassRow } from './helpers/classes';
import { createStudent, insertOrder, setSupervisedAgents, type OrderRow } from './helpers/orders';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock } from './helpers/test-app';

// 10:00 on Tuesday 10 March 2026 in Bangkok: the default range is 10 February to 10 March, Bangkok days.
const clock = fixedClock('2026-03-10T03:00:00Z');
let api: TestApi;
let klass: ClassRow;
let s1: UserRow;
let s2: UserRow;
let s3: UserRow;
const o: Record<string, OrderRow> = {};

const user = (who: string) => api.user(who);
const list = (who: string, query = '') => api.as(who).get(`/api/admin/order${query ? `?${query}` : ''}`);

async function ids(who: string, query = ''): Promise<string[]> {
  const response = await list(who, query);
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Order[] }).data.map((order) => order._id);
}

beforeAll(async () => {
  api = await testApi({
    clock,
    staff: { admin: 'SuperAdmin', agentA: 'Agent', agentB: 'Agent', agentC: 'Agent', partner: 'Partner', tutor: 'Tutor', dataAdmin: 'DataAdmin' },
  });
  const db = api.db;
  // Agent A supervises agent B; nobody supervises agent C.
  await setSupervisedAgents(db, user('agentA').id, [user('agentB').id]);
  klass = await insertClass(db, { name: 'IELTS' });
  s1 = await createStudent(db, { name: 'First Student' });
  s2 = await createStudent(db, { name: 'Second Student' });
  s3 = await createStudent(db, { name: 'Boundary Student' });
  const order = (student: UserRow, created: string, rest: Partial<Parameters<typeof insertOrder>[1]> = {}) =>
    insertOrder(db, { student, klass, created, ...rest });

  o.a1 = await order(s1, '2026-03-05T05:00:00Z', { agentId: user('agentA').id, status: 'INIT' });
  o.aPaid = await order(s1, '2026-03-04T05:00:00Z', { agentId: user('agentA').id, status: 'PAID' });
  o.b1 = await order(s1, '2026-03-03T05:00:00Z', { agentId: user('agentB').id, status: 'PROCESSED' });
  o.c1 = await order(s2, '2026-03-02T05:00:00Z', { agentId: user('agentC').id, status: 'INIT' });
  o.c2 = await order(s1, '2026-03-01T05:00:00Z', { agentId: user('agentC').id, status: 'CANCELLED' });
  o.none = await order(s2, '2026-02-20T05:00:00Z', { agentId: null, status: 'PROCESSED', type: 'TRIAL' });
  // The default range starts at midnight on 10 February, Bangkok time (17:00 UTC the day before).
  o.rangeStart = await order(s3, '2026-02-09T17:00:00Z', { status: 'INIT' });
  o.beforeRange = await order(s3, '2026-02-09T16:59:00Z', { status: 'INIT' });
  // 23:30 and 00:30 around midnight between 28 February and 1 March, Bangkok time.
  o.lateOn28 = await order(s3, '2026-02-28T16:30:00Z', { status: 'INIT' });
  o.earlyOn1 = await order(s3, '2026-02-28T17:30:00Z', { status: 'INIT' });
  // Midnight starting 27 February, Bangkok time.
  o.startOf27 = await order(s3, '2026-02-26T17:00:00Z', { status: 'INIT' });
  o.lateOn26 = await order(s3, '2026-02-26T16:59:59Z', { status: 'INIT' });
  // Later today, Bangkok time (still inside "to today").
  o.tonight = await order(s3, '2026-03-10T16:30:00Z', { status: 'INIT' });
});
afterAll(async () => {
  await api.close();
});

describe('GET /api/admin/order', () => {
  it('lists every order of the default range and statuses for a SuperAdmin, newest first, as list rows', async () => {
    const response = await list('admin');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: OrderListRow[]; count: number };
    const expected = [o.tonight, o.a1, o.b1, o.c1, o.c2, o.earlyOn1, o.lateOn28, o.startOf27, o.lateOn26, o.none, o.rangeStart];
    expect(body.data.map((order) => order._id)).toEqual(expected.map((order) => order!.id));
    expect(body.count).toBe(expected.length);
    // What the list and its dialogs show, and nothing more: no history, lesson ids, creator or CSV row (issue 23).
    expect(body.data[1]).toEqual({
      _id: o.a1!.id,
      type: 'PAYMENT',
      created: '2026-03-05T05:00:00.000Z',
      status: 'INIT',
      remark: 'NEW',
      remark_clipped: false,
      agent: { _id: user('agentA').id, name: 'Staff agentA', email: user('agentA').email },
      student: { _id: s1.id, name: 'First Student', email: s1.email },
      detail: { lesson: 0, billable_lesson: 0, class_obj: { _id: klass.id, name: 'IELTS' } },
      meta: { is_renewal: false },
    });
  });

  it(`sends a remark longer than ${ORDER_LIST_REMARK_PREVIEW} characters as its first ${ORDER_LIST_REMARK_PREVIEW}, marked clipped`, async () => {
    // Thai letters and an emoji: characters, not bytes or UTF-16 units, are counted.
    const remark = `${'ก'.repeat(ORDER_LIST_REMARK_PREVIEW - 1)}😀 and more`;
    const long = await insertOrder(api.db, { student: s2, klass, created: '2026-03-10T16:40:00Z', remark });
    try {
      const [row] = (await list('admin')).json().data as OrderListRow[];
      expect(row).toMatchObject({ _id: long.id, remark: `${'ก'.repeat(ORDER_LIST_REMARK_PREVIEW - 1)}😀`, remark_clipped: true });
      expect(toOrderListRow((await api.as('admin').get(`/api/admin/order/${long.id}`)).json().data)).toEqual(row);
    } finally {
      await api.db.delete(orders).where(eq(orders.id, long.id));
    }
  });

  it('leaves PAID out by default (INIT, PROCESSED, CANCELLED) and filters on the statuses asked for', async () => {
    expect(await ids('admin')).not.toContain(o.aPaid!.id);
    expect(await ids('admin', 'status=PAID')).toEqual([o.aPaid!.id]);
    expect(await ids('admin', 'status=PAID&status=CANCELLED')).toEqual([o.aPaid!.id, o.c2!.id]);
    const bad = await list('admin', 'status=DONE');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message[0].field).toBe('status');
  });

  it('starts the default range at midnight one month ago, Bangkok time', async () => {
    const listed = await ids('admin');
    expect(listed).toContain(o.rangeStart!.id);
    expect(listed).not.toContain(o.beforeRange!.id);
  });

  it('includes the whole `to` day and the whole `from` day in Bangkok time, and nothing beyond', async () => {
    const listed = await ids('admin', 'from=2026-02-27&to=2026-02-28');
    expect(listed).toEqual([o.lateOn28!.id, o.startOf27!.id]);
    expect(listed).not.toContain(o.earlyOn1!.id);
    expect(listed).not.toContain(o.lateOn26!.id);
    // `to` alone: one month back from it.
    expect(await ids('admin', 'to=2026-02-09')).toEqual([o.beforeRange!.id]);
  });

  it('refuses a range that ends before it starts', async () => {
    const response = await list('admin', 'from=2026-03-02&to=2026-03-01');
    expect(response.statusCode).toBe(400);
    expect(response.json().message[0]).toMatchObject({ field: 'from', message: ORDER_MESSAGES.fromAfterTo });
  });

  it('narrows to one student', async () => {
    expect(await ids('admin', `student=${s2.id}`)).toEqual([o.c1!.id, o.none!.id]);
  });

  it('pages with max and offset, with the total in count and no order on two pages', async () => {
    const all = await ids('admin');
    const seen: string[] = [];
    for (let offset = 0; offset < all.length; offset += 3) {
      const response = await list('admin', `max=3&offset=${offset}`);
      const body = response.json() as { data: Order[]; count: number };
      expect(body.count).toBe(all.length);
      seen.push(...body.data.map((order) => order._id));
    }
    expect(seen).toEqual(all);
    expect((await list('admin', 'max=0')).statusCode).toBe(400);
    expect((await list('admin', 'max=101')).statusCode).toBe(400);
  });

  it('breaks ties on created by id, the same way on every request', async () => {
    const twins = await Promise.all(
      [1, 2, 3].map(() => insertOrder(api.db, { student: s3, klass, created: '2026-01-15T05:00:00Z' })),
    );
    // Newest first, then the higher id first (the order of orders_created_idx).
    const byId = twins.map((order) => order.id).sort().reverse();
    expect(await ids('admin', 'from=2026-01-15&to=2026-01-15')).toEqual(byId);
    const pages = [
      ...(await ids('admin', 'from=2026-01-15&to=2026-01-15&max=1&offset=0')),
      ...(await ids('admin', 'from=2026-01-15&to=2026-01-15&max=1&offset=1')),
      ...(await ids('admin', 'from=2026-01-15&to=2026-01-15&max=1&offset=2')),
    ];
    expect(pages).toEqual(byId);
    expect(await ids('admin', 'from=2026-01-15&to=2026-01-15&order=asc')).toEqual([...byId].reverse());
  });

  it('sorts oldest first on order=asc', async () => {
    const newest = await ids('admin', 'from=2026-03-01&to=2026-03-05');
    expect(await ids('admin', 'from=2026-03-01&to=2026-03-05&order=asc')).toEqual([...newest].reverse());
  });

  describe('an Agent without canViewAllOrders', () => {
    it("sees its own orders and its supervised agents', never another agent's or unassigned ones", async () => {
      const response = await list('agentA', 'status=INIT&status=PROCESSED&status=PAID&status=CANCELLED');
      const body = response.json() as { data: Order[]; count: number };
      expect(body.data.map((order) => order._id)).toEqual([o.a1!.id, o.aPaid!.id, o.b1!.id]);
      expect(body.count).toBe(3);
    });

    it("gets none of another agent's orders whatever the filters ask for", async () => {
      // Agent C's orders: c1 (student s2, INIT) and c2 (student s1, CANCELLED).
      expect(await ids('agentA', `student=${s2.id}`)).toEqual([]);
      expect(await ids('agentA', `student=${s2.id}&status=INIT`)).toEqual([]);
      expect(await ids('agentA', 'status=CANCELLED')).toEqual([]);
      expect(await ids('agentA', `student=${s1.id}&status=CANCELLED&from=2026-03-01&to=2026-03-01`)).toEqual([]);
      const body = (await list('agentA', `student=${s2.id}`)).json();
      expect(body.count).toBe(0);
    });

    it('pages and sorts its list like anyone else', async () => {
      const all = 'status=INIT&status=PROCESSED&status=PAID&status=CANCELLED';
      const pages: string[] = [];
      for (let offset = 0; offset < 4; offset += 1) {
        const body = (await list('agentA', `${all}&max=1&offset=${offset}`)).json() as { data: Order[]; count: number };
        expect(body.count).toBe(3);
        pages.push(...body.data.map((order) => order._id));
      }
      expect(pages).toEqual([o.a1!.id, o.aPaid!.id, o.b1!.id]);
      expect(await ids('agentA', `${all}&order=asc`)).toEqual([o.b1!.id, o.aPaid!.id, o.a1!.id]);
      expect(await ids('agentA', `${all}&order=asc&max=2&offset=1`)).toEqual([o.aPaid!.id, o.a1!.id]);
    });

    it('sees only its own orders when it supervises nobody', async () => {
      expect(await ids('agentB', 'status=INIT&status=PROCESSED&status=PAID&status=CANCELLED')).toEqual([o.b1!.id]);
      expect(await ids('agentC', 'status=INIT&status=PROCESSED&status=PAID&status=CANCELLED')).toEqual([o.c1!.id, o.c2!.id]);
    });

    it('is not widened by a supervisor: agent B does not see agent A', async () => {
      expect(await ids('agentB')).not.toContain(o.a1!.id);
    });
  });

  it('lists everything for a Partner (canViewAllOrders is not denied to it)', async () => {
    expect(await ids('partner')).toEqual(await ids('admin'));
  });

  it.each(['tutor', 'dataAdmin'] as const)('refuses %s (no /orders)', async (who) => {
    const response = await list(who);
    expect(response.statusCode).toBe(403);
    expect(response.json().message[0].message).toBe(SERVER_MESSAGES.forbidden);
  });

  it('refuses a request without a token', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/order' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/order/{id}', () => {
  const one = (who: string, id: string) => api.as(who).get(`/api/admin/order/${id}`);

  it('answers the whole record: history, lesson ids, who created it', async () => {
    const response = await one('admin', o.a1!.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      _id: o.a1!.id,
      type: 'PAYMENT',
      created: '2026-03-05T05:00:00.000Z',
      status: 'INIT',
      remark: 'NEW',
      histroy: [{ status: 'INIT', remark: 'NEW', at: '2026-03-05T05:00:00Z', by: 'Seeder' }],
      agent: { _id: user('agentA').id, name: 'Staff agentA', email: user('agentA').email },
      student: { _id: s1.id, name: 'First Student', email: s1.email },
      payment: { channel: 'offline', provider: null, platform: null, completed_on: null },
      created_by: { name: 'First Student', email: s1.email, phone_country_code: '66', phone: null },
      detail: { lessonList: [], lesson: 0, billable_lesson: 0, class_obj: { _id: klass.id, name: 'IELTS' } },
      meta: { is_renewal: false },
      discount_code: null,
    } satisfies Order);
  });

  it("answers 404 to an agent for another agent's order or an unassigned one, as for one that does not exist", async () => {
    expect((await one('agentA', o.a1!.id)).statusCode).toBe(200);
    expect((await one('agentA', o.b1!.id)).statusCode).toBe(200);
    for (const id of [o.c1!.id, o.none!.id, '00000000-0000-4000-8000-000000000000']) {
      const response = await one('agentA', id);
      expect(response.statusCode).toBe(404);
    }
    expect((await one('agentB', o.a1!.id)).statusCode).toBe(404);
  });

  it('refuses a malformed id with 400 and a role without /orders with 403', async () => {
    expect((await one('admin', 'not-an-id')).statusCode).toBe(400);
    expect((await one('tutor', o.a1!.id)).statusCode).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { ORDER_MESSAGES } from '@backoffice/domain/orders';
import type { Order } from '@backoffice/domain/records';
import type { StaffRole } from '@backoffice/domain/roles';
import { orders } from '../src/db/schema/orders';
import type { UserRow } from '../src/db/schema/users';
import { auditFor, createClass, createStudent, insertOrder, type ClassRow } from './helpers/orders';
import { createTestApp, fixedClock, type TestApp } from './helpers/test-app';
import { bearer, createUser, sessionToken } from './helpers/users';

const clock = fixedClock('2026-03-10T03:00:00Z');
let t: TestApp;
const staff = new Map<string, UserRow>();
let klass: ClassRow;

async function patch(who: string, id: string, payload: Record<string, unknown>) {
  const user = staff.get(who);
  if (!user) throw new Error(`no ${who}`);
  return t.app.inject({
    method: 'PATCH',
    url: `/api/admin/order/${id}`,
    headers: bearer(await sessionToken(t.app, user)),
    payload,
  });
}

async function newOrder(agent: string | null = null) {
  const student = await createStudent(t.app.db);
  return insertOrder(t.app.db, { student, klass, created: '2026-03-01T03:00:00Z', agentId: agent ? staff.get(agent)!.id : null });
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  const roles: Array<[string, StaffRole]> = [
    ['admin', 'SuperAdmin'],
    ['agent', 'Agent'],
    ['agent2', 'Agent'],
    ['partner', 'Partner'],
    ['tutor', 'Tutor'],
  ];
  for (const [key, type] of roles) staff.set(key, await createUser(t.app.db, { type, name: `The ${key}` }));
  klass = await createClass(t.app.db);
});
afterAll(async () => {
  await t.close();
});

describe('PATCH /api/admin/order/:id', () => {
  it('changes the agent and merges the meta, and audits before and after', async () => {
    const order = await newOrder('agent');
    await t.app.db.update(orders).set({ meta: { is_renewal: false, import: { file: 'abc', id: '7' } } }).where(eq(orders.id, order.id));
    const response = await patch('admin', order.id, { agent: staff.get('agent2')!.id, meta: { is_renewal: true } });
    expect(response.statusCode).toBe(200);
    const updated = (response.json() as { data: Order }).data;
    expect(updated.agent).toEqual({ _id: staff.get('agent2')!.id, name: 'The agent2', email: staff.get('agent2')!.email });
    expect(updated.meta).toEqual({ is_renewal: true, import: { file: 'abc', id: '7' } });

    const audit = await auditFor(t.app.db, order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.update',
      actorId: staff.get('admin')!.id,
      before: { agent: staff.get('agent')!.id, meta: { is_renewal: false } },
      after: { agent: staff.get('agent2')!.id, meta: { is_renewal: true } },
    });
  });

  it('clears the agent with null and leaves meta alone when only the agent is sent', async () => {
    const order = await newOrder('agent');
    const response = await patch('admin', order.id, { agent: null });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: Order }).data).toMatchObject({ agent: null, meta: { is_renewal: false } });
  });

  it('refuses an agent who is not an Agent user, or no user at all, and changes nothing', async () => {
    const order = await newOrder('agent');
    for (const agent of [staff.get('partner')!.id, '00000000-0000-4000-8000-000000000077']) {
      const response = await patch('admin', order.id, { agent });
      expect(response.statusCode).toBe(400);
      expect(response.json().message[0]).toMatchObject({ field: 'agent', message: ORDER_MESSAGES.agentNotAgent });
    }
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.agentId).toBe(staff.get('agent')!.id);
    expect(await auditFor(t.app.db, order.id)).toHaveLength(0);
  });

  it('needs something to change, and an order that exists', async () => {
    const order = await newOrder();
    const empty = await patch('admin', order.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message[0].message).toBe(ORDER_MESSAGES.nothingToUpdate);
    expect((await patch('admin', '00000000-0000-4000-8000-000000000078', { agent: null })).statusCode).toBe(404);
    expect((await patch('admin', order.id, { meta: { is_renewal: 'yes' } })).statusCode).toBe(400);
  });

  it.each(['agent', 'partner', 'tutor'])('refuses %s (no canUpdateOrder)', async (who) => {
    const order = await newOrder('agent');
    const response = await patch(who, order.id, { agent: null });
    expect(response.statusCode).toBe(403);
    expect(response.json().message[0].message).toBe(SERVER_MESSAGES.forbidden);
    const [stored] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.agentId).toBe(staff.get('agent')!.id);
  });
});

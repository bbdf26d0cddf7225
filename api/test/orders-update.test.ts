import { eq } from 'drizzle-orm';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { ORDER_MESSAGES } from '@backoffice/domain/orders';
import type { Order } from '@backoffice/domain/records';
import { orders } from '../src/db/schema/orders';
import { insertClass, type ClassRow } from './helpers/classes';
import { auditFor, createStudent, insertOrder } from './helpers/orders';
import { testApi, type TestApi } from './helpers/test-api';
import { fixedClock } from './helpers/test-app';

const clock = fixedClock('2026-03-10T03:00:00Z');
let api: TestApi;
let klass: ClassRow;

function patch(who: string, id: string, payload: Record<string, unknown>) {
  return api.as(who).patch(`/api/admin/order/${id}`, payload);
}

async function newOrder(agent: string | null = null) {
  const student = await createStudent(api.db);
  return insertOrder(api.db, { student, klass, created: '2026-03-01T03:00:00Z', agentId: agent ? api.user(agent).id : null });
}

beforeAll(async () => {
  api = await testApi({ clock, staff: { admin: 'SuperAdmin', agent: 'Agent', agent2: 'Agent', partner: 'Partner', tutor: 'Tutor' } });
  klass = await insertClass(api.db);
});
afterAll(async () => {
  await api.close();
});

describe('PATCH /api/admin/order/:id', () => {
  it('changes the agent and merges the meta, and audits before and after', async () => {
    const order = await newOrder('agent');
    await api.db.update(orders).set({ meta: { is_renewal: false, import: { file: 'abc', id: '7' } } }).where(eq(orders.id, order.id));
    const response = await patch('admin', order.id, { agent: api.user('agent2').id, meta: { is_renewal: true } });
    expect(response.statusCode).toBe(200);
    const updated = (response.json() as { data: Order }).data;
    expect(updated.agent).toEqual({ _id: api.user('agent2').id, name: 'Staff agent2', email: api.user('agent2').email });
    expect(updated.meta).toEqual({ is_renewal: true, import: { file: 'abc', id: '7' } });

    const audit = await auditFor(api.db, order.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'order.update',
      actorId: api.user('admin').id,
      before: { agent: api.user('agent').id, meta: { is_renewal: false } },
      after: { agent: api.user('agent2').id, meta: { is_renewal: true } },
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
    for (const agent of [api.user('partner').id, '00000000-0000-4000-8000-000000000077']) {
      const response = await patch('admin', order.id, { agent });
      expect(response.statusCode).toBe(400);
      expect(response.json().message[0]).toMatchObject({ field: 'agent', message: ORDER_MESSAGES.agentNotAgent });
    }
    const [stored] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.agentId).toBe(api.user('agent').id);
    expect(await auditFor(api.db, order.id)).toHaveLength(0);
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
    const [stored] = await api.db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored?.agentId).toBe(api.user('agent').id);
  });
});

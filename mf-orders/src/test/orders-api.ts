import { http, HttpResponse } from 'msw';
import { DEFAULT_ORDER_STATUSES } from '@backoffice/domain/orders';
import { toOrderListRow, type Order } from '@backoffice/domain/records';
import { requestRecorder } from '@backoffice/remote-kit/test-utils';

export type UserMatch = { _id: string; name: string; email: string; phone: string | null; phone_country_code: string | null };

/** An Agent user PATCH /admin/order/{id} accepts as `agent`. */
export type AgentUser = { _id: string; name: string; email: string };

/** GET /admin/order/agents as the API answers it: by name or email, by name, 20 at most, with the count. */
export function agentsHandler(agents: () => readonly AgentUser[], seen: (request: Request) => unknown) {
  return http.get('*/api/admin/order/agents', ({ request }) => {
    seen(request);
    const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
    const found = agents()
      .filter((agent) => [agent.name, agent.email].some((text) => text.toLowerCase().includes(q)))
      .sort((a, b) => a.name.localeCompare(b.name));
    return HttpResponse.json({ data: found.slice(0, 20), count: found.length });
  });
}

/**
 * The orders endpoints of the list screen, over an in-memory list: GET /admin/order pages through `orders` (filtered
 * by status and student), GET /admin/order/users finds `users` by substring, GET /admin/order/agents finds `agents`,
 * PATCH …/cancel cancels one, PATCH /admin/order/{id} sets its agent (one of `agents`, or null) and merges its meta,
 * and GET /admin/order/{id} answers one whole, as the API does.
 */
export function ordersApi(initial: { orders?: Order[]; users?: UserMatch[]; agents?: AgentUser[]; count?: number } = {}) {
  const state = {
    orders: [...(initial.orders ?? [])],
    users: [...(initial.users ?? [])],
    agents: [...(initial.agents ?? [])],
    count: initial.count,
  };
  const { requests, seen } = requestRecorder();

  const handlers = [
    http.get('*/api/admin/order', ({ request }) => {
      const url = seen(request);
      // Without a status the server lists its default ones (spec §9), as without days it lists the last month's.
      const asked = url.searchParams.getAll('status');
      const statuses: readonly string[] = asked.length > 0 ? asked : DEFAULT_ORDER_STATUSES;
      const student = url.searchParams.get('student');
      const max = Number(url.searchParams.get('max') ?? 20);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const matching = state.orders.filter(
        (order) => statuses.includes(order.status) && (!student || order.student._id === student),
      );
      // List rows, as the API sends them: a long remark as its beginning, no history (OrderListRow).
      return HttpResponse.json({ data: matching.slice(offset, offset + max).map(toOrderListRow), count: state.count ?? matching.length });
    }),
    http.get('*/api/admin/order/users', ({ request }) => {
      const url = seen(request);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const found = state.users.filter((user) =>
        [user.email, user.name, `${user.phone_country_code ?? ''}${user.phone ?? ''}`].some((text) => text.toLowerCase().includes(q)),
      );
      return HttpResponse.json({ data: found, count: found.length });
    }),
    agentsHandler(() => state.agents, seen),
    http.patch('*/api/admin/order/:id/cancel', async ({ request, params }) => {
      const body = (await request.json()) as { remark: string };
      seen(request, body);
      const index = state.orders.findIndex((order) => order._id === params.id);
      const order = state.orders[index];
      if (!order) return HttpResponse.json({ message: [{ code: 'NotFound', type: 'not_found', message: 'Not found' }] }, { status: 404 });
      const cancelled: Order = {
        ...order,
        status: 'CANCELLED',
        remark: body.remark,
        histroy: [...order.histroy, { status: 'CANCELLED', remark: body.remark, at: '2026-11-21T05:00:00.000Z', by: 'SuperAdmin Demo' }],
      };
      state.orders[index] = cancelled;
      return HttpResponse.json({ data: cancelled });
    }),
    http.patch('*/api/admin/order/:id', async ({ request, params }) => {
      const body = (await request.json()) as { agent?: string | null; meta?: { is_renewal: boolean } };
      seen(request, body);
      const index = state.orders.findIndex((order) => order._id === params.id);
      const order = state.orders[index];
      if (!order) return HttpResponse.json({ message: [{ code: 'NotFound', type: 'not_found', message: 'Not found' }] }, { status: 404 });
      let agent = order.agent;
      if (body.agent !== undefined) {
        agent = body.agent === null ? null : (state.agents.find((a) => a._id === body.agent) ?? null);
        if (body.agent !== null && !agent) {
          return HttpResponse.json(
            { message: [{ code: 'BadRequest', type: 'invalid', message: 'The agent must be a user of type Agent', field: 'agent' }] },
            { status: 400 },
          );
        }
      }
      const updated: Order = { ...order, agent, meta: { ...order.meta, ...body.meta } };
      state.orders[index] = updated;
      return HttpResponse.json({ data: updated });
    }),
    // After the fixed paths above (users, agents), as the API's router prefers them too.
    http.get('*/api/admin/order/:id', ({ request, params }) => {
      seen(request);
      const order = state.orders.find((candidate) => candidate._id === params.id);
      if (!order) return HttpResponse.json({ message: [{ code: 'NotFound', type: 'not_found', message: 'Not found' }] }, { status: 404 });
      return HttpResponse.json({ data: order });
    }),
  ];
  return { handlers, requests, state };
}

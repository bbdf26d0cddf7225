import { http, HttpResponse } from 'msw';
import { requestRecorder } from '@backoffice/remote-kit/test-utils';
import { CLASSES, lessonsOf, orderOf } from './factories';
import { agentsHandler, type AgentUser } from './orders-api';

/** The endpoints of the create dialog: class search, a class's lessons, the agents, POST /admin/order. */
export function createApi({ lessons = lessonsOf(5), agents = [] as AgentUser[] } = {}) {
  const { requests, seen } = requestRecorder();
  const handlers = [
    http.get('*/api/admin/order/classes', ({ request }) => {
      seen(request);
      const q = (new URL(request.url).searchParams.get('q') ?? '').toLowerCase();
      const found = Object.values(CLASSES).filter((c) => c.name.toLowerCase().includes(q));
      return HttpResponse.json({ data: found, count: found.length });
    }),
    http.get('*/api/admin/order/classes/:id/lessons', ({ request }) => {
      seen(request);
      return HttpResponse.json({ data: [...lessons].reverse(), count: lessons.length });
    }),
    agentsHandler(() => agents, seen),
    http.post('*/api/admin/order', async ({ request }) => {
      const body = await request.json();
      seen(request, body);
      return HttpResponse.json({ data: orderOf(99) }, { status: 201 });
    }),
  ];
  const created = () => requests.filter((r) => r.method === 'POST').map((r) => r.body as Record<string, unknown>);
  return { handlers, requests, created, lessons };
}

import { http, HttpResponse } from 'msw';
import { CLASSES, lessonsOf, orderOf } from './fixtures';
import { agentsHandler, type AgentUser, type SeenRequest } from './orders-api';

/** The endpoints of the create dialog: class search, a class's lessons, the agents, POST /admin/order. */
export function createApi({ lessons = lessonsOf(5), agents = [] as AgentUser[] } = {}) {
  const requests: SeenRequest[] = [];
  const seen = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname, url: request.url, query: Object.fromEntries(url.searchParams), body });
  };
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

import { delay, http, HttpResponse } from 'msw';
import type { CareerStudentRow, ConsultationRow } from '@backoffice/domain/consultations';
import { requestRecorder } from '@backoffice/remote-kit/test-utils';

/**
 * The Consultation tab's endpoints over consultations held here by day: GET /admin/consultation answers the asked
 * day's (paged, the action plan left out unless `withPlans`, as the server does), PATCH /admin/consultation/:id changes
 * the held row (after `writeDelay` ms; reads take `readDelay`) and GET /admin/user/studentlist pages `students`.
 */
export function consultationApi(
  byDay: Record<string, ConsultationRow[]> = {},
  { students = [] as CareerStudentRow[], withPlans = true, failWrites = false, writeDelay = 0, readDelay = 0 } = {},
) {
  const { requests, seen } = requestRecorder();
  const page = <T>(url: URL, list: T[]) => {
    const max = Number(url.searchParams.get('max') ?? 20);
    const offset = Number(url.searchParams.get('offset') ?? 0);
    return HttpResponse.json({ data: list.slice(offset, offset + max), count: list.length });
  };
  const handlers = [
    http.get('*/api/admin/consultation', async ({ request }) => {
      const url = seen(request);
      if (readDelay) await delay(readDelay);
      const rows = (byDay[url.searchParams.get('date') ?? ''] ?? []).map(({ action_plans, ...row }) =>
        withPlans ? { ...row, action_plans } : row,
      );
      return page(url, rows);
    }),
    http.patch('*/api/admin/consultation/:id', async ({ request, params }) => {
      const body = (await request.json()) as { checked: boolean };
      seen(request, body);
      if (writeDelay) await delay(writeDelay);
      if (failWrites) {
        return HttpResponse.json({ message: [{ code: 'Error', type: 'unavailable', message: 'The service is unavailable' }] }, { status: 503 });
      }
      const row = Object.values(byDay).flat().find((candidate) => candidate._id === params.id);
      if (!row) return HttpResponse.json({ message: [] }, { status: 404 });
      row.action = body.checked;
      return HttpResponse.json({ data: { _id: row._id, action: row.action, updated: '2026-11-26T05:00:00.000Z' } });
    }),
    http.get('*/api/admin/user/studentlist', ({ request }) => page(seen(request), students)),
  ];
  const of = (method: string, path: RegExp) => requests.filter((r) => r.method === method && path.test(r.path));
  return { handlers, requests, of };
}

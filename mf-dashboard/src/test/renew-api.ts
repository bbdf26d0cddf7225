import { http, HttpResponse } from 'msw';
import type { RenewalRow } from '@backoffice/domain/renewals';
import { requestRecorder } from '@backoffice/remote-kit/test-utils';
import { uuid } from './factories';

/** A row of GET /admin/user/renewallist: student `n`, whose parent (`parent`, by default its own) renews on `date`. */
export function renewalRowOf(n: number, date: string, { parent = n, name = `Student ${n}` }: { parent?: number; name?: string } = {}): RenewalRow {
  return {
    _id: uuid(n, 'd2000000'),
    name,
    nickname: n % 2 === 0 ? null : `Nick ${n}`,
    parent: { _id: uuid(parent, 'a2000000'), name: `Parent ${parent}`, email: `parent${parent}@demo.test`, meta: { date_of_renewal: date } },
    staff_to_handle: {
      customer_service: { _id: uuid(2, '10000000'), name: 'Nok Service' },
      sales_admin: { _id: uuid(3, '10000000'), name: 'Ton Seller' },
    },
  };
}

const TYPES: Record<number, [string, string]> = { 400: ['BadRequest', 'invalid'], 403: ['Forbidden', 'forbidden'], 409: ['Conflict', 'conflict'] };
const refused = (message: string, status: number) => {
  const [code, type] = TYPES[status] ?? ['Error', 'internal'];
  return HttpResponse.json({ message: [{ code, type, message }] }, { status });
};

/**
 * The Renew tab's endpoints over rows held here: the list (paged as the server pages it) and a date's change, which
 * sets the date of every row of that parent and answers as the server does. `failWith` makes each change fail with
 * that status and message; `held` keeps the change's answer back until it settles (the test decides when).
 */
export function renewApi(rows: RenewalRow[], { failWith, held }: { failWith?: [number, string]; held?: Promise<void> } = {}) {
  const { requests, seen } = requestRecorder();
  const handlers = [
    http.get('*/api/admin/user/renewallist', ({ request }) => {
      const url = seen(request);
      const max = Number(url.searchParams.get('max') ?? 20);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      return HttpResponse.json({ data: rows.slice(offset, offset + max), count: rows.length });
    }),
    http.patch('*/api/admin/user/renewaldate/:id', async ({ request, params }) => {
      const body = (await request.json()) as { dateObj: string };
      seen(request, body);
      if (held) await held;
      if (failWith) return refused(failWith[1], failWith[0]);
      const student = rows.find((row) => row._id === params.id);
      if (!student) return HttpResponse.json({ message: [{ code: 'NotFound', type: 'not_found', message: 'Not found' }] }, { status: 404 });
      const parentId = student.parent._id;
      const before = student.parent.meta.date_of_renewal;
      const family = rows.filter((row) => row.parent._id === parentId);
      for (const row of family) row.parent = { ...row.parent, meta: { date_of_renewal: body.dateObj } };
      return HttpResponse.json({
        data: {
          parent: { _id: parentId, meta: { date_of_renewal: body.dateObj } },
          before,
          students: family.map((row) => row._id),
          changed: before !== body.dateObj,
        },
      });
    }),
  ];
  const of = (method: string, path: RegExp) => requests.filter((r) => r.method === method && path.test(r.path));
  return { handlers, requests, of };
}

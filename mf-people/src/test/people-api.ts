import { http, HttpResponse } from 'msw';
import { requestRecorder } from '@backoffice/remote-kit/test-utils';
import { PEOPLE_PAGE_SIZE, studentSaveSchema, userCreateSchema, userUpdateSchema, type PeopleRecord, type StaffGridRow, type StudentGridRow } from '@backoffice/domain/people';
import { HANDLERS } from './factories';

type Failure = { status: number; message: string; field?: string };

/**
 * MSW fakes of the people endpoints: the three lists (searched by `q` over the fields the server searches, 25 a page),
 * the pickers' staff, one record, and the writes (bodies checked with the contract's own schemas). `failNext` makes the
 * next write answer with the API's error format.
 */
export function peopleApi({
  students = [] as StudentGridRow[],
  tutors = [] as StaffGridRow[],
  tas = [] as StaffGridRow[],
  records = [] as PeopleRecord[],
} = {}) {
  const { requests, seen } = requestRecorder();
  let failure: Failure | null = null;
  const page = <T,>(rows: T[], url: URL, text: (row: T) => string) => {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const n = Number(url.searchParams.get('page') ?? '1');
    const found = rows.filter((row) => text(row).toLowerCase().includes(q));
    return HttpResponse.json({ data: found.slice((n - 1) * PEOPLE_PAGE_SIZE, n * PEOPLE_PAGE_SIZE), count: found.length });
  };
  const refuse = () => {
    const { status, message, field } = failure!;
    failure = null;
    return HttpResponse.json({ message: [{ code: 'conflict', type: 'conflict', message, ...(field ? { field } : {}) }] }, { status });
  };
  const handlers = [
    http.get('*/api/admin/user/student', ({ request }) =>
      page(students, seen(request), (s) => [s.name, s.nickname, s.email, s.phone, s.dbid].join(' ')),
    ),
    http.get('*/api/admin/user/tutor', ({ request }) => page(tutors, seen(request), (s) => [s.name, s.email, s.dbid].join(' '))),
    http.get('*/api/admin/user/ta', ({ request }) => page(tas, seen(request), (s) => [s.name, s.email, s.dbid].join(' '))),
    http.get('*/api/admin/user/handlers', ({ request }) => {
      seen(request);
      return HttpResponse.json({ data: HANDLERS });
    }),
    http.get('*/api/admin/user/:id', ({ request, params }) => {
      seen(request);
      const record = records.find((r) => r._id === params.id);
      return record ? HttpResponse.json({ data: record }) : HttpResponse.json({ message: [{ code: 'not_found', type: 'not_found', message: 'Not found' }] }, { status: 404 });
    }),
    http.put('*/api/admin/user/student/:id', async ({ request, params }) => {
      const body = await request.json();
      seen(request, body);
      studentSaveSchema.parse(body);
      if (failure) return refuse();
      const record = records.find((r) => r._id === params.id)!;
      return HttpResponse.json({ data: { ...record, name: (body as { name: string }).name } });
    }),
    http.post('*/api/admin/user', async ({ request }) => {
      const body = await request.json();
      seen(request, body);
      userCreateSchema.parse(body);
      if (failure) return refuse();
      const created = body as { name: string; email: string };
      return HttpResponse.json({ data: { ...records[0], name: created.name, email: created.email } }, { status: 201 });
    }),
    http.patch('*/api/admin/user/:type/:id', async ({ request, params }) => {
      const body = await request.json();
      seen(request, body);
      userUpdateSchema.parse(body);
      if (failure) return refuse();
      const record = records.find((r) => r._id === params.id)!;
      return HttpResponse.json({ data: { ...record, ...(body as object) } });
    }),
  ];
  const writes = () => requests.filter((r) => r.method !== 'GET');
  return {
    handlers,
    requests,
    writes,
    failNext: (next: Failure) => {
      failure = next;
    },
  };
}

import { http, HttpResponse } from 'msw';
import type { StudentLessonMeta, StudentLessonRow, StudentLessonView } from '@backoffice/domain/dashboard';
import { requestRecorder } from '@backoffice/remote-kit/test-utils';

/**
 * The Student tab's endpoints over lists held here: GET /admin/user/studentlessonlist answers the list of the asked
 * view (paged as the server does), and the three writes change the held rows and answer the lesson's report.
 */
export function dashboardApi(lists: Partial<Record<StudentLessonView, StudentLessonRow[]>> = {}, { failWrites = false } = {}) {
  const { requests, seen } = requestRecorder();
  const rows = () => Object.values(lists).flat();
  const answer = (id: string, change: (meta: StudentLessonMeta) => StudentLessonMeta) => {
    let meta: StudentLessonMeta | undefined;
    for (const row of rows()) {
      if (row._id === id) {
        row.lesson_meta = change(row.lesson_meta);
        meta = row.lesson_meta;
      }
    }
    return meta ? HttpResponse.json({ data: { _id: id, lesson_meta: meta } }) : HttpResponse.json({ message: [] }, { status: 404 });
  };
  const refused = () =>
    HttpResponse.json({ message: [{ code: 'Error', type: 'unavailable', message: 'The service is unavailable' }] }, { status: 503 });
  const handlers = [
    http.get('*/api/admin/user/studentlessonlist', ({ request }) => {
      const url = seen(request);
      const view = (url.searchParams.get('view') ?? 'day') as StudentLessonView;
      const max = Number(url.searchParams.get('max') ?? 20);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const list = lists[view] ?? [];
      return HttpResponse.json({ data: list.slice(offset, offset + max), count: list.length });
    }),
    http.patch('*/api/admin/lesson/:id/followup', async ({ request, params }) => {
      const body = (await request.json()) as { checked: boolean };
      seen(request, body);
      if (failWrites) return refused();
      return answer(String(params.id), (meta) => ({ ...meta, checked: body.checked ? 'y' : 'n' }));
    }),
    http.post('*/api/admin/lesson/savelessonnotes/:id', async ({ request, params }) => {
      const body = (await request.json()) as { studentNotes: string };
      seen(request, body);
      if (failWrites) return refused();
      return answer(String(params.id), (meta) => ({
        ...meta,
        notes: body.studentNotes,
        notes_editor: 'Nok Service',
        notes_timeStamp: '2026-11-26T05:00:00.000Z',
      }));
    }),
    http.patch('*/api/admin/lesson/:id/consultimmediately', async ({ request, params }) => {
      seen(request, await request.json());
      if (failWrites) return refused();
      return answer(String(params.id), (meta) => ({
        ...meta,
        checked: 'y',
        resolvedTimeStamp: '2026-11-26T05:00:00.000Z',
        resolvedPerson: 'Mei Counsellor',
      }));
    }),
    http.get('*/api/admin/lesson/consultimmediately/count', ({ request }) => {
      seen(request);
      return HttpResponse.json({ data: { count: (lists['consult-open'] ?? []).filter((row) => !row.lesson_meta.resolvedTimeStamp).length } });
    }),
  ];
  const of = (method: string, path: RegExp) => requests.filter((r) => r.method === method && path.test(r.path));
  return { handlers, requests, of };
}

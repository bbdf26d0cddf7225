import { http, HttpResponse } from 'msw';
import {
  classCreateSchema,
  classUpdateSchema,
  staffOptionsQuerySchema,
  type ClassCreate,
  type ClassItem,
} from '@backoffice/domain/classes';
import type { UserRef } from '@backoffice/domain/records';
import { TAS, TUTORS, uuid } from './factories';

/** A request the fake API received: the path, the query (one value per key) and the body. */
export type SeenClassRequest = { method: string; path: string; query: Record<string, string>; body?: unknown };

/** The server's error format (ARCHITECTURE §4). */
function errorBody(status: number, message: string, field?: string) {
  const type = status === 400 ? 'invalid' : status === 404 ? 'not_found' : status === 409 ? 'conflict' : 'internal';
  return HttpResponse.json({ message: [{ code: 'Error', type, message, ...(field ? { field } : {}) }] }, { status });
}

function zodError(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  return HttpResponse.json(
    { message: issues.map((issue) => ({ code: 'BadRequest', type: 'invalid', message: issue.message, field: issue.path.map(String).join('.') })) },
    { status: 400 },
  );
}

/** A failure the next write answers with instead of saving. */
export type PlannedFailure = { status: number; message: string; field?: string };

/**
 * The class endpoints of the class list and the class form, over an in-memory list, checked against the wire contract
 * as the API checks them: GET /admin/class (`q` a case-insensitive substring of the name, `max`, `offset`), POST and
 * PATCH /admin/class (bodies parsed by classCreateSchema and classUpdateSchema; a refused body answers 400 with one entry
 * per field), GET /admin/class/staff (`type`, `q` on name or email).
 */
export function classesApi(initial: { classes?: ClassItem[]; tutors?: UserRef[]; tas?: UserRef[] } = {}) {
  const state = {
    classes: [...(initial.classes ?? [])],
    tutors: [...(initial.tutors ?? TUTORS)],
    tas: [...(initial.tas ?? TAS)],
    /** Set it to make the next POST or PATCH fail. */
    failNextWrite: null as PlannedFailure | null,
    created: 0,
  };
  const requests: SeenClassRequest[] = [];
  const seen = (request: Request, body?: unknown) => {
    const url = new URL(request.url);
    requests.push({ method: request.method, path: url.pathname, query: Object.fromEntries(url.searchParams), body });
    return url;
  };
  const staffRefs = (ids: string[], pool: UserRef[]) => ids.map((id) => pool.find((person) => person._id === id)).filter((p): p is UserRef => Boolean(p));
  const takeFailure = () => {
    const failure = state.failNextWrite;
    state.failNextWrite = null;
    return failure;
  };

  const toItem = (id: string, body: ClassCreate, lessonCount = 0): ClassItem => ({
    _id: id,
    name: body.name,
    subject: body.subject,
    country: body.country,
    class_type: body.class_type,
    desc: body.desc,
    start_date: new Date(body.start_date).toISOString(),
    end_date: new Date(body.end_date).toISOString(),
    schedule: body.schedule,
    level: body.level,
    is_free: body.is_free,
    is_trial: body.is_trial,
    is_featured: body.is_featured,
    is_listed: body.is_listed,
    is_sold_out: body.is_sold_out,
    force_full_purchase: body.force_full_purchase,
    is_active: body.is_active,
    max_cap: body.max_cap,
    rate: body.rate,
    currency: body.currency,
    tutor: staffRefs(body.tutor, state.tutors),
    ta: staffRefs(body.ta, state.tas),
    lesson_count: lessonCount,
    updated: '2026-11-21T05:00:00.000Z',
  });

  const handlers = [
    http.get('*/api/admin/class/staff', ({ request }) => {
      const url = seen(request);
      const query = staffOptionsQuerySchema.parse(Object.fromEntries(url.searchParams));
      const q = (query.q ?? '').toLowerCase();
      const pool = query.type === 'Tutor' ? state.tutors : state.tas;
      const found = pool.filter((person) => !q || person.name.toLowerCase().includes(q) || person.email.toLowerCase().includes(q));
      return HttpResponse.json({ data: found.slice(0, query.max), count: found.length });
    }),
    http.get('*/api/admin/class', ({ request }) => {
      const url = seen(request);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const max = Number(url.searchParams.get('max') ?? 10);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const matching = state.classes.filter((item) => item.name.toLowerCase().includes(q));
      return HttpResponse.json({ data: matching.slice(offset, offset + max), count: matching.length });
    }),
    http.post('*/api/admin/class', async ({ request }) => {
      const body = await request.json();
      seen(request, body);
      const failure = takeFailure();
      if (failure) return errorBody(failure.status, failure.message, failure.field);
      const parsed = classCreateSchema.safeParse(body);
      if (!parsed.success) return zodError(parsed.error.issues);
      state.created += 1;
      const item = toItem(uuid(900 + state.created, 'c1000000'), parsed.data);
      state.classes.unshift(item);
      return HttpResponse.json({ data: item }, { status: 201 });
    }),
    http.patch('*/api/admin/class/:id', async ({ request, params }) => {
      const body = await request.json();
      seen(request, body);
      const failure = takeFailure();
      if (failure) return errorBody(failure.status, failure.message, failure.field);
      const index = state.classes.findIndex((item) => item._id === params.id);
      const current = state.classes[index];
      if (!current) return errorBody(404, 'Not found');
      const parsed = classUpdateSchema.safeParse(body);
      if (!parsed.success) return zodError(parsed.error.issues);
      if (parsed.data._id !== undefined && parsed.data._id !== params.id) return errorBody(400, 'The id does not match the path', '_id');
      const { _id: _ignored, tutor, ta, ...changes } = parsed.data;
      const updated: ClassItem = {
        ...current,
        ...changes,
        ...(tutor !== undefined ? { tutor: staffRefs(tutor, state.tutors) } : {}),
        ...(ta !== undefined ? { ta: staffRefs(ta, state.tas) } : {}),
        updated: '2026-11-21T05:00:00.000Z',
      };
      state.classes[index] = updated;
      return HttpResponse.json({ data: updated });
    }),
  ];

  const writes = (method: 'POST' | 'PATCH') =>
    requests.filter((r) => r.method === method).map((r) => r.body as Record<string, unknown>);
  const listRequests = () => requests.filter((r) => r.method === 'GET' && r.path === '/api/admin/class');
  const staffRequests = () => requests.filter((r) => r.path === '/api/admin/class/staff');
  return { handlers, requests, state, writes, listRequests, staffRequests };
}

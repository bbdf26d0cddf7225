import { http, HttpResponse } from 'msw';
import { pollQuestionInputSchema } from '@backoffice/domain/polls';
import type { LessonDetail } from '@backoffice/domain/classes';
import type { PollQuestion } from '@backoffice/domain/records';
import { uuid } from './factories';

/** A request the fake received: method, path and JSON body. */
export type SeenZoomRequest = { method: string; path: string; body?: unknown };

type ErrorEntry = { code: string; type: string; message: string; field?: string };

const errorResponse = (status: number, entries: ErrorEntry[]) => HttpResponse.json({ message: entries }, { status });
const notFound = () => errorResponse(404, [{ code: 'NotFound', type: 'not_found', message: 'Not found' }]);

export type ZoomApiOptions = {
  lessons?: LessonDetail[];
};

/**
 * MSW fakes of the Zoom detail's calls (shared/domain: classes.ts, polls.ts) over in-memory lessons: GET
 * /admin/lesson/{id}, and POST, PUT and DELETE of /admin/lesson/{id}/poll. Bodies are checked with the contract's own
 * pollQuestionInputSchema (a body the API would refuse gets its 400, one entry per field); a stored question keeps the
 * non-empty answers relabelled A, B, C… and the correct ones' text, as the API does. `refuseNext` makes the next write
 * fail with a message of the test's choosing.
 */
export function zoomApi(options: ZoomApiOptions = {}) {
  const state = { lessons: [...(options.lessons ?? [])] };
  const requests: SeenZoomRequest[] = [];
  let refusal: { status: number; entries: ErrorEntry[] } | null = null;
  let nextId = 500;
  const find = (id: unknown) => state.lessons.find((lesson) => lesson._id === id);
  const replace = (lesson: LessonDetail) => {
    state.lessons = state.lessons.map((l) => (l._id === lesson._id ? lesson : l));
  };
  const seen = (request: Request, body?: unknown) => requests.push({ method: request.method, path: new URL(request.url).pathname, body });

  /** Checks a write's body; answers the stored question's columns or the 400 to send. */
  const check = (body: unknown) => {
    const parsed = pollQuestionInputSchema.safeParse(body);
    if (!parsed.success) {
      return {
        error: errorResponse(
          400,
          parsed.error.issues.map((issue) => ({ code: 'BadRequest', type: 'invalid', message: issue.message, field: issue.path.join('.') })),
        ),
      };
    }
    const kept = parsed.data.option.map((content, from) => ({ content, from })).filter(({ content }) => content.length > 0);
    const option = kept.map(({ content }, i) => ({ label: String.fromCharCode(65 + i), content }));
    const answer_index = kept.flatMap(({ from }, i) => (parsed.data.answer_index.includes(from) ? [i] : []));
    return {
      columns: {
        name: parsed.data.name,
        question: parsed.data.question,
        choice_type: parsed.data.choice_type,
        option,
        answer_index,
        answer: answer_index.map((i) => option[i]!.content),
      },
    };
  };
  const takeRefusal = () => {
    const planned = refusal;
    refusal = null;
    return planned ? errorResponse(planned.status, planned.entries) : null;
  };

  const handlers = [
    http.get('*/api/admin/lesson/:id', ({ request, params }) => {
      seen(request);
      const lesson = find(params.id);
      return lesson ? HttpResponse.json({ data: lesson }) : notFound();
    }),
    http.post('*/api/admin/lesson/:id/poll', async ({ request, params }) => {
      const body = await request.json();
      seen(request, body);
      const lesson = find(params.id);
      if (!lesson) return notFound();
      const checked = check(body);
      if (checked.error) return checked.error;
      const refused = takeRefusal();
      if (refused) return refused;
      const poll: PollQuestion = {
        _id: uuid(nextId++, 'f2000000'),
        question_type: 'question',
        question_index: Math.max(0, ...lesson.poll_setup.map((p) => p.question_index)) + 1,
        ...checked.columns,
      };
      replace({ ...lesson, poll_setup: [...lesson.poll_setup, poll] });
      return HttpResponse.json({ data: poll }, { status: 201 });
    }),
    http.put('*/api/admin/lesson/:id/poll/:pollId', async ({ request, params }) => {
      const body = await request.json();
      seen(request, body);
      const lesson = find(params.id);
      const existing = lesson?.poll_setup.find((p) => p._id === params.pollId);
      if (!lesson || !existing) return notFound();
      const checked = check(body);
      if (checked.error) return checked.error;
      const refused = takeRefusal();
      if (refused) return refused;
      const poll: PollQuestion = { ...existing, ...checked.columns };
      replace({ ...lesson, poll_setup: lesson.poll_setup.map((p) => (p._id === poll._id ? poll : p)) });
      return HttpResponse.json({ data: poll });
    }),
    http.delete('*/api/admin/lesson/:id/poll/:pollId', ({ request, params }) => {
      seen(request);
      const lesson = find(params.id);
      if (!lesson || !lesson.poll_setup.some((p) => p._id === params.pollId)) return notFound();
      const refused = takeRefusal();
      if (refused) return refused;
      replace({ ...lesson, poll_setup: lesson.poll_setup.filter((p) => p._id !== params.pollId) });
      return HttpResponse.json({ data: { _id: String(params.pollId) } });
    }),
  ];

  const of = (method: string) => requests.filter((r) => r.method === method);
  return {
    handlers,
    requests,
    state,
    /** GET /admin/lesson/{id} requests so far (a refetch adds one). */
    lessonReads: () => of('GET').length,
    posted: () => of('POST').map((r) => r.body as Record<string, unknown>),
    put: () => of('PUT').map((r) => ({ path: r.path, body: r.body as Record<string, unknown> })),
    deleted: () => of('DELETE').map((r) => r.path),
    /** The next write is refused with this message (and field, when given). */
    refuseNext(message: string, { status = 409, field }: { status?: number; field?: string } = {}) {
      refusal = { status, entries: [{ code: 'Conflict', type: status === 400 ? 'invalid' : 'conflict', message, ...(field ? { field } : {}) }] };
    },
  };
}

import { http, HttpResponse } from 'msw';
import {
  CLASS_MESSAGES,
  addStudentsSchema,
  lessonCreateSchema,
  lessonItemSchema,
  lessonUpdateSchema,
  studentLookupSchema,
  type ClassItem,
  type LessonDetail,
  type LessonItem,
  type LessonStudent,
  type StudentLookupResult,
} from '@backoffice/domain/classes';
import type { UserRef } from '@backoffice/domain/records';
import { requestRecorder } from '@backoffice/remote-kit/test-utils';
import { classOf, IELTS, TAS, TUTORS, uuid } from './factories';

type ErrorEntry = { code: string; type: string; message: string; field?: string };

function errorResponse(status: number, entries: ErrorEntry[]) {
  return HttpResponse.json({ message: entries }, { status });
}

const notFound = () => errorResponse(404, [{ code: 'NotFound', type: 'not_found', message: 'Not found' }]);

/** zod issues as the API's 400 answer: one entry per field, as ARCHITECTURE §4 says. */
function invalid(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>) {
  return errorResponse(
    400,
    issues.map((issue) => ({ code: 'BadRequest', type: 'invalid', message: issue.message, field: issue.path.map(String).join('.') })),
  );
}

function toItem(lesson: LessonDetail): LessonItem {
  return lessonItemSchema.parse(lesson);
}

export type LessonsApiOptions = {
  classes?: ClassItem[];
  lessons?: LessonDetail[];
  /** The students of each lesson (by lesson id). */
  students?: Record<string, LessonStudent[]>;
  tutors?: UserRef[];
  tas?: UserRef[];
  /** Student accounts POST …/student/lookup can find by email. */
  accounts?: UserRef[];
  /** Refuses a POST /admin/lesson whose body this answers a message for (a failed batch row). */
  refuseCreate?: (body: Record<string, unknown>) => string | null;
};

/**
 * MSW fakes of the class and lesson endpoints of shared/domain/src/classes.ts over in-memory state. Writes are checked
 * with the contract's own zod schemas, so a payload the real API would refuse is refused here too (400).
 */
export function lessonsApi(options: LessonsApiOptions = {}) {
  const state = {
    classes: [...(options.classes ?? [classOf(1, IELTS)])],
    lessons: [...(options.lessons ?? [])],
    students: Object.fromEntries(Object.entries(options.students ?? {}).map(([id, list]) => [id, [...list]])) as Record<
      string,
      LessonStudent[]
    >,
    tutors: options.tutors ?? TUTORS,
    tas: options.tas ?? TAS,
    accounts: options.accounts ?? [],
  };
  let nextId = 1000;
  const { requests, seen } = requestRecorder();
  const refreshCounts = (lesson: LessonDetail): LessonDetail => {
    const list = state.students[lesson._id] ?? [];
    const count = (group: LessonStudent['group']) => list.filter((s) => s.group === group).length;
    return {
      ...lesson,
      student_count: list.length,
      student_counts: { student: count('student'), trial_student: count('trial_student'), video_student: count('video_student') },
    };
  };
  const findLesson = (id: unknown) => state.lessons.find((lesson) => lesson._id === id);
  const replaceLesson = (lesson: LessonDetail) => {
    state.lessons = state.lessons.map((l) => (l._id === lesson._id ? lesson : l));
  };

  const handlers = [
    // Before /admin/class/:id, which would otherwise read 'staff' as an id.
    http.get('*/api/admin/class/staff', ({ request }) => {
      const url = seen(request);
      const type = url.searchParams.get('type');
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const pool = type === 'TA' ? state.tas : state.tutors;
      const found = pool.filter((u) => u.name.toLowerCase().includes(q) || u.email.toLowerCase().includes(q));
      return HttpResponse.json({ data: found, count: found.length });
    }),
    http.get('*/api/admin/class/:id', ({ request, params }) => {
      seen(request);
      const klass = state.classes.find((c) => c._id === params.id);
      return klass ? HttpResponse.json({ data: klass }) : notFound();
    }),

    http.get('*/api/admin/lesson', ({ request }) => {
      const url = seen(request);
      const classId = url.searchParams.get('class');
      // As the API: an unknown class has no lessons to list, it is a 404.
      if (!state.classes.some((c) => c._id === classId)) return notFound();
      const max = Number(url.searchParams.get('max') ?? 20);
      const around = url.searchParams.get('around');
      const order = url.searchParams.get('order') === 'desc' ? -1 : 1;
      const matching = state.lessons
        .filter((lesson) => lesson.class === classId)
        .sort((a, b) => order * (Date.parse(a.scheduled_on) - Date.parse(b.scheduled_on)));
      let offset = Number(url.searchParams.get('offset') ?? 0);
      if (around) {
        // The page holding the first lesson ending at or after `around`; the last page when every lesson has ended.
        const index = matching.findIndex((lesson) => Date.parse(lesson.ended_on) >= Date.parse(around));
        const target = index === -1 ? Math.max(0, matching.length - 1) : index;
        offset = Math.floor(target / max) * max;
      }
      return HttpResponse.json({
        data: matching.slice(offset, offset + max).map((lesson) => toItem(refreshCounts(lesson))),
        count: matching.length,
        offset,
      });
    }),
    http.get('*/api/admin/lesson/:id', ({ request, params }) => {
      seen(request);
      const lesson = findLesson(params.id);
      return lesson ? HttpResponse.json({ data: refreshCounts(lesson) }) : notFound();
    }),
    http.post('*/api/admin/lesson', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen(request, body);
      const parsed = lessonCreateSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const refusal = options.refuseCreate?.(body);
      if (refusal) return errorResponse(409, [{ code: 'Conflict', type: 'conflict', message: refusal }]);
      const klass = state.classes.find((c) => c._id === parsed.data.class);
      if (!klass) return notFound();
      const byId = (ids: string[], pool: UserRef[]) => ids.map((id) => pool.find((u) => u._id === id)).filter((u): u is UserRef => !!u);
      const lesson: LessonDetail = {
        _id: uuid(nextId++, 'f0000000'),
        class: klass._id,
        name: parsed.data.name,
        desc: parsed.data.desc,
        scheduled_on: parsed.data.scheduled_on,
        ended_on: parsed.data.ended_on,
        is_active: parsed.data.is_active,
        is_released: parsed.data.is_released,
        is_completed: parsed.data.is_completed,
        meta: parsed.data.meta,
        hosting_platform: parsed.data.hosting_platform,
        hosting_type: parsed.data.hosting_type,
        tutor: byId(parsed.data.tutor, state.tutors),
        ta: byId(parsed.data.ta, state.tas),
        student_count: 0,
        class_obj: { _id: klass._id, name: klass.name, schedule: klass.schedule },
        platform_integration: null,
        poll_setup: [],
        student_counts: { student: 0, trial_student: 0, video_student: 0 },
      };
      state.lessons.push(lesson);
      return HttpResponse.json({ data: lesson }, { status: 201 });
    }),
    http.patch('*/api/admin/lesson/:id/add-student', async ({ request, params }) => {
      const body = await request.json();
      seen(request, body);
      const lesson = findLesson(params.id);
      if (!lesson) return notFound();
      const parsed = addStudentsSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const list = (state.students[lesson._id] ??= []);
      const added: UserRef[] = [];
      const already: UserRef[] = [];
      for (const id of parsed.data.student) {
        const account = state.accounts.find((a) => a._id === id);
        if (!account) continue;
        if (list.some((s) => s._id === id)) {
          already.push(account);
          continue;
        }
        list.push({ ...account, phone: null, phone_country_code: null, group: 'student', attended: false, joined_at: null, left_at: null });
        added.push(account);
      }
      return HttpResponse.json({ data: { added, already } });
    }),
    http.patch('*/api/admin/lesson/:id', async ({ request, params }) => {
      const body = await request.json();
      seen(request, body);
      const lesson = findLesson(params.id);
      if (!lesson) return notFound();
      const parsed = lessonUpdateSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const { _id: _ignored, tutor, ta, ...fields } = parsed.data;
      const byId = (ids: string[], pool: UserRef[]) => ids.map((id) => pool.find((u) => u._id === id)).filter((u): u is UserRef => !!u);
      const updated: LessonDetail = {
        ...lesson,
        ...fields,
        ...(tutor !== undefined ? { tutor: byId(tutor, state.tutors) } : {}),
        ...(ta !== undefined ? { ta: byId(ta, state.tas) } : {}),
      };
      replaceLesson(updated);
      return HttpResponse.json({ data: refreshCounts(updated) });
    }),

    http.get('*/api/admin/lesson/:id/student', ({ request, params }) => {
      const url = seen(request);
      const group = url.searchParams.get('group') ?? 'student';
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const max = Number(url.searchParams.get('max') ?? 20);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const matching = (state.students[String(params.id)] ?? [])
        .filter((s) => s.group === group)
        .filter((s) => s.name.toLowerCase().includes(q) || s.email.toLowerCase().includes(q))
        .sort((a, b) => a.name.localeCompare(b.name));
      return HttpResponse.json({ data: matching.slice(offset, offset + max), count: matching.length });
    }),
    http.post('*/api/admin/lesson/:id/student/lookup', async ({ request, params }) => {
      const body = await request.json();
      seen(request, body);
      const parsed = studentLookupSchema.safeParse(body);
      if (!parsed.success) return invalid(parsed.error.issues);
      const inLesson = state.students[String(params.id)] ?? [];
      const data: StudentLookupResult[] = parsed.data.emails.map((email) => {
        const account = state.accounts.find((a) => a.email.toLowerCase() === email.toLowerCase()) ?? null;
        if (!account) return { email, status: 'not_found', user: null };
        return { email, status: inLesson.some((s) => s._id === account._id) ? 'already' : 'found', user: account };
      });
      return HttpResponse.json({ data });
    }),
    http.delete('*/api/admin/lesson/:id/student/:userId', ({ request, params }) => {
      seen(request);
      const list = state.students[String(params.id)];
      const student = list?.find((s) => s._id === params.userId);
      if (!list || !student) return errorResponse(404, [{ code: 'NotFound', type: 'not_found', message: CLASS_MESSAGES.notInLesson }]);
      state.students[String(params.id)] = list.filter((s) => s._id !== params.userId);
      // removeStudentResponseSchema: the student taken out.
      return HttpResponse.json({ data: { removed: { _id: student._id, name: student.name, email: student.email } } });
    }),
  ];

  const writes = (method: string, path?: RegExp) =>
    requests.filter((r) => r.method === method && (!path || path.test(r.path))).map((r) => r.body as Record<string, unknown>);
  return {
    handlers,
    requests,
    state,
    /** Bodies of POST /admin/lesson, in order. */
    created: () => writes('POST', /\/api\/admin\/lesson$/),
    /** Bodies of PATCH /admin/lesson/{id}, in order. */
    patched: () => writes('PATCH', /\/api\/admin\/lesson\/[^/]+$/),
  };
}

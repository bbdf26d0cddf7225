import { http, HttpResponse } from 'msw';
import { FEEDBACK_RATINGS, type FeedbackClassOption, type FeedbackItem } from '@backoffice/domain/feedback';
import { requestRecorder } from '@backoffice/remote-kit/test-utils';

export const CLASS_A = { _id: '30000000-0000-4000-8000-00000000000a', name: 'Maths (Advanced) P6', is_active: true };
export const CLASS_B = { _id: '30000000-0000-4000-8000-00000000000b', name: 'Maths Basics', is_active: false };
export const LESSON_A1 = { _id: '40000000-0000-4000-8000-0000000000a1', name: 'Fractions', scheduled_on: '2026-03-01T03:00:00.000Z' };
export const LESSON_A2 = { _id: '40000000-0000-4000-8000-0000000000a2', name: 'Decimals', scheduled_on: '2026-03-08T03:00:00.000Z' };

/** An entry of lesson A2 of class A, the nth newest, by a named student unless anonymous. */
export function entryOf(n: number, overrides: Partial<FeedbackItem> = {}): FeedbackItem {
  return {
    _id: `50000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    created_by: { _id: `60000000-0000-4000-8000-${String(n).padStart(12, '0')}`, name: `Student ${n}`, email: `s${n}@test.test` },
    rating: ((n - 1) % 5) + 1,
    content: `Comment ${n}`,
    // Newest first: entry 1 at 14:00 Bangkok on 8 March, each next one a minute earlier.
    created: new Date(Date.parse('2026-03-08T07:00:00Z') - (n - 1) * 60_000).toISOString(),
    feedback_target_id: LESSON_A2._id,
    feedback_target_object: { class: CLASS_A._id, name: LESSON_A2.name },
    class_obj: { _id: CLASS_A._id, name: CLASS_A.name },
    allow_anonymous: false,
    ...overrides,
  };
}

/**
 * The feedback endpoints over an in-memory list, filtering as the API does: GET /user_input/feedback by class, lesson,
 * ratings and commented, paged, with the summary; GET …/classes by substring; GET …/classes/{id}/lessons.
 */
export function feedbackApi(initial: { entries?: FeedbackItem[]; classes?: FeedbackClassOption[] } = {}) {
  const entries = initial.entries ?? [];
  const classes = initial.classes ?? [CLASS_A, CLASS_B];
  const { requests, seen } = requestRecorder();
  const handlers = [
    http.get('*/api/user_input/feedback', ({ request }) => {
      const url = seen(request);
      const p = url.searchParams;
      const ratings = p.getAll('rating').map(Number);
      const matching = entries.filter(
        (e) =>
          (!p.get('class') || e.feedback_target_object.class === p.get('class')) &&
          (!p.get('lesson') || e.feedback_target_id === p.get('lesson')) &&
          (ratings.length === 0 || ratings.includes(e.rating)) &&
          (p.get('commented') !== 'true' || e.content.trim() !== ''),
      );
      const max = Number(p.get('max') ?? 10);
      const offset = Number(p.get('offset') ?? 0);
      const byRating = FEEDBACK_RATINGS.map((rating) => ({ rating, count: matching.filter((e) => e.rating === rating).length }));
      const total = matching.reduce((sum, e) => sum + e.rating, 0);
      return HttpResponse.json({
        data: matching.slice(offset, offset + max),
        count: matching.length,
        summary: { by_rating: byRating, average: matching.length ? Math.round((total / matching.length) * 100) / 100 : null },
      });
    }),
    http.get('*/api/user_input/feedback/classes', ({ request }) => {
      const url = seen(request);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const found = classes.filter((c) => c.name.toLowerCase().includes(q));
      return HttpResponse.json({ data: found, count: found.length });
    }),
    http.get('*/api/user_input/feedback/classes/:id/lessons', ({ request, params }) => {
      seen(request);
      const klass = classes.find((c) => c._id === params.id);
      if (!klass) return HttpResponse.json({ message: [{ code: 'NotFound', type: 'not_found', message: 'Not found' }] }, { status: 404 });
      const lessons = klass._id === CLASS_A._id ? [LESSON_A2, LESSON_A1] : [];
      return HttpResponse.json({
        data: lessons.map((lesson) => ({ ...lesson, feedback_count: entries.filter((e) => e.feedback_target_id === lesson._id).length })),
        count: lessons.length,
        class: { _id: klass._id, name: klass.name },
      });
    }),
  ];
  const listRequests = () => requests.filter((r) => r.path === '/api/user_input/feedback');
  return { handlers, requests, listRequests };
}

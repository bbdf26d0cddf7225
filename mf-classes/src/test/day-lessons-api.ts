import { http, HttpResponse } from 'msw';
import { centreDay } from '@backoffice/domain/time';
import { dayLessonListQuerySchema, type DayLessonItem } from '@backoffice/domain/classes';

/** A GET /admin/lesson/day the fake received: its query as sent. */
export type SeenDayRequest = { date: string | null; max: string | null; offset: string | null };

export type DayLessonsApiOptions = {
  lessons?: DayLessonItem[];
  /** Answers every request with this error instead. */
  fail?: { status: number; message: string };
};

/**
 * An MSW fake of GET /admin/lesson/day (shared/domain/src/classes.ts): the query is checked with the contract's own
 * dayLessonListQuerySchema (a query the API would refuse gets its 400); the answer holds the active lessons ending on
 * that day in the centre's time zone, by scheduled_on, `max` from `offset`. `hold()` keeps the next answers back until
 * the function it returns is called (to see what shows while a page loads).
 */
export function dayLessonsApi(options: DayLessonsApiOptions = {}) {
  const requests: SeenDayRequest[] = [];
  let gate: Promise<void> | null = null;
  const handlers = [
    http.get('*/api/admin/lesson/day', async ({ request }) => {
      const url = new URL(request.url);
      requests.push({ date: url.searchParams.get('date'), max: url.searchParams.get('max'), offset: url.searchParams.get('offset') });
      if (gate) await gate;
      if (options.fail) {
        return HttpResponse.json({ message: [{ code: 'Error', type: 'internal', message: options.fail.message }] }, { status: options.fail.status });
      }
      const parsed = dayLessonListQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!parsed.success) {
        const message = parsed.error.issues.map((issue) => ({
          code: 'BadRequest',
          type: 'invalid',
          message: issue.message,
          field: issue.path.join('.'),
        }));
        return HttpResponse.json({ message }, { status: 400 });
      }
      const { date, max, offset } = parsed.data;
      const matching = (options.lessons ?? [])
        .filter((lesson) => lesson.is_active && centreDay(lesson.ended_on) === date)
        .sort((a, b) => Date.parse(a.scheduled_on) - Date.parse(b.scheduled_on));
      return HttpResponse.json({ data: matching.slice(offset, offset + max), count: matching.length });
    }),
  ];
  return {
    handlers,
    requests,
    /** Holds the answers back until the returned function is called. */
    hold(): () => void {
      let release = () => {};
      gate = new Promise<void>((resolve) => {
        release = () => {
          gate = null;
          resolve();
        };
      });
      return release;
    },
  };
}

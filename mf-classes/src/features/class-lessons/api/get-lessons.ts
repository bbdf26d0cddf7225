import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiClient } from '@backoffice/api-client';
import {
  LESSON_PAGE_SIZE,
  lessonListResponseSchema,
  type LessonItem,
  type LessonListQuery,
} from '@backoffice/domain/classes';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { lessonsKeyOf } from '../../../shared/api/lesson-keys';

export type LessonPage = { data: LessonItem[]; count: number; offset: number };

/**
 * Which page to show: the one holding the next lesson (`around` an instant: the page opens where the class is now) or
 * a page the user chose (1-based).
 */
export type LessonsWindow = { around: string } | { page: number };

/** The query string of GET /admin/lesson: the class's lessons by scheduled_on ascending, 20 a page (spec §7, §9). */
export function toLessonListQuery(classId: string, window: LessonsWindow): LessonListQuery {
  const base = { class: classId, sortBy: 'scheduled_on', order: 'asc', max: LESSON_PAGE_SIZE } as const;
  if ('around' in window) return { ...base, around: window.around };
  return { ...base, offset: LESSON_PAGE_SIZE * (Math.max(1, window.page) - 1) };
}

/** The 1-based page an answer's offset is on. */
export function pageOfOffset(offset: number, pageSize = LESSON_PAGE_SIZE): number {
  return Math.floor(Math.max(0, offset) / pageSize) + 1;
}

/**
 * GET /admin/lesson?class=…: `{ data, count, offset }`. The shared getList keeps only data and count, and the offset is
 * what says which page an `around` query landed on, so this reads the answer itself.
 */
export async function getClassLessons(query: LessonListQuery): Promise<LessonPage> {
  const response = await apiClient.get<unknown>(ENDPOINTS.lessonList.path, { params: query });
  const parsed = lessonListResponseSchema.safeParse(response.data);
  if (!parsed.success) {
    throw new ApiError(response.status, [{ code: 'InvalidResponse', type: 'internal', message: SERVER_MESSAGES.internal }], {
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** A page of the class's lessons: the screen's useClassLessons and the remote's preload ask with the same key. */
export function classLessonsQueryOptions(classId: string, window: LessonsWindow) {
  const query = toLessonListQuery(classId, window);
  return queryOptions({ queryKey: [...lessonsKeyOf(classId), query], queryFn: () => getClassLessons(query) });
}

/**
 * The instant the class's list opens around. A preload (issue 20) asked for the page around the moment the navigation
 * started; while that answer is on its way, or in and still fresh, the page opens around the same instant, so it reads
 * that answer instead of asking again for a moment later. Otherwise (and always after a write invalidated the list) it
 * is the moment the page opens.
 */
export function lessonsOpeningInstant(queryClient: QueryClient, classId: string, now: number = Date.now()): string {
  const staleTime = queryClient.getDefaultOptions().queries?.staleTime;
  const freshFor = typeof staleTime === 'number' ? staleTime : 0;
  let latest: string | null = null;
  for (const cached of queryClient.getQueryCache().findAll({ queryKey: lessonsKeyOf(classId) })) {
    const around = (cached.queryKey.at(-1) as Partial<LessonListQuery> | undefined)?.around;
    const { data, dataUpdatedAt, fetchStatus, isInvalidated } = cached.state;
    const usable = data === undefined ? fetchStatus === 'fetching' : !isInvalidated && now - dataUpdatedAt < freshFor;
    if (typeof around === 'string' && usable && (latest === null || around > latest)) latest = around;
  }
  return latest ?? new Date(now).toISOString();
}

export function useClassLessons(classId: string, window: LessonsWindow, { enabled = true } = {}) {
  return useQuery({
    ...classLessonsQueryOptions(classId, window),
    enabled,
    // The page shown stays (marked busy) while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

/** Puts a lesson the server answered with in place of the same lesson in every page of the class already loaded. */
export function replaceCachedLesson(queryClient: QueryClient, lesson: LessonItem): void {
  queryClient.setQueriesData<LessonPage>({ queryKey: lessonsKeyOf(lesson.class) }, (page) =>
    page ? { ...page, data: page.data.map((item) => (item._id === lesson._id ? lesson : item)) } : page,
  );
}

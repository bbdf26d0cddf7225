import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getList, type ListResult } from '@backoffice/api-client';
import {
  LESSON_PAGE_SIZE,
  dayLessonItemSchema,
  type DayLessonItem,
  type DayLessonListQuery,
} from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

/** Every day's lesson pages sit under this key. */
export const dayLessonsKey = ['classes', 'day-lessons'] as const;

/** GET /admin/lesson/day: the active lessons ending on `date` (centre time), by scheduled_on, 20 a page (1-based). */
export type DayLessonsQuery = { date: string; max: number; offset: number } & DayLessonListQuery;

export function toDayLessonQuery(date: string, page: number): DayLessonsQuery {
  return { date, max: LESSON_PAGE_SIZE, offset: LESSON_PAGE_SIZE * (Math.max(1, page) - 1) };
}

export function getDayLessons(query: DayLessonsQuery) {
  return getList<DayLessonItem>(ENDPOINTS.lessonDay.path, query, { schema: dayLessonItemSchema });
}

/** A page of a day's lessons, with the day it is of (the page shown while the next day loads may be another day's). */
export type DayLessonPage = ListResult<DayLessonItem> & { date: string };

/** A page of a day's lessons: the screen's useDayLessons and the remote's preload ask with the same key. */
export function dayLessonsQueryOptions(date: string, page: number) {
  const query = toDayLessonQuery(date, page);
  return queryOptions({
    queryKey: [...dayLessonsKey, query],
    queryFn: async (): Promise<DayLessonPage> => ({ ...(await getDayLessons(query)), date }),
  });
}

export function useDayLessons(date: string, page: number, { enabled = true } = {}) {
  return useQuery({
    ...dayLessonsQueryOptions(date, page),
    enabled,
    // The rows shown stay (marked busy) while another page or day loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

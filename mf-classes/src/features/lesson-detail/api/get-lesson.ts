import { queryOptions, useQuery } from '@tanstack/react-query';
import { getItem } from '@backoffice/api-client';
import { lessonDetailSchema, type LessonDetail } from '@backoffice/domain/classes';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';

/** The lesson and, under the same key prefix, its student lists: invalidating this refreshes both. */
export const lessonKey = (lessonId: string) => ['classes', 'lesson', lessonId] as const;

/** GET /admin/lesson/{id}: the lesson detail page's header, with the class and the student counts. */
export function getLesson(lessonId: string) {
  return getItem<LessonDetail>(endpointPath(ENDPOINTS.lessonGet, { id: lessonId }), { schema: lessonDetailSchema });
}

/** The lesson's query: the screen's useLesson and the remote's preload ask with the same key. */
export function lessonQueryOptions(lessonId: string) {
  return queryOptions({ queryKey: lessonKey(lessonId), queryFn: () => getLesson(lessonId) });
}

export function useLesson(lessonId: string, { enabled = true } = {}) {
  return useQuery({ ...lessonQueryOptions(lessonId), enabled });
}

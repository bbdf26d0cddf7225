import { queryOptions, useQuery } from '@tanstack/react-query';
import { getItem } from '@backoffice/api-client';
import { lessonDetailSchema, type LessonDetail } from '@backoffice/domain/classes';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';

/**
 * The lesson of a Zoom detail page. A key of its own rather than the lesson page's: features do not share internals,
 * and invalidating this one refreshes what this page shows (the lesson with its polls) and nothing else.
 */
export const zoomLessonKey = (lessonId: string) => ['classes', 'zoom-lesson', lessonId] as const;

/** GET /admin/lesson/{id}: the lesson with its `platform_integration` and `poll_setup`. */
export function getZoomLesson(lessonId: string) {
  return getItem<LessonDetail>(endpointPath(ENDPOINTS.lessonGet, { id: lessonId }), { schema: lessonDetailSchema });
}

/** The Zoom detail's query: the screen's useZoomLesson and the remote's preload ask with the same key. */
export function zoomLessonQueryOptions(lessonId: string) {
  return queryOptions({ queryKey: zoomLessonKey(lessonId), queryFn: () => getZoomLesson(lessonId) });
}

export function useZoomLesson(lessonId: string, { enabled = true } = {}) {
  return useQuery({ ...zoomLessonQueryOptions(lessonId), enabled });
}

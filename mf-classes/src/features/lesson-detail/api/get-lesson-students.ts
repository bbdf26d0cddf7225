import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getList } from '@backoffice/api-client';
import { LESSON_STUDENT_PAGE_SIZE, lessonStudentSchema, type LessonStudent } from '@backoffice/domain/classes';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';
import { lessonKey } from './get-lesson';

/**
 * GET /admin/lesson/{id}/student: the lesson's students (group 'student': the trial and video groups are not shown,
 * people-records §2), by name, 20 a page, `q` a substring of the name or email matched by the server.
 */
export function toStudentListQuery(q: string, page: number) {
  const text = q.trim();
  return {
    group: 'student' as const,
    ...(text ? { q: text } : {}),
    max: LESSON_STUDENT_PAGE_SIZE,
    offset: LESSON_STUDENT_PAGE_SIZE * (Math.max(1, page) - 1),
  };
}

export function getLessonStudents(lessonId: string, query: ReturnType<typeof toStudentListQuery>) {
  return getList<LessonStudent>(endpointPath(ENDPOINTS.lessonStudents, { id: lessonId }), query, { schema: lessonStudentSchema });
}

/**
 * A page of the lesson's students for a search: the Students tab's useLessonStudents and the remote's preload (its
 * first page, nothing searched) ask with the same key.
 */
export function lessonStudentsQueryOptions(lessonId: string, q: string, page: number) {
  const query = toStudentListQuery(q, page);
  return queryOptions({ queryKey: [...lessonKey(lessonId), 'students', query], queryFn: () => getLessonStudents(lessonId, query) });
}

export function useLessonStudents(lessonId: string, q: string, page: number) {
  return useQuery({
    ...lessonStudentsQueryOptions(lessonId, q, page),
    placeholderData: keepPreviousData,
  });
}

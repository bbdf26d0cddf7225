import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getList, type ListResult } from '@backoffice/api-client';
import {
  STUDENT_LESSON_PAGE_SIZE,
  studentLessonRowSchema,
  type StudentLessonRow,
  type StudentLessonSort,
  type StudentLessonView,
} from '@backoffice/domain/dashboard';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

/** Every list of the Student tab sits under this key. */
export const studentLessonsKey = ['dashboard', 'student-lessons'] as const;

export type StudentLessonsPlace = {
  view: StudentLessonView;
  date: string;
  sort?: StudentLessonSort;
  order?: 'asc' | 'desc';
  /** 1-based. */
  page: number;
};

/** GET /admin/user/studentlessonlist's query for a place: 20 a page. */
export function toStudentLessonsQuery({ view, date, sort, order = 'asc', page }: StudentLessonsPlace) {
  return {
    view,
    date,
    ...(sort ? { sort, order } : {}),
    max: STUDENT_LESSON_PAGE_SIZE,
    offset: STUDENT_LESSON_PAGE_SIZE * (Math.max(1, page) - 1),
  };
}

/** A page of one of the tab's lists: the screen and the remote's preload ask with the same key. */
export function studentLessonsQueryOptions(place: StudentLessonsPlace) {
  const query = toStudentLessonsQuery(place);
  return queryOptions({
    queryKey: [...studentLessonsKey, query],
    queryFn: (): Promise<ListResult<StudentLessonRow>> =>
      getList<StudentLessonRow>(ENDPOINTS.studentLessonList.path, query, { schema: studentLessonRowSchema }),
  });
}

export function useStudentLessons(place: StudentLessonsPlace, { enabled = true } = {}) {
  return useQuery({
    ...studentLessonsQueryOptions(place),
    enabled,
    // The rows shown stay (dimmed, marked busy) while another day, sort or page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

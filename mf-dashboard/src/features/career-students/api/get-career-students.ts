import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getList, type ListResult } from '@backoffice/api-client';
import { CAREER_STUDENT_PAGE_SIZE, careerStudentRowSchema, type CareerStudentRow } from '@backoffice/domain/consultations';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

export const careerStudentsKey = ['dashboard', 'career-students'] as const;

/** GET /admin/user/studentlist's query for a page (1-based): sort date_of_consultation asc, 20 a page (spec §7). */
export function toCareerStudentsQuery(page: number) {
  return {
    sortBy: 'date_of_consultation',
    order: 'asc',
    max: CAREER_STUDENT_PAGE_SIZE,
    offset: CAREER_STUDENT_PAGE_SIZE * (Math.max(1, page) - 1),
  } as const;
}

/** A page of the students requiring an academic-career consultation: the screen and the preload ask the same. */
export function careerStudentsQueryOptions(page = 1) {
  const query = toCareerStudentsQuery(page);
  return queryOptions({
    queryKey: [...careerStudentsKey, query],
    queryFn: (): Promise<ListResult<CareerStudentRow>> =>
      getList<CareerStudentRow>(ENDPOINTS.careerStudentList.path, query, { schema: careerStudentRowSchema }),
  });
}

export function useCareerStudents(page: number) {
  return useQuery({ ...careerStudentsQueryOptions(page), placeholderData: keepPreviousData });
}

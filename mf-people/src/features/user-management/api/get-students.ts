import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getList } from '@backoffice/api-client';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { studentGridRowSchema, type StudentGridRow } from '@backoffice/domain/people';
import { PEOPLE_LIST_KEY } from '../../../shared/api/people-keys';

/** A list's search and page, as the address holds them (the contract's peopleListQuerySchema, parsed). */
export type ListQuery = { q: string; page: number };

/**
 * GET /admin/user/student?q=&page=: 25 students a page, searched on the server across name, nickname, email, phone and
 * dbid. The counsellor's columns come only to a caller with people.counsellorView.
 */
export function getStudents(query: ListQuery) {
  return getList<StudentGridRow>(ENDPOINTS.peopleStudentList.path, { ...(query.q ? { q: query.q } : {}), page: query.page }, {
    schema: studentGridRowSchema,
  });
}

/** The Student tab's query: the screen and the remote's preload ask with the same key. */
export function studentsQueryOptions(query: ListQuery) {
  return queryOptions({
    queryKey: [...PEOPLE_LIST_KEY, 'student', query.q, query.page],
    queryFn: () => getStudents(query),
  });
}

export function useStudents(query: ListQuery) {
  // The previous page stays on screen (dimmed, marked busy) while the next page or search loads.
  return useQuery({ ...studentsQueryOptions(query), placeholderData: keepPreviousData });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getList } from '@backoffice/api-client';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { staffGridRowSchema, type StaffGridRow } from '@backoffice/domain/people';
import { PEOPLE_LIST_KEY } from '../../../shared/api/people-keys';
import type { ListQuery } from './get-students';

export type StaffType = 'tutor' | 'ta';

/** GET /admin/user/tutor or /admin/user/ta: 25 a page by name, with the same quick search as the students. */
export function getStaff(type: StaffType, query: ListQuery) {
  const endpoint = type === 'tutor' ? ENDPOINTS.peopleTutorList : ENDPOINTS.peopleTaList;
  return getList<StaffGridRow>(endpoint.path, { ...(query.q ? { q: query.q } : {}), page: query.page }, {
    schema: staffGridRowSchema,
  });
}

export function staffQueryOptions(type: StaffType, query: ListQuery) {
  return queryOptions({ queryKey: [...PEOPLE_LIST_KEY, type, query.q, query.page], queryFn: () => getStaff(type, query) });
}

export function useStaff(type: StaffType, query: ListQuery) {
  return useQuery({ ...staffQueryOptions(type, query), placeholderData: keepPreviousData });
}

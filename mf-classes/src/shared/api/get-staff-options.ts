import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getList } from '@backoffice/api-client';
import { userRefSchema, type UserRef } from '@backoffice/domain/records';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

export type StaffType = 'Tutor' | 'TA';

/**
 * GET /admin/class/staff?type=Tutor|TA&q=: the people who can be picked for a class or a lesson, by name or email (the
 * server escapes q), 20 at the most (the server's default `max`).
 */
export function getStaffOptions(type: StaffType, q: string) {
  const text = q.trim();
  return getList<UserRef>(ENDPOINTS.classStaff.path, { type, ...(text ? { q: text } : {}) }, { schema: userRefSchema });
}

const staffOptionsQuery = (type: StaffType, q: string) =>
  queryOptions({
    queryKey: ['classes', 'staff', type, q.trim()],
    queryFn: () => getStaffOptions(type, q),
    staleTime: 60_000,
  });

export function useStaffOptions(type: StaffType, q: string) {
  return useQuery({
    ...staffOptionsQuery(type, q),
    // The previous results stay while the next search runs, so the list does not flash empty between keystrokes.
    placeholderData: keepPreviousData,
  });
}

/**
 * The first tutors and TAs (nothing searched), which the class form and the lesson dialogs show when they open: asked
 * for with such a dialog's code (lazyDialog's prefetch), so its first open shows them at once, as a second does.
 */
export function prefetchFirstStaffOptions(queryClient: QueryClient): Promise<unknown> {
  return Promise.all((['Tutor', 'TA'] as const).map((type) => queryClient.prefetchQuery(staffOptionsQuery(type, ''))));
}

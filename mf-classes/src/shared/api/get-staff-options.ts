import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getList } from '@backoffice/api-client';
import { userRefSchema, type UserRef } from '@backoffice/domain';
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

export function useStaffOptions(type: StaffType, q: string) {
  return useQuery({
    queryKey: ['classes', 'staff', type, q.trim()],
    queryFn: () => getStaffOptions(type, q),
    // The previous results stay while the next search runs, so the list does not flash empty between keystrokes.
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

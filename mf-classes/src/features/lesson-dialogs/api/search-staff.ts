import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getList } from '@backoffice/api-client';
import { userRefSchema, type UserRef } from '@backoffice/domain';

export type StaffType = 'Tutor' | 'TA';

/** GET /admin/class/staff?type=Tutor|TA&q=: tutors or TAs by name or email (the server escapes the text). */
export function searchStaff(type: StaffType, q: string) {
  return getList<UserRef>('/admin/class/staff', { type, q: q.trim() || undefined, max: 20 }, { schema: userRefSchema });
}

export function useStaffSearch(type: StaffType, q: string) {
  return useQuery({
    queryKey: ['classes', 'staff', type, q.trim()],
    queryFn: () => searchStaff(type, q),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getItem } from '@backoffice/api-client';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';
import { peopleRecordSchema, type PeopleRecord } from '@backoffice/domain/people';
import { personKey } from '../../../shared/api/people-keys';

/** GET /admin/user/{id}: the record the dialog loads into its form (people-records §2: "loads an existing user's data"). */
export function userRecordQuery(id: string) {
  return queryOptions({
    queryKey: personKey(id),
    queryFn: () => getItem<PeopleRecord>(endpointPath(ENDPOINTS.userGet, { id }), { schema: peopleRecordSchema }),
    // The form is filled once from it: a refetch behind an open form would change nothing the user sees.
    staleTime: 30_000,
  });
}

export function useUserRecord(id: string | null) {
  return useQuery({ ...userRecordQuery(id ?? ''), enabled: id !== null, refetchOnWindowFocus: false });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getList, type ListResult } from '@backoffice/api-client';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { RENEWAL_PAGE_SIZE, renewalRowSchema, type RenewalRow } from '@backoffice/domain/renewals';

/** Every page of the Renew tab sits under this key. */
export const renewalsKey = ['dashboard', 'renewals'] as const;

/** GET /admin/user/renewallist's query for a page (1-based): 20 a page. The window is the server's (its today). */
export function toRenewalsQuery(page: number) {
  return { max: RENEWAL_PAGE_SIZE, offset: RENEWAL_PAGE_SIZE * (Math.max(1, page) - 1) };
}

/** A page of the Renew tab: the screen and the remote's preload ask with the same key. */
export function renewalsQueryOptions(page: number) {
  const query = toRenewalsQuery(page);
  return queryOptions({
    queryKey: [...renewalsKey, query],
    queryFn: (): Promise<ListResult<RenewalRow>> => getList<RenewalRow>(ENDPOINTS.renewalList.path, query, { schema: renewalRowSchema }),
  });
}

export function useRenewals(page: number) {
  return useQuery({
    ...renewalsQueryOptions(page),
    // The rows shown stay (dimmed, marked busy) while another page loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

import { useMutation } from '@tanstack/react-query';
import { getList } from '@backoffice/api-client';
import type { OrderUserOption } from '@backoffice/domain/orders';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

/** A user the quick search found (GET /admin/order/users; the server answers at most ORDER_USER_SEARCH_LIMIT). */
export type OrderUserMatch = OrderUserOption;

/**
 * GET /admin/order/users?q=: by email, phone or name. The text goes as typed: the client URL-encodes it, so a '+' in
 * an email or a phone number (+66…) reaches the server as '+' and not as a space (spec §5 Search).
 */
export function searchOrderUsers(q: string) {
  return getList<OrderUserMatch>(ENDPOINTS.orderUsers.path, { q });
}

/** A search the user starts (submit, or the `email` query parameter), not one that follows typing. */
export function useSearchOrderUsers() {
  return useMutation({ mutationKey: ['orders', 'user-search'], mutationFn: searchOrderUsers });
}

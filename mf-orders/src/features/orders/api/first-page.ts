import { type StartedGet } from '@backoffice/api-client';
import { orderListRowSchema } from '@backoffice/domain/records';
import { queryClient } from '@backoffice/remote-kit';
import { initialOrdersFilter } from '../hooks/use-order-list-state';
import { ordersQueryOptions } from './get-orders';

/**
 * Lesson Allocation's first page in the query cache the screen reads, under the screen's own key (the remote's
 * `./preload`). `started` is that page's request when it went out before this code had loaded: GET /admin/order with
 * no filter, which the server answers with the list as the screen opens (spec §9: page 1 of the last month in the
 * default statuses, the same defaults the domain gives the screen's filter), so its answer fills the screen's key.
 * React Query asks nothing when the page is in the cache and fresh, and joins a request already under way.
 */
export function prefetchFirstPage(started?: StartedGet): Promise<void> {
  const options = ordersQueryOptions(initialOrdersFilter());
  return queryClient.prefetchQuery(started ? { ...options, queryFn: () => started.list({ schema: orderListRowSchema }) } : options);
}

import { PATHS } from '@backoffice/domain/paths';
import { queryClient, type PreloadTarget } from '@backoffice/remote-kit';
import { ordersQueryOptions } from './features/orders/api/get-orders';
import { initialOrdersFilter } from './features/orders/hooks/use-order-list-state';

/**
 * The first request of Lesson Allocation, started by the shell as the navigation begins (the remote-kit contract's
 * `./preload`): the list's first page in the query cache the screen reads, with the screen's own key.
 */
export default function preload({ pathname }: PreloadTarget): Promise<unknown> | void {
  if (pathname !== PATHS.orders) return;
  return queryClient.prefetchQuery(ordersQueryOptions(initialOrdersFilter()));
}

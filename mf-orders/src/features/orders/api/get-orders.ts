import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { getList, type ListResult } from '@backoffice/api-client';
import { ORDER_PAGE_SIZE, type OrderListQuery } from '@backoffice/domain/orders';
import { orderListRowSchema, toOrderListRow, type Order, type OrderListRow } from '@backoffice/domain/records';
import type { OrderStatus } from '@backoffice/domain/enums';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { orderKey } from './get-order';

/** What the list screen filters on; `page` is 1-based (spec §9). */
export type OrdersFilter = {
  page: number;
  /** Calendar days in the centre's time zone, both included. */
  from: string;
  to: string;
  statuses: readonly OrderStatus[];
  /** The student the quick user search picked, or null for everyone. */
  studentId: string | null;
};

/** Every query of this list starts with this key: cancelling and editing update them, creating invalidates them. */
export const ORDERS_KEY = ['orders', 'list'] as const;

/**
 * Puts an order the server answered with in place of the same order in every page already loaded, rather than
 * refetching: the row keeps its place (even when its new state no longer matches the filters) and nothing else moves.
 * The whole order is kept too, for the row's 'Show all'.
 */
export function replaceCachedOrder(queryClient: QueryClient, updated: Order): void {
  const row = toOrderListRow(updated);
  queryClient.setQueriesData<ListResult<OrderListRow>>({ queryKey: ORDERS_KEY }, (page) =>
    page ? { ...page, data: page.data.map((order) => (order._id === updated._id ? row : order)) } : page,
  );
  queryClient.setQueryData(orderKey(updated._id), updated);
}

/**
 * The query string of GET /admin/order: sortBy=created, order=desc, max, offset=max*(page-1) (spec §7), the days, the
 * statuses (sent as status=A&status=B) and the student if any.
 */
export function toOrderListQuery(filter: OrdersFilter) {
  return {
    max: ORDER_PAGE_SIZE,
    offset: ORDER_PAGE_SIZE * (Math.max(1, filter.page) - 1),
    sortBy: 'created' as const,
    order: 'desc' as const,
    from: filter.from,
    to: filter.to,
    status: [...filter.statuses],
    ...(filter.studentId ? { student: filter.studentId } : {}),
  } satisfies OrderListQuery;
}
export type OrdersQuery = ReturnType<typeof toOrderListQuery>;

export function getOrders(query: OrdersQuery) {
  return getList<OrderListRow>(ENDPOINTS.orderList.path, query, { schema: orderListRowSchema });
}

/** The list's query for a filter: the screen's useOrders and the remote's preload ask with the same key. */
export function ordersQueryOptions(filter: OrdersFilter) {
  const query = toOrderListQuery(filter);
  return queryOptions({ queryKey: [...ORDERS_KEY, query], queryFn: () => getOrders(query) });
}

export function useOrders(filter: OrdersFilter) {
  return useQuery({
    ...ordersQueryOptions(filter),
    // No status ticked means no order can match: nothing to ask the server.
    enabled: filter.statuses.length > 0,
    // The previous page stays on screen (marked busy) while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

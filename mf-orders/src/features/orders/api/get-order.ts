import { useQuery } from '@tanstack/react-query';
import { getItem } from '@backoffice/api-client';
import { orderSchema, type Order } from '@backoffice/domain/records';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';

/** One allocation's query key; not under the list's key, so creating (which refetches the list) leaves it alone. */
export const orderKey = (orderId: string) => ['orders', 'one', orderId] as const;

/** GET /admin/order/{id}: the whole allocation, what its list row leaves out (the whole remark, the history). */
export function getOrder(orderId: string) {
  return getItem<Order>(endpointPath(ENDPOINTS.orderGet, { id: orderId }), { schema: orderSchema });
}

/** The whole allocation, asked for only once `enabled` (a row's 'Show all' pressed). */
export function useOrder(orderId: string, enabled: boolean) {
  return useQuery({ queryKey: orderKey(orderId), queryFn: () => getOrder(orderId), enabled });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchItem } from '@backoffice/api-client';
import { orderSchema, type Order } from '@backoffice/domain/records';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';
import { replaceCachedOrder } from './get-orders';

/** PATCH /admin/order/{id}/cancel with the reason (spec §7). */
export function cancelOrder(orderId: string, remark: string) {
  return patchItem<Order>(endpointPath(ENDPOINTS.orderCancel, { id: orderId }), { remark }, { schema: orderSchema });
}

/**
 * Cancelling updates that order's status, remark and history in the list (spec §4). The pages already loaded are
 * patched in place rather than refetched, so the row stays where it was even when CANCELLED is filtered out.
 */
export function useCancelOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, remark }: { orderId: string; remark: string }) => cancelOrder(orderId, remark),
    onSuccess: (updated) => replaceCachedOrder(queryClient, updated),
  });
}

import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { patchItem } from '@backoffice/api-client';
import { orderSchema, type Order } from '@backoffice/domain/records';
import type { orderUpdateSchema } from '@backoffice/domain/orders';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';

/** What PATCH /admin/order/{id} takes: `agent` (an Agent user's id, or null for none) and/or `meta`. */
export type OrderUpdate = z.input<typeof orderUpdateSchema>;

/** PATCH /admin/order/{id} with the agent and meta (spec §7); answers the updated order. */
export function updateOrder(orderId: string, update: OrderUpdate) {
  return patchItem<Order>(endpointPath(ENDPOINTS.orderUpdate, { id: orderId }), update, { schema: orderSchema });
}

/**
 * Saving an allocation's agent and renewal flag. The list belongs to another feature, so the caller puts the answer in
 * its place (the route hands it the list's `replaceOrder`).
 */
export function useUpdateOrder() {
  return useMutation({
    mutationFn: ({ orderId, update }: { orderId: string; update: OrderUpdate }) => updateOrder(orderId, update),
  });
}

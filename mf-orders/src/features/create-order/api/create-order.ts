import { useMutation } from '@tanstack/react-query';
import { postItem } from '@backoffice/api-client';
import { orderSchema, type Order } from '@backoffice/domain/records';
import type { OrderCreate } from '@backoffice/domain/orders';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

/** POST /admin/order with the creation payload (spec §3), already checked and normalised by orderCreateSchema. */
export function createOrder(payload: OrderCreate) {
  return postItem<Order>(ENDPOINTS.orderCreate.path, payload, { schema: orderSchema, idempotent: ENDPOINTS.orderCreate.idempotent });
}

export function useCreateOrder() {
  return useMutation({ mutationFn: createOrder });
}

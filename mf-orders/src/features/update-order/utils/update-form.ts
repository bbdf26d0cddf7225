import { z } from 'zod';
import { userRefSchema, type OrderListRow } from '@backoffice/domain/records';
import type { OrderUpdate } from '../api/update-order';

/**
 * The edit form: the agent picked by name in the agent combobox (its id, name and email, so the field can show who it
 * is; null for none) and the renewal flag.
 */
export const updateOrderFormSchema = z.object({
  agent: userRefSchema.nullable(),
  is_renewal: z.boolean(),
});
export type UpdateOrderFormValues = z.input<typeof updateOrderFormSchema>;

/** The form starts from what the order holds now. */
export function updateFormValues(order: Pick<OrderListRow, 'agent' | 'meta'>): UpdateOrderFormValues {
  return { agent: order.agent, is_renewal: order.meta.is_renewal };
}

/**
 * The PATCH body for what the form changed, and only that: an untouched agent, or the same agent picked again, is not
 * sent again (so the server does not check it again, and the audit log records only the change); no agent is
 * `agent: null`. Null when nothing changed.
 */
export function toOrderUpdate(order: Pick<OrderListRow, 'agent' | 'meta'>, values: UpdateOrderFormValues): OrderUpdate | null {
  const agent = values.agent?._id ?? null;
  const agentChanged = agent !== (order.agent?._id ?? null);
  const renewalChanged = values.is_renewal !== order.meta.is_renewal;
  if (!agentChanged && !renewalChanged) return null;
  return {
    ...(agentChanged ? { agent } : {}),
    ...(renewalChanged ? { meta: { is_renewal: values.is_renewal } } : {}),
  };
}

/** Where a server error's field shows on the form; null for one the form has no field for. */
export function formFieldFor(field: string | undefined): keyof UpdateOrderFormValues | null {
  switch (field?.replace(/^body\./, '')) {
    case 'agent':
    case 'agent_id':
      return 'agent';
    case 'meta':
    case 'meta.is_renewal':
      return 'is_renewal';
    default:
      return null;
  }
}

import { z } from 'zod';
import { idSchema, type Order } from '@backoffice/domain';
import type { OrderUpdate } from '../api/update-order';

/** The same words as the create dialog's agent field: the field takes an id, there is no agent list to pick from. */
export const AGENT_ID_MESSAGE = "Enter the agent's user id (a UUID), or leave it empty";

/** The edit form: the agent's user id as typed (empty for none) and the renewal flag. */
export const updateOrderFormSchema = z.object({
  agent: z
    .string()
    .trim()
    .refine((agent) => agent === '' || idSchema.safeParse(agent).success, AGENT_ID_MESSAGE),
  is_renewal: z.boolean(),
});
export type UpdateOrderFormValues = z.input<typeof updateOrderFormSchema>;

/** The form starts from what the order holds now. */
export function updateFormValues(order: Order): UpdateOrderFormValues {
  return { agent: order.agent?._id ?? '', is_renewal: order.meta.is_renewal };
}

/** An agent id as compared and sent: trimmed, lower case (a UUID is the same in either case), null when empty. */
function agentOf(text: string): string | null {
  const agent = text.trim().toLowerCase();
  return agent === '' ? null : agent;
}

/**
 * The PATCH body for what the form changed, and only that: an untouched agent is not sent again (so the server does
 * not check it again, and the audit log records only the change); an emptied agent is `agent: null`. Null when
 * nothing changed.
 */
export function toOrderUpdate(order: Order, values: UpdateOrderFormValues): OrderUpdate | null {
  const agent = agentOf(values.agent);
  const agentChanged = agent !== agentOf(order.agent?._id ?? '');
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

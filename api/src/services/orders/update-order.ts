import { ORDER_MESSAGES, type orderUpdateSchema } from '@backoffice/domain/orders';
import type { Order } from '@backoffice/domain/records';
import type { z } from 'zod';
import type { Tx } from '../../db/types';
import { recordAudit } from '../audit';
import { findOrderWithPeople, lockOrder, updateOrder } from '../../db/repositories/orders';
import { badRequest, notFound } from '../../errors';
import type { RequestContext } from '../request-context';
import { assertAgent } from './create-order';
import { toOrder } from './to-order';
import { maySeeOrder } from './visibility';

type OrderUpdate = z.output<typeof orderUpdateSchema>;

/** Changes an allocation's agent (an Agent user, or null for none) and meta (spec §4 "Updating changes its agent and meta"). */
export async function updateOrderAgentAndMeta(
  tx: Tx,
  ctx: RequestContext,
  id: string,
  input: OrderUpdate,
): Promise<Order> {
  if (input.agent === undefined && input.meta === undefined) throw badRequest(ORDER_MESSAGES.nothingToUpdate);
  const before = await lockOrder(tx, id);
  if (!before || !maySeeOrder(ctx.actor, before)) throw notFound();
  if (input.agent) await assertAgent(tx, input.agent, 'agent');

  const after = await updateOrder(tx, id, {
    ...(input.agent !== undefined ? { agentId: input.agent } : {}),
    // Merged: keys the form does not edit (a CSV row's import details) stay.
    ...(input.meta !== undefined ? { meta: { ...before.meta, ...input.meta } } : {}),
    updated: ctx.now,
  });
  await recordAudit(tx, ctx, {
    action: 'order.update',
    entity: 'order',
    id,
    before: { agent: before.agentId, meta: before.meta },
    after: { agent: after.agentId, meta: after.meta },
  });
  const updated = await findOrderWithPeople(tx, id);
  if (!updated) throw new Error('updated order not found');
  return toOrder(updated);
}

import type { Order } from '@backoffice/domain/records';
import type { DbOrTx } from '../../db/types';
import { findOrderWithPeople } from '../../db/repositories/orders';
import { notFound } from '../../errors';
import type { RequestContext } from '../request-context';
import { toOrder } from './to-order';
import { maySeeOrder } from './visibility';

/** One allocation, whole (history, lesson ids, meta): what its list row leaves out. One the actor may not see is not found. */
export async function getOrderFor(db: DbOrTx, ctx: Pick<RequestContext, 'actor'>, id: string): Promise<Order> {
  const found = await findOrderWithPeople(db, id);
  if (!found || !maySeeOrder(ctx.actor, { agentId: found.agent?.id ?? null })) throw notFound();
  return toOrder(found);
}

import { cancelFlagFor, ORDER_MESSAGES } from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import { can } from '@backoffice/domain/permissions';
import type { Order } from '@backoffice/domain/records';
import type { Tx } from '../../db/types';
import { recordAudit } from '../audit';
import { removeOrderSeatsAfter } from '../../db/repositories/lessons';
import { findOrderWithPeople, lockOrder, updateOrder } from '../../db/repositories/orders';
import { conflict, forbidden, notFound } from '../../errors';
import type { RequestContext } from '../request-context';
import { toOrder } from './to-order';
import { maySeeOrder } from './visibility';

/**
 * Cancels an allocation (spec §4 Orders): status CANCELLED, the reason as remark, a history entry, and the student's
 * seats from this order in lessons that have not started yet are given back. Past lessons keep their seats (attendance
 * and reports hang on them), and so does the class membership, which staff may also have given.
 */
export async function cancelOrder(tx: Tx, ctx: RequestContext, id: string, remark: string): Promise<Order> {
  const { actor, now } = ctx;
  const before = await lockOrder(tx, id);
  // An order the actor may not see does not exist for it.
  if (!before || !maySeeOrder(actor, before)) throw notFound();
  const flag = cancelFlagFor(before.type);
  if (!can(actor.role, PATHS.orders, flag)) {
    throw forbidden(flag === 'canCancelTrial' ? ORDER_MESSAGES.cannotCancelTrial : ORDER_MESSAGES.cannotCancelPurchase);
  }
  if (before.status === 'CANCELLED') throw conflict(ORDER_MESSAGES.alreadyCancelled);

  const after = await updateOrder(tx, id, {
    status: 'CANCELLED',
    remark,
    history: [...before.history, { status: 'CANCELLED', remark, at: now.toISOString(), by: actor.user.name }],
    updated: now,
  });
  const freedLessons = await removeOrderSeatsAfter(tx, id, now);
  await recordAudit(tx, ctx, {
    action: 'order.cancel',
    entity: 'order',
    id,
    before: { status: before.status, remark: before.remark },
    after: { status: after.status, remark: after.remark, freed_lessons: freedLessons },
  });
  const cancelled = await findOrderWithPeople(tx, id);
  if (!cancelled) throw new Error('cancelled order not found');
  return toOrder(cancelled);
}

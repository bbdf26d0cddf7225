import {
  DEFAULT_ORDER_RANGE_MONTHS,
  DEFAULT_ORDER_STATUSES,
  ORDER_MESSAGES,
  type orderListQuerySchema,
} from '@backoffice/domain/orders';
import type { OrderListRow } from '@backoffice/domain/records';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/types';
import { countOrders, listOrders, type OrderListFilter } from '../../db/repositories/orders';
import { badRequest } from '../../errors';
import type { RequestContext } from '../request-context';
import type { OrderCountCache } from './order-counts';
import { centreToday, dayBounds, monthsBefore } from './days';
import { toOrderListRow } from './to-order';
import { visibleAgentIds } from './visibility';

type ListQuery = z.output<typeof orderListQuerySchema>;

/**
 * A page of the allocation list. Days are centre days, both included: `from` counts from its midnight, `to` until the
 * next midnight. Without them: one month back to today (spec §9); without `to` the range ends today.
 */
export async function listOrdersFor(
  db: DbOrTx,
  ctx: Pick<RequestContext, 'actor' | 'now' | 'timezone'>,
  query: ListQuery,
  counts?: OrderCountCache,
): Promise<{ data: OrderListRow[]; count: number }> {
  const to = query.to ?? centreToday(ctx.now, ctx.timezone);
  const from = query.from ?? monthsBefore(to, DEFAULT_ORDER_RANGE_MONTHS, ctx.timezone);
  if (from > to) throw badRequest(ORDER_MESSAGES.fromAfterTo, 'from');

  const filter: OrderListFilter = {
    createdFrom: dayBounds(from, ctx.timezone).start,
    createdBefore: dayBounds(to, ctx.timezone).end,
    statuses: query.status ?? DEFAULT_ORDER_STATUSES,
    studentId: query.student,
    agentIds: visibleAgentIds(ctx.actor),
  };
  // The filter, visibility included, is the total's key: an agent's total is never another's.
  const total = counts ? counts.get(JSON.stringify(filter), () => countOrders(db, filter)) : countOrders(db, filter);
  // Two independent reads: on PostgreSQL they run side by side on the pool.
  const [rows, count] = await Promise.all([
    listOrders(db, filter, { limit: query.max, offset: query.offset, direction: query.order }),
    total,
  ]);
  return { data: rows.map(toOrderListRow), count };
}

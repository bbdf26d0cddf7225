import { userRefSchema, type UserRef } from '@backoffice/domain/records';
import { listEnvelope } from '@backoffice/domain/api';
import { z } from 'zod';
import type { DbOrTx } from '../../db/types';
import { searchUsersOfType } from '../../db/repositories/users';
import { containsText } from '../../lib/like';

/** The agent picker shows at most this many; typing more of a name narrows it. */
export const ORDER_AGENT_LIMIT = 20;

/**
 * GET /admin/order/agents: the agents an allocation may be credited to, by name or email. The contract lives here until
 * `@backoffice/domain/orders` takes it (mf-orders reads the answer with `userRefSchema`).
 */
export const orderAgentQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  max: z.coerce.number().int().min(1).max(ORDER_AGENT_LIMIT).default(ORDER_AGENT_LIMIT),
});
export const orderAgentResponseSchema = listEnvelope(userRefSchema);

/** Active Agent users whose name or email contains `q` (all of them without it), by name, with how many match. */
export async function listOrderAgents(
  db: DbOrTx,
  query: z.output<typeof orderAgentQuerySchema>,
): Promise<{ data: UserRef[]; count: number }> {
  const { rows, total } = await searchUsersOfType(db, 'Agent', containsText(query.q) ?? '', query.max);
  return { data: rows.map((row) => ({ _id: row.id, name: row.name, email: row.email })), count: total };
}

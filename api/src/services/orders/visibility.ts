import { can } from '@backoffice/domain/permissions';
import { PATHS } from '@backoffice/domain/paths';
import type { Actor } from '../request-context';

/**
 * The agents whose orders the actor may see, or null for every order. Without canViewAllOrders that is the actor and
 * the agents it supervises (ARCHITECTURE §4, §5), whatever the query asks for.
 */
export function visibleAgentIds(actor: Actor): string[] | null {
  if (can(actor.role, PATHS.orders, 'canViewAllOrders')) return null;
  return [...new Set([actor.user.id, ...actor.user.supervisedAgents])];
}

export function maySeeOrder(actor: Actor, order: { agentId: string | null }): boolean {
  const agents = visibleAgentIds(actor);
  return agents === null || (order.agentId !== null && agents.includes(order.agentId));
}

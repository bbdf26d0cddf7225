import { useQuery } from '@tanstack/react-query';
import { getList } from '@backoffice/api-client';
import { userRefSchema, type UserRef } from '@backoffice/domain/records';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

/** An Agent user an allocation may be credited to. */
export type AgentOption = UserRef;

/**
 * GET /admin/order/agents?q=: active agents whose name or email contains `q` (the server escapes it; without it, all),
 * by name, 20 at most, with how many match in `count`.
 */
export function searchAgents(q: string) {
  const text = q.trim();
  return getList<AgentOption>(ENDPOINTS.orderAgents.path, text ? { q: text } : {}, { schema: userRefSchema });
}

/** Asks only while the picker's list is open. */
export function useAgentOptions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: ['orders', 'agents', q.trim()],
    queryFn: () => searchAgents(q),
    enabled,
    staleTime: 60_000,
  });
}

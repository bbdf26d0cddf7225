/**
 * Per-user capabilities. The spec's "one specific account" rules are data on the user, editable by a SuperAdmin,
 * never hard-coded ids (ARCHITECTURE §5). `supervisedAgents` is a separate list on the user.
 */
export const CAPABILITIES = [
  /** Edit the announcement and the three featured articles. */
  'news.edit',
  /** See order ids in the allocation list. */
  'orders.viewIds',
  /** See the action plan column of the consultation tab. */
  'dashboard.actionPlan',
  /** The counsellor's fuller student grid and dialog sections. */
  'people.counsellorView',
] as const;
export type Capability = (typeof CAPABILITIES)[number];

export function hasCapability(user: { capabilities: readonly string[] }, capability: Capability): boolean {
  return user.capabilities.includes(capability);
}

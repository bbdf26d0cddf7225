import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { listOrderAgents, orderAgentQuerySchema, orderAgentResponseSchema } from '../../services/orders/agents';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getOrderAgents(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.orderAgents),
    // Whoever may set an allocation's agent: the create dialog (canCreateOrder) and Edit (canUpdateOrder).
    config: {
      access: {
        anyOf: [
          { path: PATHS.orders, flag: 'canCreateOrder' },
          { path: PATHS.orders, flag: 'canUpdateOrder' },
        ],
      },
    },
    schema: {
      tags: ['orders'],
      summary: 'Agents to credit an allocation to (create and edit dialogs)',
      description:
        'Active users of type Agent whose name or email contains `q` (case-insensitive, matched literally); without ' +
        '`q` all of them. By name, at most `max` (default and most 20); `count` is how many match in all.',
      querystring: orderAgentQuerySchema,
      response: { 200: orderAgentResponseSchema },
    },
    handler: async (request) => listOrderAgents(app.db, request.query),
  });
}

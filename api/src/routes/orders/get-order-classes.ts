import { listEnvelope } from '@backoffice/domain/api';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { orderClassOptionSchema, orderClassSearchQuerySchema } from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import { searchOrderClasses } from '../../services/orders/search';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getOrderClasses(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.orderClasses),
    config: { access: { anyOf: [{ path: PATHS.orders, flag: 'canCreateOrder' }] } },
    schema: {
      tags: ['orders'],
      summary: 'Find active classes by name (create dialog, CSV import)',
      description:
        'Active classes whose name contains `q` (case-insensitive, matched literally: parentheses and the like are ' +
        'not patterns). An empty `q` lists every active class. By name, at most `max` (default 20); `count` is how ' +
        'many match in all, so the CSV import can tell one match from several.',
      querystring: orderClassSearchQuerySchema,
      response: { 200: listEnvelope(orderClassOptionSchema) },
    },
    handler: async (request) => searchOrderClasses(app.db, request.query.q, request.query.max),
  });
}

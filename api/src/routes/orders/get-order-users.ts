import { listEnvelope } from '@backoffice/domain/api';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { orderUserOptionSchema, orderUserSearchQuerySchema } from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import { searchOrderStudents } from '../../services/orders/search';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getOrderUsers(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.orderUsers),
    config: { access: { anyOf: [{ path: PATHS.orders }] } },
    schema: {
      tags: ['orders'],
      summary: 'Quick student search for the allocation screen',
      description:
        'Students whose email, name or phone contains `q` (case-insensitive; the text is matched literally, so `+`, ' +
        '`%` and `_` match themselves). A phone number matches however it is typed: `+66 942644867`, ' +
        '`66942644867`, `0942644867` and `942-644-867` all find 942644867 of country code 66. At most 10, by name; ' +
        '`count` is how many match in all. Without ' +
        'canViewAllOrders only students of orders the caller may see.',
      querystring: orderUserSearchQuerySchema,
      response: { 200: listEnvelope(orderUserOptionSchema) },
    },
    handler: async (request) => searchOrderStudents(app.db, request.ctx, request.query.q),
  });
}

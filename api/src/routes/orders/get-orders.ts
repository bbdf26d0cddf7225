import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { orderListQuerySchema, orderListResponseSchema } from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import { listOrdersFor } from '../../services/orders/list-orders';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getOrders(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.orderList),
    config: { access: { anyOf: [{ path: PATHS.orders }] } },
    schema: {
      tags: ['orders'],
      summary: 'List allocations (orders), newest first',
      description:
        "Created between the start of `from` and the end of `to`, both centre days (CENTRE_TIMEZONE); without them one " +
        'month back to today. `status` may repeat (default INIT, PROCESSED, CANCELLED); `student` narrows to one ' +
        'student. Without canViewAllOrders on /orders only orders credited to the caller or to an agent it supervises ' +
        'are listed, whatever the query says. Ties on `created` are broken by id, so pages never overlap. `_id` is ' +
        'always sent (cancel and update need it); the screen shows it only to users with the orders.viewIds capability.',
      querystring: orderListQuerySchema,
      response: { 200: orderListResponseSchema },
    },
    handler: async (request) => listOrdersFor(app.db, request.ctx, request.query, app.orderCounts),
  });
}

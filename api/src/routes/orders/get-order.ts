import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { orderResponseSchema } from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { getOrderFor } from '../../services/orders/get-order';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getOrder(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.orderGet),
    config: { access: { anyOf: [{ path: PATHS.orders }] } },
    schema: {
      tags: ['orders'],
      summary: 'One allocation, whole',
      description:
        'What a list row leaves out: the whole remark, the history, the lesson ids, who created it and the rest of ' +
        'meta. Without canViewAllOrders an order the caller cannot see answers 404, like one that does not exist.',
      params: z.object({ id: idSchema }),
      response: { 200: orderResponseSchema },
    },
    handler: async (request) => ({ data: await getOrderFor(app.db, request.ctx, request.params.id) }),
  });
}

import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { orderResponseSchema, orderUpdateSchema } from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { updateOrderAgentAndMeta } from '../../services/orders/update-order';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function patchOrder(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.orderUpdate),
    config: { access: { anyOf: [{ path: PATHS.orders, flag: 'canUpdateOrder' }] } },
    schema: {
      tags: ['orders'],
      summary: "Change an allocation's agent and meta",
      description:
        '`agent`: an Agent user id, or null for none. `meta` is merged into the stored meta. One of them is required.',
      params: z.object({ id: idSchema }),
      body: orderUpdateSchema,
      response: { 200: orderResponseSchema },
    },
    handler: async (request) => {
      const order = await app.db.transaction((tx) => updateOrderAgentAndMeta(tx, request.ctx, request.params.id, request.body));
      return { data: order };
    },
  });
}

import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { orderCancelSchema, orderResponseSchema } from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { cancelOrder } from '../../services/orders/cancel-order';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function patchOrderCancel(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.orderCancel),
    config: {
      // Either cancel flag lets the request in; the handler then checks the one this order's type needs.
      access: { anyOf: [{ path: PATHS.orders, flag: 'canCancelTrial' }, { path: PATHS.orders, flag: 'canCancelPurchase' }] },
    },
    schema: {
      tags: ['orders'],
      summary: 'Cancel an allocation',
      description:
        'A TRIAL needs canCancelTrial, a PAYMENT or PAYMENT_VIDEO canCancelPurchase (403 otherwise). Without ' +
        'canViewAllOrders an order the caller cannot see answers 404. Already cancelled: 409. Sets CANCELLED with ' +
        'the reason as remark, appends to the history and takes the student out of the lessons of this order that ' +
        'have not started yet; past lessons and the class membership stay.',
      params: z.object({ id: idSchema }),
      body: orderCancelSchema,
      response: { 200: orderResponseSchema },
    },
    handler: async (request) => {
      const order = await app.db.transaction((tx) => cancelOrder(tx, request.ctx, request.params.id, request.body.remark));
      return { data: order };
    },
  });
}

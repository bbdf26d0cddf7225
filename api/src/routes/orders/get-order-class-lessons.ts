import { z } from 'zod';
import { listEnvelope } from '@backoffice/domain/api';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { orderClassLessonsQuerySchema, orderLessonOptionSchema } from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { listClassLessons } from '../../services/orders/search';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getOrderClassLessons(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.orderClassLessons),
    config: { access: { anyOf: [{ path: PATHS.orders, flag: 'canCreateOrder' }] } },
    schema: {
      tags: ['orders'],
      summary: "A class's active lessons between two days (create dialog)",
      description:
        '`from` and `to` are centre days, both included; by default today to three months ahead, at most one year. ' +
        'By scheduled_on. Unknown class: 404.',
      params: z.object({ id: idSchema }),
      querystring: orderClassLessonsQuerySchema,
      response: { 200: listEnvelope(orderLessonOptionSchema) },
    },
    handler: async (request) => listClassLessons(app.db, request.ctx, request.params.id, request.query),
  });
}

import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { orderCreateSchema, orderResponseSchema } from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import { createOrder, formDraft } from '../../services/orders/create-order';
import { retryOnNewStudentRace } from '../../services/orders/errors';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postOrder(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.orderCreate),
    config: { access: { anyOf: [{ path: PATHS.orders, flag: 'canCreateOrder' }] } },
    schema: {
      tags: ['orders'],
      summary: 'Create an allocation',
      description:
        'Allocates every active lesson of `class` scheduled from `start_date` to `end_date` (both included; none: 400 ' +
        'on start_date). The student is the user with `email` (any case); an unknown email creates a Student when ' +
        "`remark` is NEW (any case), else 400 'There are no users with that email'; a non-student's email: 400. " +
        'Without canCreateNormal only TRIAL (403). A trial starts PROCESSED (free, billable_lesson 0), a purchase INIT. ' +
        '`agent_id` must be an Agent; without it an Agent creator is the agent, anyone else leaves it empty. The ' +
        "student joins the class and each lesson (group by type) it is not in yet. One transaction: a failure saves nothing.",
      body: orderCreateSchema,
      response: { 201: orderResponseSchema },
    },
    handler: async (request, reply) => {
      const draft = formDraft(request.body);
      const order = await retryOnNewStudentRace(() => createOrder(app.db, request.ctx, draft));
      return reply.code(201).send({ data: order });
    },
  });
}

import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../plugins/auth';
import type { OrderContext } from '../../services/orders/context';
import type { App } from '../types';

/** The order services' context for a request: the signed-in user, the app's clock and the centre's time zone. */
export function orderContext(app: App, request: FastifyRequest): OrderContext {
  const { user, role } = requireAuth(request);
  return { actor: { user, role }, now: app.clock.now(), timezone: app.config.centreTimezone, requestId: request.id };
}

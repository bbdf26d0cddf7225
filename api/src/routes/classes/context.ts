import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../plugins/auth';
import type { ClassContext } from '../../services/classes/context';
import type { App } from '../types';

/** The class and lesson services' context for a request: the signed-in user and the app's clock. */
export function classContext(app: App, request: FastifyRequest): ClassContext {
  const { user, role } = requireAuth(request);
  return { actor: { user, role }, now: app.clock.now(), requestId: request.id };
}

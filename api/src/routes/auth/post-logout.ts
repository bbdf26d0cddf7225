import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { requireAuth } from '../../plugins/auth';
import { signOut } from '../../services/auth/sessions';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postLogout(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.logout),
    config: { access: { signedIn: true } },
    schema: {
      tags: ['auth'],
      summary: 'End the current session',
      description: 'Every token of the session is refused afterwards.',
      body: z.object({}).optional(),
      response: { 200: z.object({ data: z.object({ ended: z.literal(true) }) }) },
    },
    handler: async (request) => {
      const { session } = requireAuth(request);
      await app.db.transaction((tx) => signOut(tx, request.ctx, session.id));
      app.sessionCache.forgetSession(session.id);
      return { data: { ended: true as const } };
    },
  });
}

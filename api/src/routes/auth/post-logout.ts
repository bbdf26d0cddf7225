import { z } from 'zod';
import { requireAuth } from '../../plugins/auth';
import { signOut } from '../../services/auth/sessions';
import type { App } from '../types';

export function postLogout(app: App) {
  app.post(
    '/logout',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['auth'],
        summary: 'End the current session',
        description: 'Every token of the session is refused afterwards.',
        body: z.object({}).optional(),
        response: { 200: z.object({ data: z.object({ ended: z.literal(true) }) }) },
      },
    },
    async (request) => {
      const { session } = requireAuth(request);
      await app.db.transaction((tx) => signOut(tx, request.ctx, session.id));
      app.sessionCache.forgetSession(session.id);
      return { data: { ended: true as const } };
    },
  );
}

import { z } from 'zod';
import { recordAudit } from '../../db/repositories/audit';
import { endSession } from '../../db/repositories/sessions';
import { requireAuth } from '../../plugins/auth';
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
      const { session, user } = requireAuth(request);
      const now = app.clock.now();
      await app.db.transaction(async (tx) => {
        await endSession(tx, session.id, 'logout', now);
        await recordAudit(tx, {
          actorId: user.id,
          action: 'auth.signOut',
          entity: 'session',
          entityId: session.id,
          requestId: request.id,
          at: now,
        });
      });
      app.sessionCache.forgetSession(session.id);
      return { data: { ended: true as const } };
    },
  );
}

import { z } from 'zod';
import { MESSAGES } from '@backoffice/domain/messages';
import { newPasswordSchema } from '@backoffice/domain/validation';
import { recordAudit } from '../../db/repositories/audit';
import { endOtherSessions } from '../../db/repositories/sessions';
import { setPasswordHash } from '../../db/repositories/users';
import { requireAuth } from '../../plugins/auth';
import { hashPassword } from '../../services/auth/passwords';
import type { App } from '../types';

export function postChangePassword(app: App) {
  app.post(
    '/changePassword',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['auth'],
        summary: "Change the signed-in user's password",
        description: 'Ends every other session of the user; the session that changed it stays signed in.',
        body: z.object({ password: newPasswordSchema }),
        response: {
          200: z.object({ data: z.object({ message: z.string(), endedSessions: z.number().int() }) }),
        },
      },
    },
    async (request) => {
      const { user, session } = requireAuth(request);
      const passwordHash = await hashPassword(request.body.password);
      const now = app.clock.now();
      const endedSessions = await app.db.transaction(async (tx) => {
        await setPasswordHash(tx, user.id, passwordHash, now);
        const ended = await endOtherSessions(tx, user.id, session.id, 'password_changed', now);
        // The hash itself is never written to the audit log.
        await recordAudit(tx, {
          actorId: user.id,
          action: 'auth.changePassword',
          entity: 'user',
          entityId: user.id,
          after: { endedSessions: ended },
          requestId: request.id,
          at: now,
        });
        return ended;
      });
      // The other sessions just ended; the kept rows of this user are stale.
      app.sessionCache.forgetUser(user.id);
      return { data: { message: MESSAGES.passwordChanged, endedSessions } };
    },
  );
}

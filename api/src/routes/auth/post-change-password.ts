import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { MESSAGES } from '@backoffice/domain/messages';
import { newPasswordSchema } from '@backoffice/domain/validation';
import { requireAuth } from '../../plugins/auth';
import { hashPassword } from '../../services/auth/passwords';
import { changePassword } from '../../services/auth/sessions';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postChangePassword(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.changePassword),
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
    handler: async (request) => {
      const { user, session } = requireAuth(request);
      const passwordHash = await hashPassword(request.body.password);
      const endedSessions = await app.db.transaction((tx) => changePassword(tx, request.ctx, session.id, passwordHash));
      // The other sessions just ended; the kept rows of this user are stale.
      app.sessionCache.forgetUser(user.id);
      return { data: { message: MESSAGES.passwordChanged, endedSessions } };
    },
  });
}

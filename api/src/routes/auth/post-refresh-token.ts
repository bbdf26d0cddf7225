import { z } from 'zod';
import { tokenResponseSchema } from '@backoffice/domain/api';
import { requireAuth } from '../../plugins/auth';
import { issueToken } from '../../services/auth/tokens';
import type { App } from '../types';

export function postRefreshToken(app: App) {
  app.post(
    '/refreshToken',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags: ['auth'],
        summary: 'Renew the token of a live session',
        description: 'Send the current, unexpired token. The new one expires in 30 minutes or when the session ends.',
        body: z.object({}).optional(),
        response: { 200: tokenResponseSchema },
      },
    },
    async (request) => ({ data: issueToken(app, requireAuth(request).session, app.clock.now()) }),
  );
}

import { z } from 'zod';
import { tokenResponseSchema } from '@backoffice/domain/api';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { requireAuth } from '../../plugins/auth';
import { issueToken } from '../../services/auth/tokens';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postRefreshToken(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.refreshToken),
    config: { access: { signedIn: true } },
    schema: {
      tags: ['auth'],
      summary: 'Renew the token of a live session',
      description: 'Send the current, unexpired token. The new one expires in 30 minutes or when the session ends.',
      body: z.object({}).optional(),
      response: { 200: tokenResponseSchema },
    },
    handler: async (request) => ({ data: issueToken(app, requireAuth(request).session, app.clock.now()) }),
  });
}

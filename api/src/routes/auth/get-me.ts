import { meResponseSchema } from '@backoffice/domain/api';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { requireAuth } from '../../plugins/auth';
import { toMe } from '../../services/users/to-me';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getMe(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.me),
    config: { access: { signedIn: true } },
    schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: meResponseSchema } },
    handler: async (request) => ({ data: toMe(requireAuth(request).user) }),
  });
}

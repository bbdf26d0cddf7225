import { meResponseSchema } from '@backoffice/domain/api';
import { requireAuth } from '../../plugins/auth';
import { toMe } from '../../services/users/to-me';
import type { App } from '../types';

export function getMe(app: App) {
  app.get(
    '/me',
    {
      config: { access: { signedIn: true } },
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: meResponseSchema } },
    },
    async (request) => ({ data: toMe(requireAuth(request).user) }),
  );
}

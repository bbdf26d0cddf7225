import { authRequestSchema, authResponseSchema } from '@backoffice/domain/api';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { signIn } from '../../services/auth/sessions';
import { issueToken } from '../../services/auth/tokens';
import { toMe } from '../../services/users/to-me';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postAuth(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.signIn),
    config: { access: { public: true } },
    schema: {
      tags: ['auth'],
      summary: 'Sign in with email and password',
      description:
        'Wrong email or password: 401 with the same answer whether or not the email exists. Student and TA: 401 ' +
        "'Invalid user type'. Repeated failures per account or address: 429.",
      body: authRequestSchema,
      response: { 200: authResponseSchema },
    },
    handler: async (request) => {
      const { email, password } = request.body;
      const now = app.clock.now();
      const { user, session } = await signIn(app.db, {
        email,
        password,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? null,
        now,
        requestId: request.id,
      });
      const token = issueToken(app, session, now);
      return { data: { ...token, user: toMe(user) } };
    },
  });
}

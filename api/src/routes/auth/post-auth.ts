import { authRequestSchema, authResponseSchema } from '@backoffice/domain/api';
import { isStaffRole } from '@backoffice/domain/roles';
import { recordAudit } from '../../db/repositories/audit';
import { createSession } from '../../db/repositories/sessions';
import { findUserByEmail } from '../../db/repositories/users';
import { invalidUserType, wrongCredentials } from '../../errors';
import { SESSION_TTL_SECONDS } from '../../plugins/auth';
import { verifyAgainstNothing, verifyPassword } from '../../services/auth/passwords';
import { assertNotThrottled, countFailure, forgetFailures } from '../../services/auth/throttle';
import { issueToken } from '../../services/auth/tokens';
import { toMe } from '../../services/users/to-me';
import type { App } from '../types';

export function postAuth(app: App) {
  app.post(
    '/auth',
    {
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
    },
    async (request) => {
      const { email, password } = request.body;
      const now = app.clock.now();
      await assertNotThrottled(app.db, email, request.ip, now);

      const user = await findUserByEmail(app.db, email);
      const passwordMatches =
        user?.passwordHash && user.isActive
          ? await verifyPassword(user.passwordHash, password)
          : await verifyAgainstNothing(password);
      if (!user || !passwordMatches) {
        await countFailure(app.db, email, request.ip, now);
        throw wrongCredentials();
      }
      await forgetFailures(app.db, email);
      // Checked only after the password, so the answer never tells a stranger what kind of account an email has.
      if (!isStaffRole(user.type)) throw invalidUserType();

      const session = await app.db.transaction(async (tx) => {
        const created = await createSession(tx, {
          userId: user.id,
          expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
          userAgent: request.headers['user-agent'] ?? null,
          ip: request.ip,
          now,
        });
        await recordAudit(tx, {
          actorId: user.id,
          action: 'auth.signIn',
          entity: 'session',
          entityId: created.id,
          requestId: request.id,
          at: now,
        });
        return created;
      });
      const token = issueToken(app, session, now);
      return { data: { ...token, user: toMe(user) } };
    },
  );
}

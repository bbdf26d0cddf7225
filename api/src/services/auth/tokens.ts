import type { FastifyInstance } from 'fastify';
import type { SessionRow } from '../../db/repositories/sessions';
import { TOKEN_TTL_SECONDS, type TokenClaims } from '../../plugins/auth';

/** A token for a session, never outliving the session itself. */
export function issueToken(app: FastifyInstance, session: SessionRow, now: Date): { token: string; expiresAt: string } {
  const secondsLeft = Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000);
  const expiresIn = Math.max(1, Math.min(TOKEN_TTL_SECONDS, secondsLeft));
  const claims: TokenClaims = { sid: session.id, sub: session.userId };
  const token = app.jwt.sign(claims, { expiresIn });
  return { token, expiresAt: new Date(now.getTime() + expiresIn * 1000).toISOString() };
}

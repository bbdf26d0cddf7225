import type { FastifyInstance } from 'fastify';
import type { SessionRow } from '../../db/repositories/sessions';

export type TokenClaims = { sid: string; sub: string };

/** A token lives 30 minutes; the client renews it through /refreshToken while the user is active. */
export const TOKEN_TTL_SECONDS = 30 * 60;
/** A session ends 12 hours after sign-in however active the user is: one working day. */
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

/** A token for a session, never outliving the session itself. */
export function issueToken(app: FastifyInstance, session: SessionRow, now: Date): { token: string; expiresAt: string } {
  const secondsLeft = Math.floor((session.expiresAt.getTime() - now.getTime()) / 1000);
  const expiresIn = Math.max(1, Math.min(TOKEN_TTL_SECONDS, secondsLeft));
  const claims: TokenClaims = { sid: session.id, sub: session.userId };
  const token = app.jwt.sign(claims, { expiresIn });
  return { token, expiresAt: new Date(now.getTime() + expiresIn * 1000).toISOString() };
}

import { isStaffRole } from '@backoffice/domain/roles';
import { createSession, endOtherSessions, endSession, type SessionRow } from '../../db/repositories/sessions';
import { findUserByEmail, setPasswordHash } from '../../db/repositories/users';
import type { UserRow } from '../../db/schema/users';
import type { Db, Tx } from '../../db/types';
import { invalidUserType, wrongCredentials } from '../../errors';
import { recordAudit } from '../audit';
import type { RequestContext } from '../request-context';
import { verifyAgainstNothing, verifyPassword } from './passwords';
import { assertNotThrottled, countFailure, forgetFailures } from './throttle';
import { SESSION_TTL_SECONDS } from './tokens';

/** Who is signing in, from where, and the request's moment and id. */
export type SignInAttempt = {
  email: string;
  password: string;
  ip: string;
  userAgent: string | null;
  now: Date;
  requestId: string;
};

/**
 * Signs in with email and password and opens a session (audited). A wrong email or password answers the same
 * whether or not the email exists and counts towards the throttle, outside any transaction so the count stays when the
 * sign-in fails; Student and TA are refused only after a correct password, so the answer never tells a stranger what
 * kind of account an email has.
 */
export async function signIn(db: Db, attempt: SignInAttempt): Promise<{ user: UserRow; session: SessionRow }> {
  const { email, password, ip, now } = attempt;
  await assertNotThrottled(db, email, ip, now);

  const user = await findUserByEmail(db, email);
  const passwordMatches =
    user?.passwordHash && user.isActive ? await verifyPassword(user.passwordHash, password) : await verifyAgainstNothing(password);
  if (!user || !passwordMatches) {
    await countFailure(db, email, ip, now);
    throw wrongCredentials();
  }
  await forgetFailures(db, email);
  if (!isStaffRole(user.type)) throw invalidUserType();

  const session = await db.transaction(async (tx) => {
    const created = await createSession(tx, {
      userId: user.id,
      expiresAt: new Date(now.getTime() + SESSION_TTL_SECONDS * 1000),
      userAgent: attempt.userAgent,
      ip,
      now,
    });
    // The user signing in is the actor: nobody was signed in before.
    const ctx = { actor: { user }, now, requestId: attempt.requestId };
    await recordAudit(tx, ctx, { action: 'auth.signIn', entity: 'session', id: created.id });
    return created;
  });
  return { user, session };
}

/** Ends the caller's session (audited); its tokens are refused afterwards. */
export async function signOut(tx: Tx, ctx: RequestContext, sessionId: string): Promise<void> {
  await endSession(tx, sessionId, 'logout', ctx.now);
  await recordAudit(tx, ctx, { action: 'auth.signOut', entity: 'session', id: sessionId });
}

/**
 * Sets the caller's password (already hashed: hashing is slow and stays outside the transaction) and ends its other
 * sessions; answers how many ended. The hash itself is never written to the audit log.
 */
export async function changePassword(tx: Tx, ctx: RequestContext, sessionId: string, passwordHash: string): Promise<number> {
  const userId = ctx.actor.user.id;
  await setPasswordHash(tx, userId, passwordHash, ctx.now);
  const ended = await endOtherSessions(tx, userId, sessionId, 'password_changed', ctx.now);
  await recordAudit(tx, ctx, { action: 'auth.changePassword', entity: 'user', id: userId, after: { endedSessions: ended } });
  return ended;
}

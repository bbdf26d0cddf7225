import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../types';
import { prepared } from '../prepared';
import { sessions } from '../schema/auth';
import { users, type UserRow } from '../schema/users';

export type SessionRow = typeof sessions.$inferSelect;

export async function createSession(
  db: DbOrTx,
  values: { userId: string; expiresAt: Date; userAgent: string | null; ip: string | null; now: Date },
): Promise<SessionRow> {
  const [row] = await db
    .insert(sessions)
    .values({
      userId: values.userId,
      expiresAt: values.expiresAt,
      userAgent: values.userAgent,
      ip: values.ip,
      created: values.now,
      lastSeenAt: values.now,
    })
    .returning();
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** The session and its user, whether or not the session is still alive: the caller decides. Runs on every request. */
export async function findSessionWithUser(
  db: DbOrTx,
  sessionId: string,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const statement = prepared(db, 'session_with_user', (handle, name) =>
    handle
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sql.placeholder('sessionId')))
      .limit(1)
      .prepare(name),
  );
  const [row] = await statement.execute({ sessionId });
  return row;
}

export async function touchSession(db: DbOrTx, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, sessionId));
}

export async function endSession(db: DbOrTx, sessionId: string, reason: string, at: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ endedAt: at, endedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.endedAt)));
}

/** Ends every live session of a user but one (a password change keeps the session that made it). */
export async function endOtherSessions(
  db: DbOrTx,
  userId: string,
  keepSessionId: string,
  reason: string,
  at: Date,
): Promise<number> {
  const ended = await db
    .update(sessions)
    .set({ endedAt: at, endedReason: reason })
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId), isNull(sessions.endedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

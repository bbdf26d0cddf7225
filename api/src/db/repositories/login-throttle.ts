import { eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../types';
import { loginThrottle } from '../schema/auth';

export type ThrottleState = { key: string; lockedUntil: Date | null };

export async function findLocks(db: DbOrTx, keys: string[]): Promise<ThrottleState[]> {
  return db
    .select({ key: loginThrottle.key, lockedUntil: loginThrottle.lockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys));
}

/**
 * Counts one failure for a key inside a sliding window and locks the key once it reaches its limit.
 * One statement, so concurrent failures cannot both slip under the limit.
 */
export async function recordFailure(
  db: DbOrTx,
  key: string,
  limit: number,
  windowSeconds: number,
  lockSeconds: number,
  now: Date,
): Promise<void> {
  const windowStart = sql`${now.toISOString()}::timestamptz - make_interval(secs => ${windowSeconds})`;
  const lockEnd = sql`${now.toISOString()}::timestamptz + make_interval(secs => ${lockSeconds})`;
  await db
    .insert(loginThrottle)
    .values({ key, failures: 1, windowStart: now, lockedUntil: limit <= 1 ? sql`${lockEnd}` : null })
    .onConflictDoUpdate({
      target: loginThrottle.key,
      set: {
        failures: sql`CASE WHEN ${loginThrottle.windowStart} < ${windowStart} THEN 1 ELSE ${loginThrottle.failures} + 1 END`,
        windowStart: sql`CASE WHEN ${loginThrottle.windowStart} < ${windowStart} THEN ${now.toISOString()}::timestamptz ELSE ${loginThrottle.windowStart} END`,
        lockedUntil: sql`CASE
          WHEN ${loginThrottle.windowStart} >= ${windowStart} AND ${loginThrottle.failures} + 1 >= ${limit} THEN ${lockEnd}
          ELSE ${loginThrottle.lockedUntil} END`,
      },
    });
}

export async function clearFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, key));
}

import { and, eq, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../types';
import { loginThrottle, sessions } from '../schema/auth';
import { idempotencyKeys } from '../schema/idempotency';
import { outbox } from '../schema/outbox';

// Rows deleted per statement: PGlite is one connection, and one long delete would hold every request behind it.
const PURGE_BATCH = 500;

/** Deletes, a batch at a time, the rows of a table that `where` picks; answers how many went. */
async function purgeInBatches(db: Db, table: PgTable, key: PgColumn, where: SQL | undefined): Promise<number> {
  let purged = 0;
  for (;;) {
    const batch = db.select({ key }).from(table).where(where).limit(PURGE_BATCH);
    const deleted = await db.delete(table).where(inArray(key, batch)).returning({ key });
    purged += deleted.length;
    if (deleted.length < PURGE_BATCH) return purged;
  }
}

/** Sessions that ended (sign-out, password change) or ran out before `before`. */
export function purgeSessionsEndedBefore(db: Db, before: Date): Promise<number> {
  return purgeInBatches(
    db,
    sessions,
    sessions.id,
    or(and(isNotNull(sessions.endedAt), lt(sessions.endedAt, before)), lt(sessions.expiresAt, before)),
  );
}

/** Throttle rows whose counting window began before `windowStartBefore` and that lock nothing after `now`. */
export function purgeIdleThrottleRows(db: Db, windowStartBefore: Date, now: Date): Promise<number> {
  return purgeInBatches(
    db,
    loginThrottle,
    loginThrottle.key,
    and(lt(loginThrottle.windowStart, windowStartBefore), or(isNull(loginThrottle.lockedUntil), lt(loginThrottle.lockedUntil, now))),
  );
}

/** Messages sent before `before`, and messages given up (`failed`) that were queued before it. */
export function purgeDeliveredMessages(db: Db, before: Date): Promise<number> {
  return purgeInBatches(
    db,
    outbox,
    outbox.id,
    or(and(isNotNull(outbox.sentAt), lt(outbox.sentAt, before)), and(eq(outbox.status, 'failed'), lt(outbox.created, before))),
  );
}

/** Idempotency keys (and their stored answers) claimed before `before`, a batch at a time (their key is two columns). */
export async function purgeIdempotencyKeysBefore(db: Db, before: Date): Promise<number> {
  let purged = 0;
  for (;;) {
    const batch = db
      .select({ userId: idempotencyKeys.userId, key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(lt(idempotencyKeys.created, before))
      .limit(PURGE_BATCH);
    const deleted = await db
      .delete(idempotencyKeys)
      .where(sql`(${idempotencyKeys.userId}, ${idempotencyKeys.key}) IN (${batch})`)
      .returning({ key: idempotencyKeys.key });
    purged += deleted.length;
    if (deleted.length < PURGE_BATCH) return purged;
  }
}

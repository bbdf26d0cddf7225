import { and, eq, isNull } from 'drizzle-orm';
import { idempotencyKeys } from '../schema/idempotency';
import type { DbOrTx } from '../types';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;
export type IdempotencyClaim = { userId: string; key: string; route: string; requestHash: string };

/**
 * Claims a key for a request about to be handled: true when this request holds it now; false when the key is already
 * taken (by an earlier request, answered or still running). One statement, so two requests racing with one key cannot
 * both claim it.
 */
export async function claimIdempotencyKey(db: DbOrTx, claim: IdempotencyClaim, now: Date): Promise<boolean> {
  const rows = await db
    .insert(idempotencyKeys)
    .values({ ...claim, created: now })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function findIdempotencyKey(db: DbOrTx, userId: string, key: string): Promise<IdempotencyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return row;
}

/** Stores the answer of the request that held the key, for its repeats. */
export async function completeIdempotencyKey(db: DbOrTx, userId: string, key: string, statusCode: number, response: string): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response })
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.statusCode)));
}

/** Frees a key whose request wrote nothing (refused, or failed): a repeat is then handled afresh. */
export async function releaseIdempotencyKey(db: DbOrTx, userId: string, key: string): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key), isNull(idempotencyKeys.statusCode)));
}

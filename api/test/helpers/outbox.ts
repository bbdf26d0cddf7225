import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import { outbox } from '../../src/db/schema/outbox';

export type OutboxRow = typeof outbox.$inferSelect;

/** Every outbox row, oldest first (ties by id). */
export async function allOutbox(db: DbOrTx): Promise<OutboxRow[]> {
  return db.select().from(outbox).orderBy(asc(outbox.created), asc(outbox.id));
}

/** The outbox rows about one lesson, oldest first. */
export async function outboxOfLesson(db: DbOrTx, lessonId: string): Promise<OutboxRow[]> {
  return db
    .select()
    .from(outbox)
    .where(sql`${outbox.context} ->> 'lessonId' = ${lessonId}`)
    .orderBy(asc(outbox.created), asc(outbox.id));
}

export async function outboxCount(db: DbOrTx): Promise<number> {
  return (await db.select({ id: outbox.id }).from(outbox)).length;
}

/** Waits until the condition holds (checked every 50 ms), failing after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

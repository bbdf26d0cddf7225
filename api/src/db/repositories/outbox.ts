import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../types';
import { outbox } from '../schema/outbox';
import { users } from '../schema/users';

export type OutboxRow = typeof outbox.$inferSelect;
export type NewOutboxRow = typeof outbox.$inferInsert;
export type OutboxChannel = OutboxRow['channel'];

// A message body is a whole HTML email (up to some 100 kB of rich text): a few hundred of them make a large statement.
const INSERT_CHUNK = 100;

/**
 * Queues messages. One whose dedupe key is already in the outbox is left as it is (`ON CONFLICT DO NOTHING`), so a
 * repeated request queues nothing twice, even when the two race. The answer: the dedupe keys queued now.
 */
export async function queueOutboxMessages(tx: DbOrTx, rows: readonly NewOutboxRow[]): Promise<Set<string>> {
  const queued = new Set<string>();
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    const inserted = await tx
      .insert(outbox)
      .values(rows.slice(start, start + INSERT_CHUNK))
      .onConflictDoNothing({ target: outbox.dedupeKey })
      .returning({ dedupeKey: outbox.dedupeKey });
    for (const row of inserted) queued.add(row.dedupeKey);
  }
  return queued;
}

/**
 * Claims up to `limit` queued messages of these channels that are due, oldest first: each gets one more attempt and
 * is leased until `leaseUntil`, so no other sender takes it meanwhile. One statement, so the rows stay locked only as
 * long as it runs (PGlite is one connection: a transaction held while mail is sent would block every request); `SKIP
 * LOCKED` lets several API processes on PostgreSQL claim side by side without waiting for each other.
 */
export async function claimDueMessages(
  db: DbOrTx,
  claim: { channels: readonly OutboxChannel[]; now: Date; leaseUntil: Date; limit: number },
): Promise<OutboxRow[]> {
  if (claim.channels.length === 0) return [];
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'queued'),
        inArray(outbox.channel, [...claim.channels]),
        or(isNull(outbox.nextAttemptAt), lte(outbox.nextAttemptAt, claim.now)),
      ),
    )
    .orderBy(asc(outbox.created), asc(outbox.id))
    .limit(claim.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, nextAttemptAt: claim.leaseUntil })
    .where(inArray(outbox.id, due))
    .returning();
  return rows.sort((a, b) => a.created.getTime() - b.created.getTime() || a.id.localeCompare(b.id));
}

export async function markMessageSent(db: DbOrTx, id: string, at: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: at, nextAttemptAt: null, lastError: null })
    .where(eq(outbox.id, id));
}

/** A delivery attempt failed: the error is kept; the message waits until `retryAt`, or is given up (`retryAt` null). */
export async function markAttemptFailed(db: DbOrTx, id: string, failure: { error: string; retryAt: Date | null }): Promise<void> {
  await db
    .update(outbox)
    .set({
      lastError: failure.error,
      status: failure.retryAt ? 'queued' : 'failed',
      nextAttemptAt: failure.retryAt,
    })
    .where(eq(outbox.id, id));
}

export type LessonMessageRow = Pick<
  OutboxRow,
  'id' | 'channel' | 'toAddress' | 'subject' | 'status' | 'attempts' | 'lastError' | 'context' | 'created' | 'sentAt'
> & { recipientName: string | null };

/** The messages about one lesson: `outbox_lesson_idx` holds exactly these, by lesson and creation. */
function aboutLesson(lessonId: string): SQL {
  return sql`${outbox.context} ->> 'kind' = 'lesson' AND (${outbox.context} ->> 'lessonId') = ${lessonId}`;
}

/** A lesson's latest messages, newest first (ties by id), with the recipient's name, and how many it has in all. */
export async function listLessonMessages(
  db: DbOrTx,
  lessonId: string,
  limit: number,
): Promise<{ rows: LessonMessageRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: outbox.id,
        channel: outbox.channel,
        toAddress: outbox.toAddress,
        subject: outbox.subject,
        status: outbox.status,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        context: outbox.context,
        created: outbox.created,
        sentAt: outbox.sentAt,
        recipientName: users.name,
      })
      .from(outbox)
      .leftJoin(users, eq(users.id, outbox.recipientId))
      .where(aboutLesson(lessonId))
      .orderBy(desc(outbox.created), desc(outbox.id))
      .limit(limit),
    db.select({ value: count() }).from(outbox).where(aboutLesson(lessonId)),
  ]);
  return { rows, total: total?.value ?? 0 };
}

import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { stampedAt } from './columns';

/**
 * Email and SMS leave through this table: a request only queues messages, a sender delivers them. Without SMTP the
 * messages stay here, visible to staff.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    status: text('status', { enum: ['queued', 'sent', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * Not before this instant: the sender leases a message it is sending until then (a sender that dies mid-send leaves
     * it to be tried again), and a message that failed waits here for its next try. Null: due now.
     */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    /** What the message is about, e.g. `{ kind: 'lesson', lessonId, classId, group, requestId }` for an announcement. */
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    /** One message per recipient and request: a repeated request queues nothing twice. */
    dedupeKey: text('dedupe_key').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    created: stampedAt('created'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_channel_check', sql`${t.channel} IN ('email', 'sms')`),
    uniqueIndex('outbox_dedupe_unique').on(t.dedupeKey),
    index('outbox_queued_idx').on(t.created).where(sql`${t.status} = 'queued'`),
    // A lesson's messages, newest first (the Make Announcement screen's list of what was sent).
    index('outbox_lesson_idx')
      .on(sql`(${t.context} ->> 'lessonId')`, t.created, t.id)
      .where(sql`${t.context} ->> 'kind' = 'lesson'`),
  ],
);

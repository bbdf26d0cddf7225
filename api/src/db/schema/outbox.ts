import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

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
    /** What the message is about, e.g. `{ kind: 'lesson', lessonId, group }`. */
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    /** One message per recipient and request: a repeated request queues nothing twice. */
    dedupeKey: text('dedupe_key').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    check('outbox_channel_check', sql`${t.channel} IN ('email', 'sms')`),
    uniqueIndex('outbox_dedupe_unique').on(t.dedupeKey),
    index('outbox_queued_idx').on(t.created).where(sql`${t.status} = 'queued'`),
  ],
);

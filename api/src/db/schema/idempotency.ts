import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ownedBy, stampedAt } from './columns';
import { users } from './users';

/**
 * The answers of idempotent writes, by who sent them and their Idempotency-Key (issue 17): a repeat of the request
 * gets the stored answer instead of doing the write again. A row without a status is a request still being handled.
 * Housekeeping removes them after a day (services/housekeeping/purge.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownedBy('user_id', () => users.id),
    key: text('key').notNull(),
    /** The method and route of the request, and a hash of its parameters and body: the same key for another request is refused. */
    route: text('route').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    /** The answer's body as sent (JSON text), for the repeat to get the same bytes. */
    response: text('response'),
    created: stampedAt('created'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.created)],
);

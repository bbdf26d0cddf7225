import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, smallint, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { stampedAt } from './columns';

export type NewsDetail = { title?: string; url?: string; summary?: string; image?: string; youtube_link?: string };

/** The four fixed news slots: 0 the announcement, 1–3 the Left, Middle and Right articles. */
export const news = pgTable(
  'news',
  {
    id: uuid('id').primaryKey(),
    slot: smallint('slot').notNull(),
    detail: jsonb('detail').$type<NewsDetail>().notNull().default({}),
    updatedById: uuid('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updated: stampedAt('updated'),
  },
  (t) => [check('news_slot_check', sql`${t.slot} BETWEEN 0 AND 3`), uniqueIndex('news_slot_unique').on(t.slot)],
);

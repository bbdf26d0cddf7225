import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { classes } from './classes';
import { users } from './users';
import { stampedAt } from './columns';

export type OrderHistoryEntry = { status: string; remark: string; at: string; by: string };
export type OrderPayment = {
  channel: string;
  provider?: string | null;
  platform?: string | null;
  completed_on?: string | null;
};
export type OrderCreatedBy = { name: string; email: string; phone_country_code: string | null; phone: string | null };
export type OrderDetail = {
  lessonList: string[];
  lesson: number;
  billable_lesson: number;
  class_obj: { _id: string; name: string };
};

/** A lesson allocation. The money record: every change is also in `history` and the audit log. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type', { enum: ['PAYMENT', 'TRIAL', 'PAYMENT_VIDEO'] }).notNull(),
    status: text('status', { enum: ['INIT', 'PROCESSED', 'PAID', 'CANCELLED'] }).notNull().default('INIT'),
    remark: text('remark').notNull().default(''),
    history: jsonb('history').$type<OrderHistoryEntry[]>().notNull().default([]),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id),
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who created it, as typed on the form (spec §3 created_by). */
    createdBy: jsonb('created_by').$type<OrderCreatedBy>().notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    payment: jsonb('payment').$type<OrderPayment>().notNull(),
    detail: jsonb('detail').$type<OrderDetail>().notNull(),
    meta: jsonb('meta').$type<{ is_renewal?: boolean } & Record<string, unknown>>().notNull().default({}),
    discountCode: text('discount_code'),
    /** A CSV row's identity, so importing the same file twice creates nothing twice. */
    importKey: text('import_key'),
    created: stampedAt('created'),
    updated: stampedAt('updated'),
  },
  (t) => [
    check('orders_type_check', sql`${t.type} IN ('PAYMENT', 'TRIAL', 'PAYMENT_VIDEO')`),
    check('orders_status_check', sql`${t.status} IN ('INIT', 'PROCESSED', 'PAID', 'CANCELLED')`),
    // Lists page newest first with the id as tiebreak (`ORDER BY created DESC, id DESC`, nulls first as PostgreSQL
    // defaults): the index must match exactly, or PostgreSQL sorts every order of the range to return twenty (25 ms
    // instead of 0.6 ms on the scale data).
    index('orders_created_idx').on(t.created.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_status_created_idx').on(t.status, t.created.desc()),
    index('orders_agent_created_idx').on(t.agentId, t.created.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('orders_student_idx').on(t.studentId, t.created.desc()),
    uniqueIndex('orders_import_key_unique').on(t.importKey),
  ],
);

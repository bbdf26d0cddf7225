import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { USER_TYPES } from '@backoffice/domain/roles';
import { stampedAt } from './columns';

const userTypeList = sql.raw(USER_TYPES.map((type) => `'${type}'`).join(', '));

/**
 * Every person: staff, students, parents, tutors and TAs, told apart by `type` (`_type`). What lists filter, sort or
 * join on are columns; the large consultation profile (student) and parent meta are jsonb documents.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull(),
    nickname: text('nickname'),
    salute: text('salute'),
    phone: text('phone'),
    phoneCountryCode: text('phone_country_code'),
    dbid: text('dbid'),
    school: text('school'),
    level: text('level'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    // Month*100+day of the birthday, for the birthday report's index (EXTRACT on a date is immutable).
    birthdayMonthDay: smallint('birthday_month_day').generatedAlwaysAs(
      sql`(EXTRACT(MONTH FROM date_of_birth) * 100 + EXTRACT(DAY FROM date_of_birth))::smallint`,
    ),
    gender: text('gender'),
    credit: numeric('credit', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    country: text('country'),
    facebook: text('facebook'),
    line: text('line'),
    contactPreference: jsonb('contact_preference').$type<{ contact?: string | null; others_type?: string | null }>(),
    customerServiceId: uuid('customer_service_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    salesAdminId: uuid('sales_admin_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Student: the consultation profile. Tutor: desc, subject, credential. */
    profile: jsonb('profile').$type<Record<string, unknown>>().notNull().default({}),
    /** Parent: occupation, family background, DISC, payment mode... (people-records §3). */
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    /** Parent: the renewal date, a column because the Renew tab filters and sorts on it. */
    dateOfRenewal: date('date_of_renewal', { mode: 'string' }),
    capabilities: text('capabilities').array().notNull().default(sql`'{}'::text[]`),
    supervisedAgents: uuid('supervised_agents').array().notNull().default(sql`'{}'::uuid[]`),
    isActive: boolean('is_active').notNull().default(true),
    created: stampedAt('created'),
    updated: stampedAt('updated'),
  },
  (t) => [
    check('users_type_check', sql`${t.type} IN (${userTypeList})`),
    check('users_gender_check', sql`${t.gender} IS NULL OR ${t.gender} IN ('m', 'f')`),
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_dbid_unique').on(t.dbid),
    index('users_type_created_idx').on(t.type, t.created),
    index('users_phone_idx').on(t.phone),
    index('users_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`lower(${t.email}) gin_trgm_ops`),
    index('users_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    // User management's quick search also reads nickname and dbid (migration 0011).
    index('users_nickname_trgm_idx').using('gin', sql`lower(${t.nickname}) gin_trgm_ops`),
    index('users_dbid_trgm_idx').using('gin', sql`lower(${t.dbid}) gin_trgm_ops`),
    // Lists of one type by name, ties by id (user management's grids, the tutor and agent pickers): a page is read in
    // order from the index and stops after its rows. Replaced users_type_name_idx, without the id (migration 0011).
    // The migration also INCLUDEs name (Drizzle cannot say so here), so a page's ids and sort keys, and the rows a deep
    // page skips, are read from the index alone. Not the searched columns too: PostgreSQL then counted a search's
    // matches by testing every student in that index (130 ms) rather than through the trigram indexes (15 ms).
    index('users_type_name_id_idx').on(t.type, sql`lower(${t.name})`, t.id),
    index('users_parent_idx').on(t.parentId),
    index('users_birthday_idx').on(t.birthdayMonthDay).where(sql`${t.type} = 'Student'`),
    // The Renew tab's order (date, parent name, id): a page reads its twenty parents in order and stops, where an index
    // on the date alone made it read and sort every parent of the first day (some 200 on the scale data).
    index('users_renewal_order_idx')
      .on(t.dateOfRenewal, sql`lower(${t.name})`, t.id)
      .where(sql`${t.dateOfRenewal} IS NOT NULL`),
    index('users_career_consultation_idx')
      .on(t.created)
      .where(sql`${t.type} = 'Student' AND (${t.profile} -> 'careerGoals' ->> 'consultation') = 'true'`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;

import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { ownedBy, staffMember, stampedAt } from './columns';

/** A class (course): the unit students buy lessons of. Defaults are the spec's (§9 Class defaults). */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    country: text('country').notNull().default('SG'),
    classType: text('class_type').notNull().default('Workshop'),
    /** Rich text, sanitised on write. */
    desc: text('desc').notNull().default(''),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    scheduleStartTime: text('schedule_start_time').notNull(),
    scheduleEndTime: text('schedule_end_time').notNull(),
    /** Free text such as 'Monday, Wednesday'. */
    scheduleDays: text('schedule_days').notNull(),
    level: text('level').array().notNull().default(sql`'{}'::text[]`),
    isFree: boolean('is_free').notNull().default(false),
    isTrial: boolean('is_trial').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isListed: boolean('is_listed').notNull().default(true),
    isSoldOut: boolean('is_sold_out').notNull().default(false),
    forceFullPurchase: boolean('force_full_purchase').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    maxCap: integer('max_cap').notNull().default(20),
    rate: numeric('rate', { precision: 12, scale: 2, mode: 'number' }).notNull().default(18),
    currency: text('currency').notNull().default('SGD'),
    created: stampedAt('created'),
    updated: stampedAt('updated'),
  },
  (t) => [
    index('classes_updated_idx').on(t.updated.desc()),
    index('classes_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/** Tutors and TAs assigned to a class. */
export const classStaff = pgTable(
  'class_staff',
  {
    classId: ownedBy('class_id', () => classes.id),
    ...staffMember(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId, t.role] }), index('class_staff_user_idx').on(t.userId)],
);

/** Students enrolled in a class (through an order or by staff). */
export const classStudents = pgTable(
  'class_students',
  {
    classId: ownedBy('class_id', () => classes.id),
    userId: ownedBy('user_id', () => users.id),
    added: stampedAt('added'),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_students_user_idx').on(t.userId)],
);

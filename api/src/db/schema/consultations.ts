import { boolean, index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { ownedBy, stampedAt } from './columns';

/** A consultation with a student and the counsellor's action plan. */
export const consultations = pgTable(
  'consultations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The day of the consultation (end of that day in the centre's time zone, people-records §5). */
    date: timestamp('date', { withTimezone: true }).notNull(),
    actionPlans: text('action_plans').notNull().default(''),
    consultationNotes: text('consultation_notes').notNull().default(''),
    /** Done. */
    action: boolean('action').notNull().default(false),
    adminId: uuid('admin_id').references(() => users.id, { onDelete: 'set null' }),
    created: stampedAt('created'),
    updated: stampedAt('updated'),
  },
  // A day's page and count are read from the index alone: its range in date order, ties by id (migration 0009).
  (t) => [index('consultations_date_id_idx').on(t.date, t.id)],
);

export const consultationStudents = pgTable(
  'consultation_students',
  {
    consultationId: ownedBy('consultation_id', () => consultations.id),
    studentId: ownedBy('student_id', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.consultationId, t.studentId] }), index('consultation_students_student_idx').on(t.studentId)],
);

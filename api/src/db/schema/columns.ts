import { text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

// Column shapes several tables share. Each builds exactly the column it replaces: the SQL schema and the migrations do
// not change.

/** The row this one belongs to (its class, lesson, user...): required, and deleted with it. */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  uuid(name).notNull().references(target, { onDelete: 'cascade' });

/** A moment set to now unless given (created, added, at...). */
export const stampedAt = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** A tutor or a TA of a class or a lesson: the user (removed with it) and the part. */
export const staffMember = (users: () => AnyPgColumn) => ({
  userId: ownedBy('user_id', users),
  role: text('role', { enum: ['tutor', 'ta'] }).notNull(),
});

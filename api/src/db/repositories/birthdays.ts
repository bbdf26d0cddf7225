import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../types';
import { users } from '../schema/users';
import { contactColumns } from './users';

/** Active students whose birthday (month*100+day) is one of the given days, by name. */
export async function findStudentsBornOn(db: DbOrTx, monthDays: number[]) {
  return db
    .select({
      ...contactColumns,
      dateOfBirth: users.dateOfBirth,
    })
    .from(users)
    .where(and(eq(users.type, 'Student'), eq(users.isActive, true), inArray(users.birthdayMonthDay, monthDays)))
    .orderBy(asc(users.name), asc(users.id));
}

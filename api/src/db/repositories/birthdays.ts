import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { users } from '../schema/users';

/** Active students whose birthday (month*100+day) is one of the given days, by name. */
export async function findStudentsBornOn(db: DbOrTx, monthDays: number[]) {
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      phone: users.phone,
      phoneCountryCode: users.phoneCountryCode,
      dateOfBirth: users.dateOfBirth,
    })
    .from(users)
    .where(and(eq(users.type, 'Student'), eq(users.isActive, true), inArray(users.birthdayMonthDay, monthDays)))
    .orderBy(asc(users.name), asc(users.id));
}

import type { BirthdayStudent } from '@backoffice/domain/records';
import { findStudentsBornOn } from '../../db/repositories/birthdays';
import type { DbOrTx } from '../../db/types';
import { dayjs } from '../../lib/time';
import { toContact } from '../users/to-contact';

/**
 * Active students whose birthday falls on the day `instant` falls on in the centre's time zone, by name. In a year
 * without 29 February, students born that day are listed on the 28th.
 */
export async function studentsWithBirthday(db: DbOrTx, instant: string, timezone: string): Promise<BirthdayStudent[]> {
  const day = dayjs(instant).tz(timezone);
  const monthDays = [(day.month() + 1) * 100 + day.date()];
  if (monthDays[0] === 228 && !isLeapYear(day.year())) monthDays.push(229);
  const rows = await findStudentsBornOn(db, monthDays);
  return rows.map((row) => ({ ...toContact(row), date_of_birth: row.dateOfBirth ?? '' }));
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

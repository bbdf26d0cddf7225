import { queryOptions, useQuery } from '@tanstack/react-query';
import { postList } from '@backoffice/api-client';
import { birthdayStudentSchema, type BirthdayStudent } from '@backoffice/domain/records';
import { centreDay, centreDayBounds } from '@backoffice/domain/time';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

/** POST /admin/report/birthday-student with the start of the chosen day in the centre's time zone (spec §7). */
export function getBirthdayStudents(day: string) {
  const { start } = centreDayBounds(day);
  return postList<BirthdayStudent>(ENDPOINTS.birthdayStudents.path, { birthday_date: start.toISOString() }, { schema: birthdayStudentSchema });
}

/** The day the calendar searches when it opens: today in the centre's time zone. */
export function firstBirthdayDay(now: Date = new Date()): string {
  return centreDay(now);
}

/** A day's search: the calendar's useBirthdayStudents and the remote's preload ask with the same key. */
export function birthdayStudentsQueryOptions(day: string) {
  return queryOptions({ queryKey: ['reports', 'birthday-students', day], queryFn: () => getBirthdayStudents(day) });
}

export function useBirthdayStudents(day: string) {
  return useQuery(birthdayStudentsQueryOptions(day));
}

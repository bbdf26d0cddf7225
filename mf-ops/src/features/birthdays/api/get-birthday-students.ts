import { useQuery } from '@tanstack/react-query';
import { postList } from '@backoffice/api-client';
import { birthdayStudentSchema, centreDayBounds, type BirthdayStudent } from '@backoffice/domain';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

/** POST /admin/report/birthday-student with the start of the chosen day in the centre's time zone (spec §7). */
export function getBirthdayStudents(day: string) {
  const { start } = centreDayBounds(day);
  return postList<BirthdayStudent>(ENDPOINTS.birthdayStudents.path, { birthday_date: start.toISOString() }, { schema: birthdayStudentSchema });
}

export function useBirthdayStudents(day: string | null) {
  return useQuery({
    queryKey: ['reports', 'birthday-students', day],
    queryFn: () => getBirthdayStudents(day!),
    enabled: day !== null,
  });
}

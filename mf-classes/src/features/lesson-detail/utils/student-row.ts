import type { LessonStudent } from '@backoffice/domain/classes';
import { formatClockOf, formatDuration, minutesBetween } from '../../../shared/utils/lesson-time';

/** '+66 812345678'; the number alone without a country code; '—' without a number. */
export function formatPhone(countryCode: string | null, phone: string | null): string {
  const number = phone?.trim();
  if (!number) return '—';
  const code = countryCode?.trim().replace(/^\+/, '');
  return code ? `+${code} ${number}` : number;
}

/**
 * A student's attendance as the row shows it (Zoom or ClickMeeting join and leave, people-records §2), times in centre
 * time: joined, left, and how long in between ('—' for what is not known).
 */
export function attendanceOf(student: Pick<LessonStudent, 'joined_at' | 'left_at'>): { joined: string; left: string; duration: string } {
  return {
    joined: student.joined_at ? formatClockOf(student.joined_at) : '—',
    left: student.left_at ? formatClockOf(student.left_at) : '—',
    duration: student.joined_at && student.left_at ? formatDuration(minutesBetween(student.joined_at, student.left_at)) : '—',
  };
}

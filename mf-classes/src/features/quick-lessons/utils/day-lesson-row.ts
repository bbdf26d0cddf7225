/**
 * How a Quick Lesson Management row reads (back-office §2): the students, the tutors and the time of day in the
 * centre's time zone. The screen's own words the spec leaves to us are here too.
 */
import { centreDay, dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import type { DayLessonItem } from '@backoffice/domain/classes';
import type { UserRef } from '@backoffice/domain/records';
import { shiftDay } from '@backoffice/ui';

/** The spec names no empty text for this screen; this one follows the dashboard's 'No … on this date ({date})'. */
export const noLessonsOn = (day: string) => `No lessons on this day (${formatListDay(day)})`;

/** '2026-03-02' → '2 Mar 2026', as the class pages write a calendar day. */
export function formatListDay(day: string): string {
  return dayjs(day).format('D MMM YYYY');
}

/** The `date` query parameter when it is a real calendar day ('YYYY-MM-DD'), else null (the page then shows today). */
export function dayParam(value: string | null): string | null {
  return value !== null && shiftDay(value, 0) === value ? value : null;
}

/** The 1-based `page` query parameter when it is a whole number ≥ 1, else 1. */
export function pageParam(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/**
 * The day and page the list shows for its address's query: `date` (today in the centre's time zone without a real
 * day) and `page`. The page reads its address with this, and the remote's preload reads the address it is going to.
 */
export function dayListPlaceOf(params: URLSearchParams, now: Date = new Date()): { day: string; page: number } {
  return { day: dayParam(params.get('date')) ?? centreDay(now), page: pageParam(params.get('page')) };
}

/**
 * 'HH:mm–HH:mm' in the centre's time zone. The list holds the lessons *ending* on `day`, so a lesson that began the day
 * before says so: '1 Mar 23:30–00:30'. (An end on another day than `day` is dated the same way.)
 */
export function formatLessonClock(start: string, end: string, day: string, zone = getCentreTimezone()): string {
  const part = (instant: string) => {
    const time = dayjs(instant).tz(zone);
    return time.format('YYYY-MM-DD') === day ? time.format('HH:mm') : time.format('D MMM HH:mm');
  };
  return `${part(start)}–${part(end)}`;
}

/**
 * The Student name cell: up to three names, then '+N more' for the rest of `student_count`. `names` is what the row
 * carries (the first three of the lesson's students by name); a count above it are the others.
 */
export function studentSummary(students: readonly UserRef[], count: number): { names: string; more: string | null } {
  const total = Math.max(count, students.length);
  if (students.length === 0) {
    return { names: total === 0 ? '—' : `${total} ${total === 1 ? 'student' : 'students'}`, more: null };
  }
  const rest = total - students.length;
  return { names: students.map((student) => student.name).join(', '), more: rest > 0 ? `+${rest} more` : null };
}

/** The Teacher name cell. */
export function tutorNames(lesson: Pick<DayLessonItem, 'tutor'>): string {
  return lesson.tutor.length > 0 ? lesson.tutor.map((tutor) => tutor.name).join(', ') : '—';
}

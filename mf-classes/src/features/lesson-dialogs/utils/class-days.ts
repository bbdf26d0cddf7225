import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/**
 * The weekdays (0 = Sunday) a class schedule's free-text day of week names: 'Monday, Wednesday' → [1, 3]. Full names
 * and three-letter abbreviations count, in any case; anything else is ignored.
 */
export function weekdaysOf(dateOfWeek: string): number[] {
  const found = new Set<number>();
  for (const match of dateOfWeek.toLowerCase().matchAll(/[a-z]+/g)) {
    const index = WEEKDAYS.findIndex((day) => match[0].startsWith(day));
    if (index !== -1) found.add(index);
  }
  return [...found].sort((a, b) => a - b);
}

/**
 * The first day from today on (centre time) on which the class meets, as 'YYYY-MM-DD': the default date of a new
 * lesson and of the first batch row. Today when the day of week names no weekday.
 */
export function nextClassDay(dateOfWeek: string, now: Date = new Date(), zone = getCentreTimezone()): string {
  const today = dayjs(now).tz(zone);
  const days = weekdaysOf(dateOfWeek);
  // Day arithmetic on the calendar date alone (UTC), so no daylight-saving shift can move a day.
  const start = dayjs.utc(today.format('YYYY-MM-DD'));
  for (let i = 0; i < 7; i += 1) {
    const candidate = start.add(i, 'day');
    if (days.includes(candidate.day())) return candidate.format('YYYY-MM-DD');
  }
  return start.format('YYYY-MM-DD');
}

/** A calendar day `days` later: ('2026-12-28', 7) → '2027-01-04'. */
export function addDays(day: string, days: number): string {
  return dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');
}

/** Whole minutes from one wall-clock 'HH:mm' to another, or null when either is not a time. */
export function minutesFromTo(start: string, end: string): number | null {
  const toMinutes = (time: string) => {
    const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
    return match ? Number(match[1]) * 60 + Number(match[2]) : null;
  };
  const from = toMinutes(start);
  const to = toMinutes(end);
  return from === null || to === null ? null : to - from;
}

/** A centre day and wall-clock time as an ISO instant; null when either is not valid. */
export function centreInstant(day: string, time: string, zone = getCentreTimezone()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return null;
  const instant = dayjs.tz(`${day}T${time}`, zone);
  return instant.isValid() && instant.format('YYYY-MM-DD') === day ? instant.toISOString() : null;
}

/**
 * How the class pages show lesson times (back-office §2: 'dddd, Do MMM YYYY, h:mma', e.g. 'Monday, 3rd Feb 2025,
 * 4:30pm'), always in the centre's time zone, whatever the device's. The lesson detail and the lesson dialogs use these
 * too; they belong in @backoffice/domain's time.ts beside the other centre-time helpers (asked for).
 */
import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';

/**
 * 1 → '1st', 2 → '2nd', 3 → '3rd', 11 → '11th', 22 → '22nd': what dayjs's advancedFormat gives for 'Do' in English.
 * Written out because the one dayjs of the product is extended only in @backoffice/domain (CONVENTIONS), and extending
 * the shared instance from a remote would change it for every other remote in the page.
 */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

/** 'dddd, Do MMM YYYY' in the centre's time zone: 'Monday, 3rd Feb 2025'. */
function formatLessonDay(instant: string | Date, zone: string): string {
  const time = dayjs(instant).tz(zone);
  return `${time.format('dddd')}, ${ordinal(time.date())} ${time.format('MMM YYYY')}`;
}

/** 'dddd, Do MMM YYYY, h:mma' in the centre's time zone: 'Monday, 3rd Feb 2025, 4:30pm'. */
export function formatLessonTime(instant: string | Date, zone = getCentreTimezone()): string {
  return `${formatLessonDay(instant, zone)}, ${formatClockOf(instant, zone)}`;
}

/** The time of day of an instant in the centre's time zone: '4:30pm'. */
export function formatClockOf(instant: string | Date, zone = getCentreTimezone()): string {
  return dayjs(instant).tz(zone).format('h:mma');
}

/**
 * A lesson's start and end: 'Monday, 3rd Feb 2025, 4:30pm – 6:00pm', or both in full when the lesson ends on another
 * day (centre time).
 */
export function formatLessonRange(start: string, end: string, zone = getCentreTimezone()): string {
  const { lead, tail } = lessonRangeParts(start, end, zone);
  return `${lead} ${tail}`;
}

/**
 * formatLessonRange in two parts joined by a space, so a narrow column can break between them and keep the rest
 * together: the day and the time range ('Monday, 3rd Feb 2025,' and '4:30pm – 6:00pm'), or when the lesson ends on
 * another day, the start and the end ('Monday, 3rd Feb 2025, 10:00pm –' and 'Tuesday, 4th Feb 2025, 1:00am').
 */
export function lessonRangeParts(start: string, end: string, zone = getCentreTimezone()): { lead: string; tail: string } {
  const sameDay = dayjs(start).tz(zone).format('YYYY-MM-DD') === dayjs(end).tz(zone).format('YYYY-MM-DD');
  if (!sameDay) return { lead: `${formatLessonTime(start, zone)} –`, tail: formatLessonTime(end, zone) };
  return { lead: `${formatLessonDay(start, zone)},`, tail: `${formatClockOf(start, zone)} – ${formatClockOf(end, zone)}` };
}

/** A class schedule's wall-clock 'HH:mm' (already centre time) as the lesson times read: '16:30' → '4:30pm'. */
export function formatScheduleTime(time: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(time.trim());
  if (!match) return time;
  const hours = Number(match[1]);
  if (hours > 23) return time;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${match[2]}${hours < 12 ? 'am' : 'pm'}`;
}

/** A lesson has ended once its end time is past (back-office §2: it then reads 'Ended'). */
export function hasEnded(endedOn: string, now: Date = new Date()): boolean {
  return Date.parse(endedOn) < now.getTime();
}

/** Whole minutes from one instant to another (rounded); negative when `to` is before `from`. */
export function minutesBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 60_000);
}

/** 45 → '45 min', 60 → '1 h', 90 → '1 h 30 min'; a negative or unknown duration → '—'. */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes) || minutes < 0) return '—';
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

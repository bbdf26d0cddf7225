/**
 * The one dayjs of the product, extended once (CONVENTIONS: singletons are configured once), with the centre's time
 * zone. Every day boundary — today, a chosen date, birthdays, renewals — is computed in that zone, not the device's.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };

export const DEFAULT_CENTRE_TIMEZONE = 'Asia/Bangkok';

let centreTimezone = DEFAULT_CENTRE_TIMEZONE;

/** Set once at start-up from configuration (the server's CENTRE_TIMEZONE, the shell's runtime file). */
export function setCentreTimezone(zone: string): void {
  centreTimezone = zone;
}

export function getCentreTimezone(): string {
  return centreTimezone;
}

/** The calendar day (YYYY-MM-DD) an instant falls on in the centre's time zone. */
export function centreDay(instant: Date | string | number = new Date(), zone = centreTimezone): string {
  return dayjs(instant).tz(zone).format('YYYY-MM-DD');
}

/** The start and end (exclusive) of a centre day, as instants. */
export function centreDayBounds(day: string, zone = centreTimezone): { start: Date; end: Date } {
  const start = dayjs.tz(day, zone).startOf('day');
  return { start: start.toDate(), end: start.add(1, 'day').toDate() };
}

/**
 * The one dayjs of the product, extended once (CONVENTIONS: singletons are configured once), with the centre's time
 * zone. Every day boundary — today, a chosen date, birthdays, renewals — is computed in that zone, not the device's.
 */
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { getCentreTimezone } from './centre-timezone';
import { cachedZoneConversion } from './zone-conversion';

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.extend(cachedZoneConversion);

export { dayjs };

export { DEFAULT_CENTRE_TIMEZONE, getCentreTimezone, setCentreTimezone } from './centre-timezone';

/** The calendar day (YYYY-MM-DD) an instant falls on in the centre's time zone. */
export function centreDay(instant: Date | string | number = new Date(), zone = getCentreTimezone()): string {
  return dayjs(instant).tz(zone).format('YYYY-MM-DD');
}

/** The start and end (exclusive) of a centre day, as instants. */
export function centreDayBounds(day: string, zone = getCentreTimezone()): { start: Date; end: Date } {
  const start = dayjs.tz(day, zone).startOf('day');
  return { start: start.toDate(), end: start.add(1, 'day').toDate() };
}

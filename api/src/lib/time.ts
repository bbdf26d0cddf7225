import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

// The server's one dayjs, extended once. Day boundaries are always computed in the centre's time zone.
dayjs.extend(utc);
dayjs.extend(timezone);

export { dayjs };

/** The calendar day (YYYY-MM-DD) an instant falls on in the centre's time zone. */
export function centreDay(instant: Date | string, zone: string): string {
  return dayjs(instant).tz(zone).format('YYYY-MM-DD');
}

/** The start and end (exclusive) of a centre-time-zone day, as instants. */
export function centreDayBounds(day: string, zone: string): { start: Date; end: Date } {
  const start = dayjs.tz(day, zone).startOf('day');
  return { start: start.toDate(), end: start.add(1, 'day').toDate() };
}

import { centreDayBounds, dayjs } from '../../lib/time';

// dayjs's time-zone conversion formats through Intl on every call: at list rates it showed as a tenth of the API's
// CPU. Day boundaries never change, and the list asks for a handful of days, so they are remembered.
const MAX_REMEMBERED = 1000;
const bounds = new Map<string, { start: Date; end: Date }>();
const monthsBack = new Map<string, string>();

function remember<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  const known = cache.get(key);
  if (known !== undefined) return known;
  if (cache.size >= MAX_REMEMBERED) cache.clear();
  const value = compute();
  cache.set(key, value);
  return value;
}

/** The start and end (exclusive) of a centre day, as instants (copies: callers may not share Dates). */
export function dayBounds(day: string, zone: string): { start: Date; end: Date } {
  const known = remember(bounds, `${zone}|${day}`, () => centreDayBounds(day, zone));
  return { start: new Date(known.start), end: new Date(known.end) };
}

/** The centre day `months` before `day`. */
export function monthsBefore(day: string, months: number, zone: string): string {
  return remember(monthsBack, `${zone}|${day}|${months}`, () =>
    dayjs.tz(day, zone).subtract(months, 'month').format('YYYY-MM-DD'),
  );
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The centre day an instant falls on (`centreDay`, with one cached formatter per zone instead of a dayjs conversion). */
export function centreToday(now: Date, zone: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  const format = remember(
    dayFormats,
    zone,
    () => new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  );
  return format.format(now);
}

/** The centre's time zone: "today" and birthdays are days there (ARCHITECTURE §4). */
export const CENTRE_TIMEZONE = 'Asia/Bangkok';

/** A day as 'YYYY-MM-DD' in the centre's time zone. */
export function centreDay(at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: CENTRE_TIMEZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** 'YYYY-MM-DD' plus some days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' → 'DD-MM-YYYY', the screens' day format. */
export function toDisplayDay(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}-${month}-${year}`;
}

/** The start of a centre day as an ISO instant with the centre's offset (Bangkok has no daylight saving: +07:00). */
export function centreDayStart(day: string): string {
  return `${day}T00:00:00+07:00`;
}

// ----------------------------------------------------------------------------------------------------------------
// The spec's timestamp 'dddd, Do MMM YYYY, h:mma', written out by hand from the spec (never the product's code).

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function weekdayOf(day: string): string {
  return WEEKDAYS[new Date(`${day}T00:00:00Z`).getUTCDay()] as string;
}

function ordinalOf(n: number): string {
  if (n % 100 >= 11 && n % 100 <= 13) return `${n}th`;
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th'}`;
}

/** '16:30' → '4:30pm'. */
export function clockOf(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return `${hours % 12 === 0 ? 12 : hours % 12}:${String(minutes).padStart(2, '0')}${hours < 12 ? 'am' : 'pm'}`;
}

/** A centre day and clock as 'Tuesday, 24th Nov 2026, 4:30pm'. */
export function lessonTime(day: string, time: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${weekdayOf(day)}, ${ordinalOf(date)} ${MONTHS[month - 1]} ${year}, ${clockOf(time)}`;
}

/** A lesson on one centre day: 'Tuesday, 24th Nov 2026, 4:30pm – 6:00pm'. */
export function lessonRange(day: string, start: string, end: string): string {
  return `${lessonTime(day, start)} – ${clockOf(end)}`;
}

/** '2026-11-24' → '24 Nov 2026', as the class list shows a class's days. */
export function shortDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${date} ${MONTHS[month - 1]} ${year}`;
}

/** 'YYYY-MM-DD' one calendar month earlier, the last day of that month when it is shorter (31 March → 28 February). */
export function monthBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfPrevious = new Date(Date.UTC(year, month - 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 2, Math.min(date, lastOfPrevious))).toISOString().slice(0, 10);
}

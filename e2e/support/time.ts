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

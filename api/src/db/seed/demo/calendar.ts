import { centreDay, centreDayBounds, dayjs } from '../../../lib/time';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * Days and instants of the demo data, all relative to "today" in the centre's time zone. Calendar arithmetic is done on
 * plain dates (UTC, no time) and only then placed in the zone, so a zone with daylight saving cannot shift a day.
 */
export class DemoCalendar {
  /** Today in the centre's time zone, `YYYY-MM-DD`. */
  readonly today: string;

  constructor(
    readonly now: Date,
    readonly timezone: string,
  ) {
    this.today = centreDay(now, timezone);
  }

  /** The calendar day `offset` days from today. */
  day(offset: number): string {
    return dayjs.utc(this.today).add(offset, 'day').format('YYYY-MM-DD');
  }

  /** The day `months` calendar months before today (31 March → 28/29 February, as dayjs and the dashboard count). */
  monthsAgo(months: number): string {
    return dayjs.utc(this.today).subtract(months, 'month').format('YYYY-MM-DD');
  }

  /** How many days a calendar day lies after today (negative: before). */
  offsetOf(day: string): number {
    return dayjs.utc(day).diff(dayjs.utc(this.today), 'day');
  }

  /** 0 = Sunday ... 6 = Saturday, of the day `offset` days from today. */
  weekday(offset: number): number {
    return dayjs.utc(this.day(offset)).day();
  }

  static weekdayName(weekday: number): string {
    return WEEKDAY_NAMES[((weekday % 7) + 7) % 7] ?? 'Monday';
  }

  /** The instant of a wall-clock time (`HH:mm`) on the day `offset` days from today, in the centre's zone. */
  at(offset: number, time: string): Date {
    return dayjs.tz(`${this.day(offset)} ${time}`, this.timezone).toDate();
  }

  startOf(offset: number): Date {
    return centreDayBounds(this.day(offset), this.timezone).start;
  }

  /** The last millisecond of a day: how a consultation's day is stored (people-records §5, end of day). */
  endOf(offset: number): Date {
    return new Date(centreDayBounds(this.day(offset), this.timezone).end.getTime() - 1);
  }

  endOfDay(day: string): Date {
    return new Date(centreDayBounds(day, this.timezone).end.getTime() - 1);
  }

  /** A date of birth or renewal: a calendar day as text. */
  static addDays(day: string, days: number): string {
    return dayjs.utc(day).add(days, 'day').format('YYYY-MM-DD');
  }

  addMinutes(instant: Date, minutes: number): Date {
    return new Date(instant.getTime() + minutes * 60_000);
  }

  /**
   * Things that already happened (payments, notes, feedback) must not lie in the future of `now`: when the demo is
   * seeded early in the morning, today's afternoon events are moved back to just before now.
   */
  notAfterNow(instant: Date, slackMinutes = 1): Date {
    const latest = this.now.getTime() - slackMinutes * 60_000;
    return instant.getTime() > latest ? new Date(latest) : instant;
  }

  /** An instant earlier today: at `time` if that has passed, otherwise just before now, never before midnight. */
  earlierToday(time: string): Date {
    const start = this.startOf(0).getTime();
    const wanted = this.notAfterNow(this.at(0, time)).getTime();
    return new Date(Math.max(start, wanted));
  }
}

import { centreDay, centreDayBounds, dayjs } from '../../../lib/time';

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/**
 * Days and instants of the demo data, all relative to "today" in the centre's time zone. Calendar arithmetic is done on
 * plain dates (UTC, no time) and only then placed in the zone, so a zone with daylight saving cannot shift a day.
 */
export class DemoCalendar {
  /** Today in the centre's time zone, `YYYY-MM-DD`. */
  readonly today: string;
  // Zone conversions are the slow part of building the data set, and the same lesson times recur.
  private readonly instants = new Map<string, number>();
  private readonly days = new Map<number, string>();

  constructor(
    readonly now: Date,
    readonly timezone: string,
  ) {
    this.today = centreDay(now, timezone);
  }

  /** The calendar day `offset` days from today. */
  day(offset: number): string {
    let day = this.days.get(offset);
    if (day === undefined) {
      day = dayjs.utc(this.today).add(offset, 'day').format('YYYY-MM-DD');
      this.days.set(offset, day);
    }
    return day;
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
    return new Date(`${this.day(offset)}T00:00:00Z`).getUTCDay();
  }

  static weekdayName(weekday: number): string {
    return WEEKDAY_NAMES[((weekday % 7) + 7) % 7] ?? 'Monday';
  }

  /** The instant of a wall-clock time (`HH:mm`) on the day `offset` days from today, in the centre's zone. */
  at(offset: number, time: string): Date {
    const key = `${offset} ${time}`;
    let epoch = this.instants.get(key);
    if (epoch === undefined) {
      epoch = dayjs.tz(`${this.day(offset)} ${time}`, this.timezone).valueOf();
      this.instants.set(key, epoch);
    }
    return new Date(epoch);
  }

  startOf(offset: number): Date {
    return this.at(offset, '00:00');
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

  /** An instant moved to not after now, and not before today's midnight: for things that happened today. */
  todayNotAfterNow(instant: Date): Date {
    return new Date(Math.max(this.startOf(0).getTime(), this.notAfterNow(instant).getTime()));
  }

  /** An instant earlier today: at `time` if that has passed, otherwise just before now, never before midnight. */
  earlierToday(time: string): Date {
    return this.todayNotAfterNow(this.at(0, time));
  }
}

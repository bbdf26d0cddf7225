import type { Dayjs, PluginFunc } from 'dayjs';

/**
 * `tz()` of dayjs's timezone plugin with one Intl.DateTimeFormat per zone, kept. The plugin's own converts with
 * `Date#toLocaleString('en-US', { timeZone })`, which builds a new ICU formatter on every call: about 0.4 ms each, so a
 * list's page of dates cost 10–40 ms of the first render on a slow machine (issue 20: /orders formats each row's
 * Created). The result is the plugin's, value for value (zone-conversion.test.ts compares the two); extend after it.
 */
export const cachedZoneConversion: PluginFunc = (_options, dayjsClass, dayjsFactory) => {
  const proto = dayjsClass.prototype as DayjsInternals;
  const pluginTz = proto.tz;
  proto.tz = function tz(this: DayjsInternals, timezone?: string, keepLocalTime = false) {
    // No zone named: the plugin's default zone, which only the plugin knows.
    if (timezone === undefined) return pluginTz.call(this, timezone, keepLocalTime);
    if (!this.isValid()) return this;
    const oldOffset = this.utcOffset();
    const { text, offset } = wallClock(this.toDate(), timezone);
    let converted: DayjsInternals;
    if (!Number(offset)) {
      // An offset of 0 is UTC mode, as in the plugin.
      converted = this.utcOffset(0, keepLocalTime) as DayjsInternals;
    } else {
      converted = (dayjsFactory(text, { locale: this.$L }) as DayjsInternals)
        .$set('millisecond', this.$ms)
        .utcOffset(offset, true) as DayjsInternals;
      if (keepLocalTime) converted = converted.add(oldOffset - converted.utcOffset(), 'minute') as DayjsInternals;
    }
    converted.$x.$timezone = timezone;
    return converted;
  };
};

/** The fields of a dayjs instance the conversion reads and sets (dayjs's own, not in its types). */
type DayjsInternals = Dayjs & {
  $L: string;
  $ms: number;
  $x: { $timezone?: string };
  $set(unit: 'millisecond', value: number): DayjsInternals;
};

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The zone's wall clock at `date` as `Date#toLocaleString('en-US', { timeZone })` writes it (11/28/2026, 4:41:51 AM),
 * which the plugin parses, and the zone's offset from UTC in minutes then, as the plugin's tzOffset works it out (to
 * the whole second).
 */
function wallClock(date: Date, timeZone: string): { text: string; offset: number } {
  let format = formats.get(timeZone);
  if (!format) {
    // toLocaleString's default fields and hour cycle for en-US.
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value ?? 0);
  const afternoon = parts.some((part) => part.type === 'dayPeriod' && part.value.toUpperCase() === 'PM');
  const hour = (field('hour') % 12) + (afternoon ? 12 : 0);
  const asUtc = Date.UTC(field('year'), field('month') - 1, field('day'), hour, field('minute'), field('second'));
  const wholeSeconds = date.getTime() - (date.getTime() % 1000);
  return { text: parts.map((part) => part.value).join(''), offset: (asUtc - wholeSeconds) / 60_000 };
}

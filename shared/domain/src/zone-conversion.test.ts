import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { cachedZoneConversion } from './zone-conversion';

dayjs.extend(utc);
dayjs.extend(timezone);
// The plugin's own conversion, kept to compare with before it is replaced.
const pluginTz = dayjs.prototype.tz;
dayjs.extend(cachedZoneConversion);
const cachedTz = dayjs.prototype.tz;

const ZONES = ['Asia/Bangkok', 'UTC', 'Asia/Kolkata', 'America/New_York', 'Europe/London', 'Australia/Adelaide', 'Pacific/Chatham'];
// Midnight and noon edges, a leap day, instants with milliseconds, and the daylight-saving changes of the zones above.
const INSTANTS = [
  '2026-03-10T16:59:59.999Z',
  '2026-03-10T17:00:00.000Z',
  '2026-03-11T05:00:00.000Z',
  '2028-02-29T23:30:15.250Z',
  '2026-03-08T06:59:59.000Z',
  '2026-03-08T07:00:00.000Z',
  '2026-11-01T05:30:00.000Z',
  '2026-10-25T00:59:59.500Z',
  '2026-10-25T01:00:00.000Z',
  '2026-04-04T16:29:59.000Z',
  '1999-12-31T12:00:00.001Z',
];

describe('cachedZoneConversion: tz() from one kept formatter per zone', () => {
  it.each(ZONES)('gives what the timezone plugin gives in %s', (zone) => {
    for (const instant of INSTANTS) {
      for (const keepLocalTime of [false, true]) {
        const expected = pluginTz.call(dayjs(instant), zone, keepLocalTime);
        const actual = cachedTz.call(dayjs(instant), zone, keepLocalTime);
        expect(actual.format()).toBe(expected.format());
        expect(actual.valueOf()).toBe(expected.valueOf());
        expect(actual.utcOffset()).toBe(expected.utcOffset());
        expect(actual.millisecond()).toBe(expected.millisecond());
        expect(actual.startOf('day').toISOString()).toBe(expected.startOf('day').toISOString());
      }
    }
  });

  it('leaves an invalid date as it is', () => {
    const invalid = dayjs('not a date');
    expect(cachedTz.call(invalid, 'Asia/Bangkok')).toBe(invalid);
  });
});

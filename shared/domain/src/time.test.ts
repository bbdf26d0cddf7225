import { centreDay, centreDayBounds } from './time';

describe("centre time zone (Asia/Bangkok, UTC+7)", () => {
  it('reads the day of an instant in Bangkok, not on the device', () => {
    expect(centreDay('2026-03-10T16:59:59Z')).toBe('2026-03-10');
    expect(centreDay('2026-03-10T17:00:00Z')).toBe('2026-03-11');
  });

  it('gives the bounds of a Bangkok day', () => {
    const { start, end } = centreDayBounds('2026-03-11');
    expect(start.toISOString()).toBe('2026-03-10T17:00:00.000Z');
    expect(end.toISOString()).toBe('2026-03-11T17:00:00.000Z');
  });

  it('honours another zone', () => {
    expect(centreDay('2026-03-10T17:00:00Z', 'Asia/Singapore')).toBe('2026-03-11');
    expect(centreDay('2026-03-10T15:59:00Z', 'Asia/Singapore')).toBe('2026-03-10');
  });
});

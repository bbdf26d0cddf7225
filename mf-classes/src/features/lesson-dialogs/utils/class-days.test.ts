import { addDays, centreInstant, minutesFromTo, nextClassDay, weekdaysOf } from './class-days';

describe('weekdaysOf', () => {
  it("reads the weekdays a schedule's free text names", () => {
    expect(weekdaysOf('Monday, Wednesday')).toEqual([1, 3]);
    expect(weekdaysOf('sat & SUN')).toEqual([0, 6]);
    expect(weekdaysOf('Thu')).toEqual([4]);
    expect(weekdaysOf('every day')).toEqual([]);
  });
});

describe('nextClassDay', () => {
  // Friday 20 Nov 2026, 20:00 UTC is already Saturday 21 Nov, 3am, in Bangkok.
  const now = new Date('2026-11-20T20:00:00.000Z');

  it('is the first day from today on, in centre time, on which the class meets', () => {
    expect(nextClassDay('Saturday', now)).toBe('2026-11-21');
    expect(nextClassDay('Monday', now)).toBe('2026-11-23');
    expect(nextClassDay('Friday', now)).toBe('2026-11-27');
    expect(nextClassDay('Tuesday, Friday', now)).toBe('2026-11-24');
  });

  it('is today when the schedule names no weekday', () => {
    expect(nextClassDay('', now)).toBe('2026-11-21');
  });
});

describe('addDays', () => {
  it('moves across months and years', () => {
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-26', 7)).toBe('2028-03-04');
  });
});

describe('minutesFromTo', () => {
  it('counts minutes between two wall-clock times', () => {
    expect(minutesFromTo('16:30', '18:00')).toBe(90);
    expect(minutesFromTo('18:00', '16:30')).toBe(-90);
    expect(minutesFromTo('16:30', '4pm')).toBeNull();
  });
});

describe('centreInstant', () => {
  it('reads a day and a time in the centre zone', () => {
    expect(centreInstant('2026-12-07', '16:30')).toBe('2026-12-07T09:30:00.000Z');
    expect(centreInstant('2026-12-07', '16:30', 'Asia/Singapore')).toBe('2026-12-07T08:30:00.000Z');
  });

  it('refuses days and times that do not exist', () => {
    expect(centreInstant('2026-02-30', '10:00')).toBeNull();
    expect(centreInstant('2026-12-07', '24:00')).toBeNull();
    expect(centreInstant('', '10:00')).toBeNull();
  });
});

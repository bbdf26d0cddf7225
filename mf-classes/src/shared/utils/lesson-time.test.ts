import {
  formatClockOf,
  formatDuration,
  formatLessonRange,
  formatLessonTime,
  formatScheduleTime,
  hasEnded,
  lessonRangeParts,
  minutesBetween,
  ordinal,
} from './lesson-time';

describe('ordinal', () => {
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
  ])('%i → %s', (n, expected) => {
    expect(ordinal(n)).toBe(expected);
  });
});

describe('formatLessonTime', () => {
  it("reads 'dddd, Do MMM YYYY, h:mma' in the centre's time zone (Bangkok by default)", () => {
    // 09:30 UTC is 16:30 in Bangkok (UTC+7).
    expect(formatLessonTime('2025-02-03T09:30:00.000Z')).toBe('Monday, 3rd Feb 2025, 4:30pm');
  });

  it('takes the day in the centre zone, not UTC: late evening UTC is the next morning in Bangkok', () => {
    expect(formatLessonTime('2025-03-21T20:05:00.000Z')).toBe('Saturday, 22nd Mar 2025, 3:05am');
  });

  it('follows another zone when told', () => {
    expect(formatLessonTime('2025-02-03T09:30:00.000Z', 'Asia/Singapore')).toBe('Monday, 3rd Feb 2025, 5:30pm');
  });

  it('writes noon and midnight as 12', () => {
    expect(formatLessonTime('2025-02-11T05:00:00.000Z')).toBe('Tuesday, 11th Feb 2025, 12:00pm');
    expect(formatLessonTime('2025-02-11T17:00:00.000Z')).toBe('Wednesday, 12th Feb 2025, 12:00am');
  });
});

describe('formatLessonRange', () => {
  it('gives the end as a time of day when the lesson ends the same day', () => {
    expect(formatLessonRange('2025-02-03T09:30:00.000Z', '2025-02-03T11:00:00.000Z')).toBe('Monday, 3rd Feb 2025, 4:30pm – 6:00pm');
  });

  it('gives the end in full when the lesson ends on another day (centre time)', () => {
    expect(formatLessonRange('2025-02-03T15:00:00.000Z', '2025-02-03T18:00:00.000Z')).toBe(
      'Monday, 3rd Feb 2025, 10:00pm – Tuesday, 4th Feb 2025, 1:00am',
    );
  });

  it('splits into the day and the time range (or the start and the end), for a column to keep each part together', () => {
    expect(lessonRangeParts('2025-02-03T09:30:00.000Z', '2025-02-03T11:00:00.000Z')).toEqual({
      lead: 'Monday, 3rd Feb 2025,',
      tail: '4:30pm – 6:00pm',
    });
    expect(lessonRangeParts('2025-02-03T15:00:00.000Z', '2025-02-03T18:00:00.000Z')).toEqual({
      lead: 'Monday, 3rd Feb 2025, 10:00pm –',
      tail: 'Tuesday, 4th Feb 2025, 1:00am',
    });
  });
});

describe('formatClockOf and formatScheduleTime', () => {
  it('shows a time of day as h:mma', () => {
    expect(formatClockOf('2025-02-03T09:31:00.000Z')).toBe('4:31pm');
    expect(formatScheduleTime('16:30')).toBe('4:30pm');
    expect(formatScheduleTime('09:05')).toBe('9:05am');
    expect(formatScheduleTime('00:15')).toBe('12:15am');
    expect(formatScheduleTime('12:00')).toBe('12:00pm');
  });

  it('leaves a schedule time it cannot read as it is', () => {
    expect(formatScheduleTime('after school')).toBe('after school');
    expect(formatScheduleTime('25:00')).toBe('25:00');
  });
});

describe('hasEnded', () => {
  const now = new Date('2026-11-21T10:00:00.000Z');

  it('is true once the end is past, false until then', () => {
    expect(hasEnded('2026-11-21T09:59:59.000Z', now)).toBe(true);
    expect(hasEnded('2026-11-21T10:00:01.000Z', now)).toBe(false);
  });

  it('is false at the very moment the lesson ends', () => {
    expect(hasEnded('2026-11-21T10:00:00.000Z', now)).toBe(false);
  });
});

describe('durations', () => {
  it('counts whole minutes between two instants', () => {
    expect(minutesBetween('2025-02-03T09:30:00.000Z', '2025-02-03T11:00:00.000Z')).toBe(90);
    expect(minutesBetween('2025-02-03T09:30:00.000Z', '2025-02-03T09:30:40.000Z')).toBe(1);
    expect(minutesBetween('2025-02-03T11:00:00.000Z', '2025-02-03T09:30:00.000Z')).toBe(-90);
  });

  it.each([
    [0, '0 min'],
    [45, '45 min'],
    [60, '1 h'],
    [90, '1 h 30 min'],
    [125, '2 h 5 min'],
    [-5, '—'],
    [Number.NaN, '—'],
  ])('%s minutes read %s', (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });
});

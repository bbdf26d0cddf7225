import { DAY_STUDENTS } from '../../../test/factories';
import { dayListPlaceOf, dayParam, formatLessonClock, noLessonsOn, pageParam, studentSummary, tutorNames } from './day-lesson-row';

describe('Quick Lesson Management rows', () => {
  it("reads the time as 'HH:mm–HH:mm' in the centre's time zone, dating a part on another day", () => {
    // 09:30Z is 16:30 in Bangkok, whatever the machine's zone.
    expect(formatLessonClock('2026-03-02T09:30:00.000Z', '2026-03-02T11:00:00.000Z', '2026-03-02', 'Asia/Bangkok')).toBe('16:30–18:00');
    expect(formatLessonClock('2026-03-02T09:30:00.000Z', '2026-03-02T11:00:00.000Z', '2026-03-02', 'Asia/Singapore')).toBe('17:30–19:00');
    // Began the evening before the day listed (the list holds the lessons ending that day).
    expect(formatLessonClock('2026-03-01T16:30:00.000Z', '2026-03-01T17:30:00.000Z', '2026-03-02', 'Asia/Bangkok')).toBe('1 Mar 23:30–00:30');
  });

  it("names up to three students, then '+N more' for the rest of the count", () => {
    expect(studentSummary(DAY_STUDENTS.slice(0, 2), 2)).toEqual({ names: 'Anong, Boon', more: null });
    expect(studentSummary(DAY_STUDENTS.slice(0, 3), 7)).toEqual({ names: 'Anong, Boon, Chai', more: '+4 more' });
    expect(studentSummary([], 0)).toEqual({ names: '—', more: null });
    // Students the row does not name (other groups) are still counted.
    expect(studentSummary([], 2)).toEqual({ names: '2 students', more: null });
    expect(studentSummary([], 1)).toEqual({ names: '1 student', more: null });
  });

  it('lists the tutors, or a dash', () => {
    expect(tutorNames({ tutor: DAY_STUDENTS.slice(0, 2) })).toBe('Anong, Boon');
    expect(tutorNames({ tutor: [] })).toBe('—');
  });

  it('takes only real calendar days and whole pages from the address', () => {
    expect(dayParam('2026-03-02')).toBe('2026-03-02');
    expect(dayParam('2026-02-30')).toBeNull();
    expect(dayParam('2026-3-2')).toBeNull();
    expect(dayParam('tomorrow')).toBeNull();
    expect(dayParam(null)).toBeNull();
    expect(pageParam('3')).toBe(3);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('-2')).toBe(1);
    expect(pageParam('2.5')).toBe(1);
    expect(pageParam(null)).toBe(1);
  });

  it('says which day has no lessons', () => {
    expect(noLessonsOn('2026-03-02')).toBe('No lessons on this day (2 Mar 2026)');
  });
});

describe('dayListPlaceOf', () => {
  // 18:00Z on 2 Mar is already 3 Mar in Bangkok.
  const now = new Date('2026-03-02T18:00:00.000Z');

  it("reads the day and page of the address's query", () => {
    expect(dayListPlaceOf(new URLSearchParams('date=2026-03-02&page=3'), now)).toEqual({ day: '2026-03-02', page: 3 });
  });

  it("takes today in the centre's time zone and the first page when the address names no real day or page", () => {
    expect(dayListPlaceOf(new URLSearchParams(''), now)).toEqual({ day: '2026-03-03', page: 1 });
    expect(dayListPlaceOf(new URLSearchParams('date=2026-02-30&page=0'), now)).toEqual({ day: '2026-03-03', page: 1 });
  });
});

import { classOf } from '../../../test/factories';
import { classDays, formatScheduleTimes } from './format-class';

describe('class list formats', () => {
  it("shows the dates as the centre's calendar days", () => {
    // 17:30 UTC on 30 November is already 1 December in Bangkok.
    expect(classDays(classOf(1, { start_date: '2026-11-30T17:30:00.000Z' }), 'Asia/Bangkok')).toEqual(['1 Dec 2026', '28 Feb 2027']);
    expect(classDays(classOf(1, { start_date: '2026-11-30T17:30:00.000Z' }), 'UTC')).toEqual(['30 Nov 2026', '28 Feb 2027']);
  });

  it('joins the schedule times', () => {
    expect(formatScheduleTimes({ start_time: '16:00', end_time: '18:00', date_of_week: 'Monday' })).toBe('16:00–18:00');
    expect(formatScheduleTimes({ start_time: '16:00', end_time: '', date_of_week: 'Monday' })).toBe('16:00');
  });
});

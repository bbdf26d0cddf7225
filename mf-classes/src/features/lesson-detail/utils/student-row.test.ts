import { attendanceOf, formatPhone } from './student-row';

describe('formatPhone', () => {
  it('puts the country code before the number', () => {
    expect(formatPhone('66', '812345678')).toBe('+66 812345678');
    expect(formatPhone('+65', '91234567')).toBe('+65 91234567');
  });

  it('shows the number alone without a code, and a dash without a number', () => {
    expect(formatPhone(null, '812345678')).toBe('812345678');
    expect(formatPhone('66', null)).toBe('—');
    expect(formatPhone('66', '  ')).toBe('—');
  });
});

describe('attendanceOf', () => {
  it('gives the join and leave times in centre time and the time in between', () => {
    expect(attendanceOf({ joined_at: '2025-02-03T09:31:00.000Z', left_at: '2025-02-03T11:00:00.000Z' })).toEqual({
      joined: '4:31pm',
      left: '6:00pm',
      duration: '1 h 29 min',
    });
  });

  it('shows dashes for what is not known', () => {
    expect(attendanceOf({ joined_at: '2025-02-03T09:31:00.000Z', left_at: null })).toEqual({ joined: '4:31pm', left: '—', duration: '—' });
    expect(attendanceOf({ joined_at: null, left_at: null })).toEqual({ joined: '—', left: '—', duration: '—' });
  });
});

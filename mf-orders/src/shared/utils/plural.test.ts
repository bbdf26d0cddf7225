import { countOf } from './plural';

describe('countOf', () => {
  it('puts the noun in the singular for one only', () => {
    expect(countOf(1, 'lesson')).toBe('1 lesson');
    expect(countOf(0, 'lesson')).toBe('0 lessons');
    expect(countOf(2, 'row')).toBe('2 rows');
    expect(countOf(2, 'class', 'classes')).toBe('2 classes');
  });
});

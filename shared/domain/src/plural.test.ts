import { countOf } from './plural';

describe('countOf', () => {
  it('puts the noun in the number the count asks for', () => {
    expect(countOf(1, 'lesson')).toBe('1 lesson');
    expect(countOf(0, 'lesson')).toBe('0 lessons');
    expect(countOf(21, 'lesson')).toBe('21 lessons');
    expect(countOf(1, 'class', 'classes')).toBe('1 class');
    expect(countOf(2, 'class', 'classes')).toBe('2 classes');
  });
});

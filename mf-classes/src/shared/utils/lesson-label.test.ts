import { termAndNumber } from './lesson-label';

describe('termAndNumber', () => {
  it('reads the term and the lesson number that are set', () => {
    expect(termAndNumber({ term: 2, index: 5 })).toBe('Term 2 · Lesson 5');
    expect(termAndNumber({ term: null, index: 5 })).toBe('Lesson 5');
    expect(termAndNumber({ term: 0, index: null })).toBe('Term 0');
    expect(termAndNumber({ term: null, index: null })).toBe('');
  });
});

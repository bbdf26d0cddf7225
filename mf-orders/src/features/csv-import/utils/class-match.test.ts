import { describe, expect, it } from '@jest/globals';
import { exactClassMatches } from './class-match';

const classes = [
  { _id: '1', name: 'SAT Math Bootcamp' },
  { _id: '2', name: '1-on-1 Mathematics (Grade 9)' },
  { _id: '3', name: 'IELTS Intensive (Band 7.0+)' },
];

describe('exactClassMatches', () => {
  it('matches the whole name, ignoring case and extra spaces', () => {
    expect(exactClassMatches(classes, '  ielts  intensive (band 7.0+) ')).toEqual([classes[2]]);
  });

  it('does not take a part of a name as a match', () => {
    expect(exactClassMatches(classes, 'Math')).toEqual([]);
  });
});

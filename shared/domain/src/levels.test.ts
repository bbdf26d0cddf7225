import { LEVEL_LABELS, LEVEL_YEAR_MAX, PLAIN_LEVEL_TAGS, levelTagLabel } from './levels';

describe('levelTagLabel', () => {
  it('reads a school level with its year', () => {
    expect(levelTagLabel('secondary-3')).toBe('Secondary 3');
    expect(levelTagLabel('junior-college-1')).toBe('Junior College 1');
    expect(levelTagLabel('integrated-programme-6')).toBe('Integrated Programme 6');
    expect(levelTagLabel('international-baccalaureate-diploma-programme-1')).toBe('IB Diploma Programme 1');
    expect(levelTagLabel('international-baccalaureate-diploma-programme-2')).toBe('IB Diploma Programme 2');
  });

  it('reads the plain levels', () => {
    expect(levelTagLabel('beginner')).toBe('Beginner');
    expect(levelTagLabel('intermediate')).toBe('Intermediate');
    expect(levelTagLabel('advanced')).toBe('Advanced');
  });

  it('leaves a tag that is not a known level as it is stored', () => {
    expect(levelTagLabel('secondary-7')).toBe('secondary-7');
    expect(levelTagLabel('primary-0')).toBe('primary-0');
    expect(levelTagLabel('odd-tag')).toBe('odd-tag');
    expect(levelTagLabel('')).toBe('');
  });

  it('has a label for every school level and plain tag', () => {
    expect(Object.keys(LEVEL_LABELS).sort()).toEqual([...Object.keys(LEVEL_YEAR_MAX), ...PLAIN_LEVEL_TAGS].sort());
  });
});

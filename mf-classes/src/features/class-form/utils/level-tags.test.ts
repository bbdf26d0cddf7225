import {
  FIRST_LEVEL_TAG,
  addLevelTag,
  canRemoveLevelTag,
  formatLevelTag,
  parseLevelTag,
  removeLevelTag,
  withLevel,
  withYear,
  yearsOf,
} from './level-tags';

describe('level tags', () => {
  it('reads school levels with their year and the three plain tags; anything else is unknown', () => {
    expect(parseLevelTag('secondary-3')).toEqual({ level: 'secondary', year: 3 });
    expect(parseLevelTag('international-baccalaureate-diploma-programme-2')).toEqual({
      level: 'international-baccalaureate-diploma-programme',
      year: 2,
    });
    expect(parseLevelTag('beginner')).toEqual({ level: 'beginner', year: null });
    expect(parseLevelTag('secondary-5')).toBeNull();
    expect(parseLevelTag('primary-0')).toBeNull();
    expect(parseLevelTag('university-1')).toBeNull();
  });

  it('offers the years 1 to the maximum of each level (6, 4, 2, 6, 2) and none for a plain tag', () => {
    expect(yearsOf('primary')).toEqual([1, 2, 3, 4, 5, 6]);
    expect(yearsOf('secondary')).toEqual([1, 2, 3, 4]);
    expect(yearsOf('junior-college')).toEqual([1, 2]);
    expect(yearsOf('integrated-programme')).toHaveLength(6);
    expect(yearsOf('international-baccalaureate-diploma-programme')).toEqual([1, 2]);
    expect(yearsOf('advanced')).toEqual([]);
  });

  it('clamps the year when the level changes and the year exceeds the new maximum', () => {
    expect(withLevel('primary-6', 'secondary')).toBe('secondary-4');
    expect(withLevel('primary-6', 'junior-college')).toBe('junior-college-2');
    expect(withLevel('secondary-3', 'primary')).toBe('primary-3');
    expect(withLevel('junior-college-2', 'integrated-programme')).toBe('integrated-programme-2');
  });

  it('starts a school level at year 1 from a plain tag, and drops the year for a plain one', () => {
    expect(withLevel('beginner', 'secondary')).toBe('secondary-1');
    expect(withLevel('secondary-4', 'advanced')).toBe('advanced');
  });

  it('keeps a year a whole number from 1 to the maximum', () => {
    expect(withYear('secondary-1', 4)).toBe('secondary-4');
    expect(withYear('secondary-1', 9)).toBe('secondary-4');
    expect(withYear('secondary-3', 0)).toBe('secondary-1');
    expect(withYear('secondary-3', 2.7)).toBe('secondary-2');
    expect(withYear('beginner', 3)).toBe('beginner');
    expect(formatLevelTag('primary', null)).toBe('primary-1');
  });

  it('adds a copy of the last tag, or primary-1 when there is none', () => {
    expect(addLevelTag([])).toEqual([FIRST_LEVEL_TAG]);
    expect(FIRST_LEVEL_TAG).toBe('primary-1');
    expect(addLevelTag(['primary-2', 'junior-college-1'])).toEqual(['primary-2', 'junior-college-1', 'junior-college-1']);
    expect(addLevelTag(['advanced'])).toEqual(['advanced', 'advanced']);
  });

  it('never removes the first tag', () => {
    expect(canRemoveLevelTag(['primary-1', 'primary-2'], 0)).toBe(false);
    expect(removeLevelTag(['primary-1', 'primary-2'], 0)).toEqual(['primary-1', 'primary-2']);
    expect(removeLevelTag(['primary-1'], 0)).toEqual(['primary-1']);
    expect(canRemoveLevelTag(['primary-1', 'primary-2'], 1)).toBe(true);
    expect(removeLevelTag(['primary-1', 'primary-2', 'advanced'], 1)).toEqual(['primary-1', 'advanced']);
  });
});

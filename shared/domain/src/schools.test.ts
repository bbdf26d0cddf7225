import { OTHER_SCHOOL, SCHOOLS, SCHOOL_TYPES, schoolByCode, schoolByName } from './schools';

describe('the schools catalogue', () => {
  it('lists about 68 schools', () => {
    expect(SCHOOLS.length).toBeGreaterThanOrEqual(66);
    expect(SCHOOLS.length).toBeLessThanOrEqual(70);
  });

  it('has unique codes of upper-case letters and digits', () => {
    for (const school of SCHOOLS) expect(school.code).toMatch(/^[A-Z][A-Z0-9]{1,7}$/);
    expect(new Set(SCHOOLS.map((school) => school.code)).size).toBe(SCHOOLS.length);
  });

  it('has unique names, also in any case, none of them the others choice', () => {
    const names = SCHOOLS.map((school) => school.name.toLowerCase());
    expect(new Set(names).size).toBe(SCHOOLS.length);
    expect(names).not.toContain('others');
    for (const school of SCHOOLS) expect(school.name).toBe(school.name.trim());
  });

  it('types every school as one of the three types, each used', () => {
    expect(SCHOOL_TYPES).toEqual(['government', 'international', 'others']);
    for (const school of SCHOOLS) expect(['government', 'international', 'others']).toContain(school.type);
    expect(new Set(SCHOOLS.map((school) => school.type))).toEqual(new Set(['government', 'international', 'others']));
  });

  it('holds the demo seed’s schools with their types', () => {
    const seed = [
      ['Triam Udom Suksa School', 'government'],
      ['Chulalongkorn University Demonstration Secondary School', 'government'],
      ['Mahidol Wittayanusorn School', 'government'],
      ['Suankularb Wittayalai School', 'government'],
      ['Kasetsart University Laboratory School', 'government'],
      ['Assumption College', 'others'],
      ['Mater Dei School', 'others'],
      ['Saint Joseph Convent School', 'others'],
      ['Bangkok Christian College', 'others'],
      ['Satri Witthaya School', 'government'],
      ['Bangkok Patana School', 'international'],
      ['NIST International School', 'international'],
      ['Harrow International School Bangkok', 'international'],
      ['Shrewsbury International School', 'international'],
      ['Ruamrudee International School', 'international'],
      ['KIS International School', 'international'],
      ['St. Andrews International School Sukhumvit', 'international'],
      ['Wells International School', 'international'],
    ];
    for (const [name, type] of seed) {
      expect({ name, type: SCHOOLS.find((school) => school.name === name)?.type }).toEqual({ name, type });
    }
  });

  it('stores an unlisted school as others', () => {
    expect(OTHER_SCHOOL).toBe('others');
  });
});

describe('schoolByName', () => {
  it('finds a school by its whole name, trimmed, in any case', () => {
    expect(schoolByName('Triam Udom Suksa School')).toEqual({ code: 'TUS', name: 'Triam Udom Suksa School', type: 'government' });
    expect(schoolByName('  bangkok patana school ')?.code).toBe('BPS');
    expect(schoolByName('MATER DEI SCHOOL')?.type).toBe('others');
  });

  it('finds nothing for part of a name, an unlisted school or others', () => {
    expect(schoolByName('Triam Udom')).toBeUndefined();
    expect(schoolByName('Hogwarts')).toBeUndefined();
    expect(schoolByName('others')).toBeUndefined();
    expect(schoolByName('')).toBeUndefined();
  });
});

describe('schoolByCode', () => {
  it('finds a school by its code', () => {
    expect(schoolByCode('MWIT')).toEqual({ code: 'MWIT', name: 'Mahidol Wittayanusorn School', type: 'government' });
    expect(schoolByCode('NIST')?.name).toBe('NIST International School');
  });

  it('finds nothing for an unknown code', () => {
    expect(schoolByCode('ZZZ')).toBeUndefined();
    expect(schoolByCode('')).toBeUndefined();
  });
});

import {
  MAJORS,
  PROGRAM_AREAS,
  areaDisplayName,
  fieldOfStudySlug,
  isMajorOf,
  majorByValue,
  majorValue,
  majorsOf,
  programAreaByCode,
} from './fields-of-study';

describe('fieldOfStudySlug', () => {
  it('reads the spec examples', () => {
    expect(fieldOfStudySlug('Arts & Sciences')).toBe('arts--sciences');
    expect(fieldOfStudySlug('Area, Ethnic and Multidisciplinary Studies')).toBe('area-ethnic-and-multidisciplinary-studies');
    expect(fieldOfStudySlug("Women's Studies")).toBe("women's-studies");
  });

  it('drops punctuation that is not a hyphen or an apostrophe', () => {
    expect(fieldOfStudySlug('Parks, Recreation and Leisure Studies')).toBe('parks-recreation-and-leisure-studies');
    expect(fieldOfStudySlug('St. Andrews')).toBe('st-andrews');
    expect(fieldOfStudySlug('Computer-Aided Design (CAD)')).toBe('computer-aided-design-cad');
    expect(fieldOfStudySlug('Radio/Television')).toBe('radiotelevision');
    expect(fieldOfStudySlug('Math: Pure; Applied!?')).toBe('math-pure-applied');
    expect(fieldOfStudySlug('Speech-Language Pathology')).toBe('speech-language-pathology');
  });

  it("leaves a double hyphen where '&' stood between two spaces, and collapses nothing", () => {
    expect(fieldOfStudySlug('Food Science & Technology')).toBe('food-science--technology');
    expect(fieldOfStudySlug('Drama  Studies')).toBe('drama--studies');
    expect(fieldOfStudySlug('R&D')).toBe('rd');
  });

  it('keeps digits and the ASCII apostrophe, drops a typographic one', () => {
    expect(fieldOfStudySlug('Web 3 Development')).toBe('web-3-development');
    expect(fieldOfStudySlug("Children's Literature")).toBe("children's-literature");
    expect(fieldOfStudySlug('Children\u2019s Literature')).toBe('childrens-literature');
  });

  it('trims before turning spaces into hyphens, and lowers upper case', () => {
    expect(fieldOfStudySlug('  Law  ')).toBe('law');
    expect(fieldOfStudySlug('SOCIAL SCIENCES AND LAW')).toBe('social-sciences-and-law');
    expect(fieldOfStudySlug('')).toBe('');
  });

  // Letters are Unicode letters (with their combining marks): a Thai or accented name keeps its spelling.
  it('keeps non-ASCII letters', () => {
    expect(fieldOfStudySlug('Études Françaises')).toBe('études-françaises');
    expect(fieldOfStudySlug('ภาษาไทย Studies')).toBe('ภาษาไทย-studies');
  });
});

describe('program areas', () => {
  it('are the spec’s 18, in its order, with their slugs', () => {
    expect(PROGRAM_AREAS.map((area) => [area.name, area.code])).toEqual([
      ['AGRICULTURE AND NATURAL RESOURCES CONSERVATION', 'agriculture-and-natural-resources-conservation'],
      ['ARCHITECTURE', 'architecture'],
      ['AREA, ETHNIC AND MULTIDISCIPLINARY STUDIES', 'area-ethnic-and-multidisciplinary-studies'],
      ['ARTS VISUAL AND PERFORMING', 'arts-visual-and-performing'],
      ['BUSINESS', 'business'],
      ['COMMUNICATIONS', 'communications'],
      ['COMMUNITY, FAMILY AND PERSONAL SERVICES', 'community-family-and-personal-services'],
      ['COMPUTER SCIENCE AND MATHEMATICS', 'computer-science-and-mathematics'],
      ['EDUCATION', 'education'],
      ['ENGINEERING', 'engineering'],
      ['ENGINEERING TECHNOLOGY AND DRAFTING', 'engineering-technology-and-drafting'],
      ['ENGLISH AND FOREIGN LANGUAGES', 'english-and-foreign-languages'],
      ['HEALTH ADMINISTRATION AND ASSISTING', 'health-administration-and-assisting'],
      ['HEALTH SCIENCES AND TECHNOLOGIES', 'health-sciences-and-technologies'],
      ['PHILOSOPHY, RELIGION AND THEOLOGY', 'philosophy-religion-and-theology'],
      ['REPAIR, PRODUCTION AND CONSTRUCTION', 'repair-production-and-construction'],
      ['SCIENCES BIOLOGICAL AND PHYSICAL', 'sciences-biological-and-physical'],
      ['SOCIAL SCIENCES AND LAW', 'social-sciences-and-law'],
    ]);
  });

  it('have upper-case names and each code is its name’s slug', () => {
    for (const area of PROGRAM_AREAS) {
      expect(area.name).toBe(area.name.toUpperCase());
      expect(area.code).toBe(fieldOfStudySlug(area.name));
    }
  });

  it('are found by code', () => {
    expect(programAreaByCode('business')).toEqual({ name: 'BUSINESS', code: 'business' });
    expect(programAreaByCode('BUSINESS')).toBeUndefined();
    expect(programAreaByCode('')).toBeUndefined();
  });

  it('read in title case for running text', () => {
    expect(areaDisplayName({ name: 'AGRICULTURE AND NATURAL RESOURCES CONSERVATION', code: 'x' })).toBe(
      'Agriculture and Natural Resources Conservation',
    );
    expect(areaDisplayName({ name: 'AREA, ETHNIC AND MULTIDISCIPLINARY STUDIES', code: 'x' })).toBe(
      'Area, Ethnic and Multidisciplinary Studies',
    );
    expect(areaDisplayName({ name: 'ENGLISH AND FOREIGN LANGUAGES', code: 'x' })).toBe('English and Foreign Languages');
  });
});

describe('majors', () => {
  it('number about 290', () => {
    expect(MAJORS.length).toBeGreaterThanOrEqual(280);
    expect(MAJORS.length).toBeLessThanOrEqual(300);
  });

  it('each sit in exactly one area, named and coded as that area is', () => {
    for (const major of MAJORS) {
      const areas = PROGRAM_AREAS.filter((area) => area.name === major.nameAS && area.code === major.codeAS);
      expect({ major: major.name, areas: areas.length }).toEqual({ major: major.name, areas: 1 });
    }
  });

  it('have lower-case slug codes, each its name’s slug, unique across the catalogue', () => {
    const coded = MAJORS.filter((major) => major.code !== '');
    for (const major of coded) {
      expect(major.code).toMatch(/^[a-z0-9'-]+$/);
      expect(major.code).toBe(fieldOfStudySlug(major.name));
    }
    expect(new Set(coded.map((major) => major.code)).size).toBe(coded.length);
    expect(new Set(MAJORS.map((major) => major.name)).size).toBe(MAJORS.length);
  });

  it('have Title Case names', () => {
    for (const major of MAJORS) expect(major.name).toMatch(/^[A-Z]/);
  });

  it('carry the spec’s quirks: one major without a code, and the apostrophe of Women’s Studies', () => {
    expect(MAJORS.filter((major) => major.code === '').map((major) => major.name)).toEqual(['Computer Science & Programming']);
    expect(MAJORS.find((major) => major.name === "Women's Studies")?.code).toBe("women's-studies");
    expect(MAJORS.find((major) => major.name === 'Food Science & Technology')?.code).toBe('food-science--technology');
    expect(MAJORS.find((major) => major.name === 'Parks, Recreation and Leisure Studies')?.code).toBe(
      'parks-recreation-and-leisure-studies',
    );
  });

  it('fill every area', () => {
    const empty = PROGRAM_AREAS.filter((area) => majorsOf(area.code).length === 0).map((area) => area.code);
    expect(empty).toEqual([]);
  });

  it('are listed by area: majorsOf gives only that area’s, and together they are the whole catalogue', () => {
    let total = 0;
    for (const area of PROGRAM_AREAS) {
      const majors = majorsOf(area.code);
      total += majors.length;
      for (const major of majors) expect(major.codeAS).toBe(area.code);
    }
    expect(total).toBe(MAJORS.length);
    expect(majorsOf('no-such-area')).toEqual([]);
    expect(majorsOf('business')).toBe(majorsOf('business'));
  });

  it('hold the demo seed’s area and major pairs', () => {
    const pairs = [
      ['health-sciences-and-technologies', 'medicine', 'Medicine'],
      ['health-sciences-and-technologies', 'pharmacy', 'Pharmacy'],
      ['computer-science-and-mathematics', 'computer-science', 'Computer Science'],
      ['engineering', 'civil-engineering', 'Civil Engineering'],
      ['architecture', 'architecture', 'Architecture'],
      ['social-sciences-and-law', 'law', 'Law'],
      ['social-sciences-and-law', 'international-relations', 'International Relations'],
      ['social-sciences-and-law', 'psychology', 'Psychology'],
      ['business', 'business-administration', 'Business Administration'],
      ['business', 'accounting', 'Accounting'],
      ['arts-visual-and-performing', 'graphic-design', 'Graphic Design'],
      ['communications', 'journalism', 'Journalism'],
      ['education', 'secondary-education', 'Secondary Education'],
    ];
    for (const [area, code, name] of pairs) {
      expect({ area, code, name: majorByValue(area!, code!)?.name }).toEqual({ area, code, name });
    }
  });
});

describe('a major as a form stores it', () => {
  it('is its code, or its name when it has none', () => {
    expect(majorValue({ name: 'Law', code: 'law', nameAS: 'SOCIAL SCIENCES AND LAW', codeAS: 'social-sciences-and-law' })).toBe('law');
    expect(
      majorValue({ name: 'Computer Science & Programming', code: '', nameAS: 'X', codeAS: 'computer-science-and-mathematics' }),
    ).toBe('Computer Science & Programming');
  });

  it('is found again within its area only', () => {
    expect(majorByValue('computer-science-and-mathematics', 'Computer Science & Programming')?.code).toBe('');
    expect(majorByValue('computer-science-and-mathematics', '')).toBeUndefined();
    expect(majorByValue('business', 'law')).toBeUndefined();
    expect(isMajorOf('social-sciences-and-law', 'law')).toBe(true);
    expect(isMajorOf('business', 'law')).toBe(false);
    expect(isMajorOf('social-sciences-and-law', 'Law')).toBe(false);
    expect(isMajorOf('no-such-area', 'law')).toBe(false);
    expect(isMajorOf('area-ethnic-and-multidisciplinary-studies', "women's-studies")).toBe(true);
  });
});

/**
 * The schools catalogue (people-records §9): named schools in Thailand, each with a code, plus 'others' for a school
 * that is not listed. Served from the domain package so the browser's picker and the server's validation read the same
 * list.
 */

/**
 * A school's type as the profile form knows it: 'government' (public schools, university demonstration schools
 * included), 'international', and 'others': the private Thai schools, mostly Catholic or Christian colleges.
 */
export const SCHOOL_TYPES = ['government', 'international', 'others'] as const;
export type SchoolType = (typeof SCHOOL_TYPES)[number];

/** code: short, upper-case letters and digits, unique; name unique. */
export type School = { code: string; name: string; type: SchoolType };

/** What a form stores when the student's school is not in the list. */
export const OTHER_SCHOOL = 'others';

const G = 'government';
const I = 'international';
const O = 'others';

/** Bangkok mostly, then Chiang Mai, Khon Kaen, Nakhon Ratchasima, Songkhla, Phuket and the eastern seaboard. */
export const SCHOOLS: readonly School[] = Object.freeze(
  (
    [
      // Government, Bangkok and around.
      ['TUS', 'Triam Udom Suksa School', G],
      ['TUP', 'Triam Udom Suksa Pattanakarn School', G],
      ['CUD', 'Chulalongkorn University Demonstration Secondary School', G],
      ['MWIT', 'Mahidol Wittayanusorn School', G],
      ['SK', 'Suankularb Wittayalai School', G],
      ['KUS', 'Kasetsart University Laboratory School', G],
      ['SW', 'Satri Witthaya School', G],
      ['BD', 'Bodindecha (Sing Singhaseni) School', G],
      ['DS', 'Debsirin School', G],
      ['HW', 'Horwang School', G],
      ['SSW', 'Samsen Wittayalai School', G],
      ['RVM', 'Rajavinit Mathayom School', G],
      ['SWUP', 'Srinakharinwirot University Prasarnmit Demonstration School (Secondary)', G],
      ['PDS', 'Srinakharinwirot University Patumwan Demonstration School', G],
      ['PCCPT', 'Princess Chulabhorn Science High School Pathum Thani', G],
      // Government, provinces.
      ['PCCCR', 'Princess Chulabhorn Science High School Chiang Rai', G],
      ['YRC', 'Yupparaj Wittayalai School', G],
      ['CMUD', 'Chiang Mai University Demonstration School', G],
      ['WTP', 'Wattanothaipayap School', G],
      ['KKW', 'Khon Kaen Wittayayon School', G],
      ['KNW', 'Kaennakhon Wittayalai School', G],
      ['KKUD', 'Khon Kaen University Demonstration School', G],
      ['RSW', 'Rajsima Wittayalai School', G],
      ['HYW', 'Hatyaiwittayalai School', G],
      ['PSUD', 'Prince of Songkla University Demonstration School', G],
      ['PKW', 'Phuket Wittayalai School', G],
      ['CRA', 'Chonradsadornumrung School', G],
      // Private Thai schools.
      ['AC', 'Assumption College', O],
      ['ACT', 'Assumption College Thonburi', O],
      ['ACS', 'Assumption Convent School', O],
      ['MD', 'Mater Dei School', O],
      ['SJC', 'Saint Joseph Convent School', O],
      ['BCC', 'Bangkok Christian College', O],
      ['SGC', "Saint Gabriel's College", O],
      ['WWA', 'Wattana Wittaya Academy', O],
      ['VC', 'Vajiravudh College', O],
      ['RJN', 'Rajini School', O],
      ['MFC', 'Montfort College', O],
      ['PRC', "Prince Royal's College", O],
      ['DA', 'Dara Academy', O],
      ['RCC', 'Regina Coeli College', O],
      ['SVS', 'Saengthong Vitthaya School', O],
      ['KVIS', 'Kamnoetvidya Science Academy', O],
      // International, Bangkok.
      ['BPS', 'Bangkok Patana School', I],
      ['NIST', 'NIST International School', I],
      ['HISB', 'Harrow International School Bangkok', I],
      ['SIS', 'Shrewsbury International School', I],
      ['RIS', 'Ruamrudee International School', I],
      ['KIS', 'KIS International School', I],
      ['SAIS', 'St. Andrews International School Sukhumvit', I],
      ['WIS', 'Wells International School', I],
      ['ISB', 'International School Bangkok', I],
      ['BKKP', 'Bangkok International Preparatory & Secondary School', I],
      ['CIS', 'Concordian International School', I],
      ['TCIS', 'Thai-Chinese International School', I],
      ['BCB', 'Brighton College Bangkok', I],
      ['DBS', 'Denla British School', I],
      ['WCB', 'Wellington College International School Bangkok', I],
      ['KCB', "King's College International School Bangkok", I],
      ['ASB', 'American School of Bangkok', I],
      ['SISB', 'Singapore International School of Bangkok', I],
      // International, provinces.
      ['PTIS', 'Prem Tinsulanonda International School', I],
      ['CMIS', 'Chiang Mai International School', I],
      ['BISP', 'British International School Phuket', I],
      ['UWCT', 'UWC Thailand International School', I],
      ['RISP', 'Regents International School Pattaya', I],
      ['SAGV', 'St. Andrews International School Green Valley', I],
      ['RST', 'Rugby School Thailand', I],
    ] as const
  ).map(([code, name, type]) => Object.freeze({ code, name, type })),
);

const BY_NAME: ReadonlyMap<string, School> = new Map(SCHOOLS.map((school) => [school.name.toLowerCase(), school]));
const BY_CODE: ReadonlyMap<string, School> = new Map(SCHOOLS.map((school) => [school.code, school]));

/** The listed school of that name: the whole name, trimmed, in any case. */
export function schoolByName(name: string): School | undefined {
  return BY_NAME.get(name.trim().toLowerCase());
}

/** The listed school of that code, exactly as the list writes it. */
export function schoolByCode(code: string): School | undefined {
  return BY_CODE.get(code);
}

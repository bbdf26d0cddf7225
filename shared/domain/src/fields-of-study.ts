/**
 * The fields-of-study catalogue (people-records §9): 18 program areas and the majors under them. Static lists, served
 * from the domain package so the browser's pickers and the server's validation read the same ones.
 */

/**
 * The spec's code rule: lower case; every character that is not a letter, a digit, a space, a hyphen or an apostrophe
 * is dropped; then each space becomes one hyphen. Nothing is collapsed, so 'Arts & Sciences' (the '&' dropped, its two
 * spaces kept) reads 'arts--sciences', and "Women's Studies" keeps its apostrophe: "women's-studies".
 *
 * Letters and digits are Unicode ones (a Thai or accented name keeps its spelling), with the combining marks a letter
 * carries (Thai vowels and tone marks are marks, not letters: dropping them would garble the word). Only the ASCII
 * apostrophe (U+0027) is an apostrophe here; a typographic ’ is dropped like any other punctuation.
 */
export function fieldOfStudySlug(name: string): string {
  return name
    .trim()
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{Nd} '-]/gu, '')
    .replaceAll(' ', '-');
}

/** A program area: name is the upper-case display label, code its slug. */
export type ProgramArea = { name: string; code: string };

/** A major, with its parent area as nameAS (the area's name) and codeAS (the area's code), as the spec names them. */
export type Major = { name: string; code: string; nameAS: string; codeAS: string };

/** The 18 program areas, in the spec's order and wording. */
const PROGRAM_AREA_NAMES = [
  'AGRICULTURE AND NATURAL RESOURCES CONSERVATION',
  'ARCHITECTURE',
  'AREA, ETHNIC AND MULTIDISCIPLINARY STUDIES',
  'ARTS VISUAL AND PERFORMING',
  'BUSINESS',
  'COMMUNICATIONS',
  'COMMUNITY, FAMILY AND PERSONAL SERVICES',
  'COMPUTER SCIENCE AND MATHEMATICS',
  'EDUCATION',
  'ENGINEERING',
  'ENGINEERING TECHNOLOGY AND DRAFTING',
  'ENGLISH AND FOREIGN LANGUAGES',
  'HEALTH ADMINISTRATION AND ASSISTING',
  'HEALTH SCIENCES AND TECHNOLOGIES',
  'PHILOSOPHY, RELIGION AND THEOLOGY',
  'REPAIR, PRODUCTION AND CONSTRUCTION',
  'SCIENCES BIOLOGICAL AND PHYSICAL',
  'SOCIAL SCIENCES AND LAW',
] as const;

export const PROGRAM_AREAS: readonly ProgramArea[] = Object.freeze(
  PROGRAM_AREA_NAMES.map((name) => Object.freeze({ name, code: fieldOfStudySlug(name) })),
);

/**
 * The majors' names by their area's code. Each major's code is derived from its name (fieldOfStudySlug), except the
 * one the spec lists without a code (CODELESS_MAJOR).
 */
const MAJOR_NAMES: Record<string, readonly string[]> = {
  'agriculture-and-natural-resources-conservation': [
    'Agribusiness', 'Agricultural Economics', 'Agronomy & Crop Science', 'Animal Science', 'Aquaculture',
    'Fisheries Science', 'Food Science & Technology', 'Forestry', 'Horticulture', 'Natural Resources Management',
    'Plant Pathology', 'Soil Science', 'Sustainable Agriculture', 'Wildlife Management',
  ],
  architecture: [
    'Architecture', 'Architectural History', 'Building Science', 'Environmental Design', 'Historic Preservation',
    'Interior Architecture', 'Landscape Architecture', 'Sustainable Design', 'Thai Architecture', 'Urban Design',
    'Urban & Regional Planning',
  ],
  'area-ethnic-and-multidisciplinary-studies': [
    'African Studies', 'American Studies', 'Asian Studies', 'East Asian Studies', 'Environmental Studies',
    'Gender Studies', 'Global Studies', 'Interdisciplinary Studies', 'Latin American Studies', 'Liberal Arts',
    'Peace & Conflict Studies', 'Philosophy, Politics and Economics', 'Southeast Asian Studies', 'Thai Studies',
    "Women's Studies",
  ],
  'arts-visual-and-performing': [
    'Acting', 'Animation', 'Art History', 'Ceramics', 'Dance', 'Digital Arts', 'Drama & Theatre Arts', 'Fashion Design',
    'Film Production', 'Film Studies', 'Fine Arts', 'Game Design', 'Graphic Design', 'Illustration',
    'Industrial Design', 'Interior Design', 'Music', 'Music Performance', 'Music Theory & Composition', 'Painting',
    'Photography', 'Sculpture', 'Thai Art',
  ],
  business: [
    'Accounting', 'Banking & Insurance', 'Business Administration', 'Business Analytics', 'Digital Marketing',
    'E-Commerce', 'Entrepreneurship', 'Finance', 'Hospitality Management', 'Human Resource Management',
    'International Business', 'Logistics & Supply Chain Management', 'Management Information Systems', 'Marketing',
    'Real Estate', 'Retail Management', 'Sports Management', 'Tourism Management',
  ],
  communications: [
    'Advertising', 'Broadcast Journalism', 'Communication Arts', 'Communication Studies', 'Digital Media', 'Journalism',
    'Mass Communication', 'Media Studies', 'Public Relations', 'Publishing', 'Radio & Television',
    'Strategic Communication',
  ],
  'community-family-and-personal-services': [
    'Apparel & Textiles', 'Baking & Pastry Arts', 'Child Development', 'Community Development', 'Cosmetology',
    'Culinary Arts', 'Emergency Management', 'Family & Consumer Sciences', 'Fire Science',
    'Human Development & Family Studies', 'Law Enforcement', 'Parks, Recreation and Leisure Studies', 'Social Work',
  ],
  'computer-science-and-mathematics': [
    'Actuarial Science', 'Applied Mathematics', 'Artificial Intelligence', 'Computer Networking', 'Computer Science',
    'Computer Science & Programming', 'Cybersecurity', 'Data Science', 'Financial Mathematics',
    'Human-Computer Interaction', 'Information Science', 'Information Technology', 'Mathematics', 'Operations Research',
    'Software Engineering', 'Statistics', 'Web Development',
  ],
  education: [
    'Art Education', 'Curriculum & Instruction', 'Early Childhood Education', 'Educational Leadership',
    'Educational Measurement & Evaluation', 'Educational Psychology', 'Educational Technology', 'Elementary Education',
    'English Education', 'Foreign Language Education', 'Mathematics Education', 'Music Education', 'Physical Education',
    'School Counseling', 'Science Education', 'Secondary Education', 'Special Education',
  ],
  engineering: [
    'Aerospace Engineering', 'Agricultural Engineering', 'Automotive Engineering', 'Biomedical Engineering',
    'Chemical Engineering', 'Civil Engineering', 'Computer Engineering', 'Electrical Engineering',
    'Environmental Engineering', 'Geological Engineering', 'Industrial Engineering', 'Materials Science & Engineering',
    'Mechanical Engineering', 'Mechatronics Engineering', 'Mining Engineering',
    'Naval Architecture & Marine Engineering', 'Nuclear Engineering', 'Petroleum Engineering', 'Robotics Engineering',
    'Survey Engineering', 'Telecommunications Engineering',
  ],
  'engineering-technology-and-drafting': [
    'Architectural Drafting', 'Avionics Technology', 'Civil Engineering Technology', 'Computer Engineering Technology',
    'Drafting & Design Technology', 'Electrical Engineering Technology', 'Electronics Technology',
    'Industrial Technology', 'Instrumentation & Control Technology', 'Manufacturing Technology',
    'Mechanical Engineering Technology', 'Renewable Energy Technology', 'Surveying Technology',
  ],
  'english-and-foreign-languages': [
    'Arabic', 'Chinese', 'Classics', 'Comparative Literature', 'Creative Writing', 'English', 'English Literature',
    'French', 'German', 'Italian', 'Japanese', 'Korean', 'Linguistics', 'Russian', 'Spanish',
    'Teaching English as a Foreign Language', 'Thai', 'Translation & Interpretation', 'Vietnamese',
  ],
  'health-administration-and-assisting': [
    'Dental Assisting', 'Health Care Administration', 'Health Informatics', 'Health Information Management',
    'Health Policy & Management', 'Hospital Administration', 'Medical Assisting', 'Medical Coding & Billing',
    'Medical Office Administration', 'Occupational Health & Safety', 'Pharmacy Technician', 'Surgical Technology',
  ],
  'health-sciences-and-technologies': [
    'Athletic Training', 'Cosmetic Science', 'Dental Hygiene', 'Dentistry', 'Exercise & Sport Science', 'Kinesiology',
    'Medical Technology', 'Medicine', 'Nursing', 'Nutrition & Dietetics', 'Occupational Therapy', 'Optometry',
    'Paramedicine', 'Pharmaceutical Sciences', 'Pharmacy', 'Physical Therapy', 'Public Health', 'Radiologic Technology',
    'Respiratory Therapy', 'Speech-Language Pathology', 'Thai Traditional Medicine', 'Veterinary Medicine',
  ],
  'philosophy-religion-and-theology': [
    'Biblical Studies', 'Buddhist Studies', 'Church Music', 'Comparative Religion', 'Ethics', 'Islamic Studies',
    'Pastoral Ministry', 'Philosophy', 'Religious Studies', 'Theology', 'Youth Ministry',
  ],
  'repair-production-and-construction': [
    'Aircraft Maintenance', 'Automotive Mechanics', 'Carpentry', 'Construction Management', 'Diesel Mechanics',
    'Electrical Installation', 'Furniture Making', 'Heating, Ventilation and Air Conditioning',
    'Heavy Equipment Operation', 'Machine Tool Technology', 'Masonry', 'Plumbing', 'Welding',
  ],
  'sciences-biological-and-physical': [
    'Applied Physics', 'Astronomy', 'Atmospheric Science', 'Biochemistry', 'Bioinformatics', 'Biology', 'Biotechnology',
    'Botany', 'Chemistry', 'Ecology', 'Environmental Science', 'Genetics', 'Geology', 'Marine Biology', 'Microbiology',
    'Molecular Biology', 'Neuroscience', 'Oceanography', 'Physics', 'Physiology', 'Zoology',
  ],
  'social-sciences-and-law': [
    'Anthropology', 'Archaeology', 'Criminal Justice', 'Criminology', 'Development Studies', 'Economics', 'Geography',
    'History', 'Human Rights', 'International Relations', 'Law', 'Legal Studies', 'Political Science', 'Psychology',
    'Public Administration', 'Public Policy', 'Social Policy', 'Sociology',
  ],
};

/** The spec lists this major without a code; kept as the spec has it. A form stores it by its name (majorValue). */
const CODELESS_MAJOR = 'Computer Science & Programming';

const AREA_BY_CODE: ReadonlyMap<string, ProgramArea> = new Map(PROGRAM_AREAS.map((area) => [area.code, area]));

const MAJORS_BY_AREA: ReadonlyMap<string, readonly Major[]> = new Map(
  Object.entries(MAJOR_NAMES).map(([areaCode, names]) => {
    const area = AREA_BY_CODE.get(areaCode);
    // A table key that is no area's code is a typing error in this file: fail on import rather than lose its majors.
    if (!area) throw new Error(`fields-of-study: no program area has the code '${areaCode}'`);
    const majors = names.map((name) => {
      const code = name === CODELESS_MAJOR ? '' : fieldOfStudySlug(name);
      return Object.freeze({ name, code, nameAS: area.name, codeAS: area.code });
    });
    return [areaCode, Object.freeze(majors)];
  }),
);

const NO_MAJORS: readonly Major[] = Object.freeze([]);

/** Every major, area by area in the areas' order. */
export const MAJORS: readonly Major[] = Object.freeze(
  PROGRAM_AREAS.flatMap((area) => MAJORS_BY_AREA.get(area.code) ?? NO_MAJORS),
);

export function programAreaByCode(code: string): ProgramArea | undefined {
  return AREA_BY_CODE.get(code);
}

/** The majors of one area (none for an unknown code); precomputed, so cheap on every render. */
export function majorsOf(areaCode: string): readonly Major[] {
  return MAJORS_BY_AREA.get(areaCode) ?? NO_MAJORS;
}

/** What a form stores for a major: its code; a major without a code is stored by its name. */
export function majorValue(major: Major): string {
  return major.code === '' ? major.name : major.code;
}

/** The major of that area whose stored value (majorValue) is `value`. */
export function majorByValue(areaCode: string, value: string): Major | undefined {
  return majorsOf(areaCode).find((major) => majorValue(major) === value);
}

export function isMajorOf(areaCode: string, value: string): boolean {
  return majorByValue(areaCode, value) !== undefined;
}

/** An area's name in title case for running text: 'Area, Ethnic and Multidisciplinary Studies'. */
export function areaDisplayName(area: ProgramArea): string {
  return area.name
    .split(' ')
    .map((word) => (word === 'AND' ? 'and' : word.charAt(0) + word.slice(1).toLowerCase()))
    .join(' ');
}

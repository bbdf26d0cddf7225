import { z } from 'zod';
import { programAreaByCode } from './fields-of-study';
import {
  COUNSELLOR_PROFILE_KEYS,
  GRADE_OPTIONS,
  PROFILE_DOCUMENT_KEYS,
  PROFILE_MESSAGES,
  YEAR_OPTIONS,
  studentProfileShape,
} from './student-profile';

/** The profile's parts as the student's save checks them, strict at the top so a misspelt part shows too. */
const profileSchema = z.strictObject(studentProfileShape);

type Issue = { path: string; message: string };
function issuesOf(input: unknown): Issue[] {
  const result = profileSchema.safeParse(input);
  return (result.error?.issues ?? []).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}
const accepted = (input: unknown) => expect(issuesOf(input)).toEqual([]);

/** 'Choose a specific area of …' naming the area, whatever the case the message writes its name in. */
const specificOfAreaMessage = (areaCode: string) => {
  const name = programAreaByCode(areaCode)?.name ?? areaCode;
  return expect.stringMatching(new RegExp(`^Choose a specific area of ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i'));
};

describe('the GPA boxes', () => {
  it('take a subject GPA of at most 4 characters, trimmed, and refuse a fifth', () => {
    accepted({ grade: { gpa: { english: '3.50', math: ' 4.00 ' } } });
    expect(profileSchema.parse({ grade: { gpa: { math: ' 4.00 ' } } }).grade?.gpa?.math).toBe('4.00');
    expect(issuesOf({ grade: { gpa: { english: '3.505' } } })).toEqual([
      { path: 'grade.gpa.english', message: 'English GPA must be at most 4 characters' },
    ]);
  });

  it("take the other subject's name and grade in at most 20 characters", () => {
    accepted({ grade: { others: true, gpa: { others: 'Chinese 3.5'.padEnd(20, '!') } } });
    expect(issuesOf({ grade: { gpa: { others: 'x'.repeat(21) } } })).toEqual([
      { path: 'grade.gpa.others', message: 'Others GPA must be at most 20 characters' },
    ]);
    // The 20 are the others box's only: a subject's box keeps its 4.
    expect(issuesOf({ grade: { gpa: { math: 'x'.repeat(5) } } })).toHaveLength(1);
  });
});

describe('the grade or year', () => {
  it.each(['4', '8', '12', ''])('accepts grade %j', (grade) => accepted({ gradeYearLevel: { grade } }));
  it.each(['3', '13', '4.5', 'twelve'])('refuses grade %j with the range', (grade) => {
    expect(issuesOf({ gradeYearLevel: { grade } })).toEqual([{ path: 'gradeYearLevel.grade', message: 'Grade must be 4 to 12' }]);
  });

  it.each(['5', '13', ''])('accepts year %j', (year) => accepted({ gradeYearLevel: { year } }));
  it.each(['4', '14'])('refuses year %j with the range', (year) => {
    expect(issuesOf({ gradeYearLevel: { year } })).toEqual([{ path: 'gradeYearLevel.year', message: 'Year must be 5 to 13' }]);
  });

  it('offers the grades 4 to 12 and the years 5 to 13', () => {
    expect([GRADE_OPTIONS[0], GRADE_OPTIONS.at(-1), GRADE_OPTIONS.length]).toEqual(['4', '12', 9]);
    expect([YEAR_OPTIONS[0], YEAR_OPTIONS.at(-1), YEAR_OPTIONS.length]).toEqual(['5', '13', 9]);
  });
});

describe('choice sets and yes/no', () => {
  it('refuse a choice the list does not have rather than drop it', () => {
    accepted({ favoriteSubjects: { math: true, others: true, others_type: 'Robotics' } });
    for (const part of [
      { favoriteSubjects: { cooking: true } },
      { targetCountry: { student: { japan: true } } },
      { studentCharacter: { dominance: { bossy: true } } },
      { interestedTopics: { chess: true } },
    ]) {
      const issues = profileSchema.safeParse(part).error?.issues ?? [];
      expect(issues.map((issue) => issue.code)).toEqual(['unrecognized_keys']);
    }
  });

  it('refuse a box that is not ticked or unticked', () => {
    expect(issuesOf({ favoriteSubjects: { math: 'yes' } }).map((issue) => issue.path)).toEqual(['favoriteSubjects.math']);
  });

  it("refuse an others text of 256 characters and take 255", () => {
    accepted({ learningType: { others: true, others_type: 'x'.repeat(255) } });
    expect(issuesOf({ learningType: { others: true, others_type: 'x'.repeat(256) } })).toEqual([
      { path: 'learningType.others_type', message: 'Other learning style must be at most 255 characters' },
    ]);
  });

  it("take y, n or nothing for a yes/no and refuse 'maybe'", () => {
    accepted({ currentlyAtEPA: { studyingAtEPA: 'y' }, studyingAtOtherSchool: { at_other_school: 'n' }, personalityTest: { attempted: null } });
    expect(issuesOf({ currentlyAtEPA: { studyingAtEPA: 'maybe' }, personalityTest: { attempted: 'maybe' } })).toEqual([
      { path: 'currentlyAtEPA.studyingAtEPA', message: PROFILE_MESSAGES.yesNo },
      { path: 'personalityTest.attempted', message: PROFILE_MESSAGES.yesNo },
    ]);
  });
});

describe('the tentative areas of study', () => {
  // The same rules for the student's pairs and for the parent's, the parent's issues under `parent`.
  describe.each([
    ['student', (pairs: Record<string, unknown>) => ({ areaOfStudy: pairs }), ''],
    ['parent', (pairs: Record<string, unknown>) => ({ areaOfStudy: { parent: pairs } }), 'parent.'],
  ] as const)("the %s's", (_who, areaOfStudy, under) => {
    it('accept a major of the chosen area, by its code or, without one, by its name', () => {
      accepted(areaOfStudy({ area: 'computer-science-and-mathematics', specific: 'data-science' }));
      accepted(areaOfStudy({ area4: 'computer-science-and-mathematics', specific4: 'Computer Science & Programming' }));
    });

    it('refuse a major of another area, naming the chosen area', () => {
      expect(issuesOf(areaOfStudy({ area: 'business', specific: 'accounting', area2: 'business', specific2: 'medicine' }))).toEqual([
        { path: `areaOfStudy.${under}specific2`, message: specificOfAreaMessage('business') },
      ]);
    });

    it('accept free text as the specific area (others, a retired major)', () => {
      accepted(areaOfStudy({ area: 'education', specific: 'Home Economics Education' }));
    });

    it('refuse a specific area without its area', () => {
      expect(issuesOf(areaOfStudy({ area1: '', specific1: 'medicine' }))).toEqual([
        { path: `areaOfStudy.${under}specific1`, message: PROFILE_MESSAGES.areaFirst },
      ]);
      expect(issuesOf(areaOfStudy({ specific3: 'Home Economics Education' }))).toEqual([
        { path: `areaOfStudy.${under}specific3`, message: 'Choose the area of study first' },
      ]);
    });

    it('take at most five pairs: area5 is refused', () => {
      const issues = profileSchema.safeParse(areaOfStudy({ area5: 'business', specific5: 'accounting' })).error?.issues ?? [];
      expect(issues).toEqual([expect.objectContaining({ code: 'unrecognized_keys', keys: ['area5', 'specific5'] })]);
    });
  });

  it("checks the student's and the parent's pairs each against its own area", () => {
    const issues = issuesOf({
      areaOfStudy: {
        area: 'engineering',
        specific: 'medicine',
        parent: { area: 'health-sciences-and-technologies', specific: 'civil-engineering' },
      },
    });
    expect(issues.sort((a, b) => a.path.localeCompare(b.path))).toEqual([
      { path: 'areaOfStudy.parent.specific', message: specificOfAreaMessage('health-sciences-and-technologies') },
      { path: 'areaOfStudy.specific', message: specificOfAreaMessage('engineering') },
    ]);
  });
});

describe('the parts', () => {
  it('give the counsellor view exactly the Academic & Career Goal and the Personality & Preference parts', () => {
    expect([...COUNSELLOR_PROFILE_KEYS].sort()).toEqual(
      [
        // Academic & Career Goal
        'careerGoals',
        'studyGoals',
        'targetCountry',
        'areaOfStudy',
        'specialRequests',
        // Personality & Preference
        'learningType',
        'personalityTest',
        'studentCharacter',
        'healthCondition',
        'preferredTeacher',
        'interestedTopics',
      ].sort(),
    );
  });

  it('keep school and level out of the profile document, and every other part in it', () => {
    expect(PROFILE_DOCUMENT_KEYS).not.toContain('school');
    expect(PROFILE_DOCUMENT_KEYS).not.toContain('level');
    expect([...PROFILE_DOCUMENT_KEYS, 'school', 'level'].sort()).toEqual(Object.keys(studentProfileShape).sort());
  });
});

/** Every part filled, every others with its text: the demo's fully filled student (api seed, fullStudentProfile). */
const FULL_PROFILE = {
  school: 'Chulalongkorn University Demonstration Secondary School',
  level: 'grade',
  typeOfSchool: 'government',
  gradeYearLevel: { grade: '11', year: '' },
  studyMediumEng: true,
  studyMediumThai: true,
  grade: {
    english: true,
    thai: true,
    math: true,
    physics: true,
    chemistry: true,
    biology: true,
    geography: true,
    history: true,
    literature: true,
    social_studies: true,
    politics: true,
    economics: true,
    art: true,
    foreign_language: true,
    others: true,
    gpa: {
      english: '3.50',
      thai: '3.25',
      math: '4.00',
      physics: '3.75',
      chemistry: '3.50',
      biology: '3.00',
      geography: '',
      history: '',
      literature: '',
      social_studies: '3.25',
      politics: '',
      economics: '',
      art: '',
      foreign_language: '',
      others: 'Chinese 3.5',
    },
  },
  favoriteSubjects: { math: true, physics: true, thai: false, others: true, others_type: 'Robotics' },
  weakestSubjects: { thai: true, history: true, math: false, others: true, others_type: 'Thai essay writing' },
  externalExams: { sat: true, gre: false, ielts: true, toefl: false, gmat: false, others: true, others_type: 'A-Level' },
  coursesTuition: { math: true, sat: true, ielts: false, others: true, others_type: 'Python programming' },
  currentlyAtEPA: {
    studyingAtEPA: 'y',
    coursesTakenAtEPA: { english: true, ielts: true, sat: true, gmat: false, others: true, others_type: 'Debate club' },
  },
  studyingAtOtherSchool: { at_other_school: 'y', at_other_school_name: 'Weekend Chinese school' },
  careerGoals: {
    student: 'Software engineer',
    parent: 'Doctor',
    counsellor: 'Software engineer; keep data science as a second option',
  },
  studyGoals: {
    student: {
      entranceExam: true,
      entranceExamField: 'Computer Engineering',
      schoolExam: true,
      sat: true,
      gre: false,
      ielts: true,
      toefl: false,
      gmat: false,
      others: true,
      others_type: 'A-Level',
    },
    parent: { entranceExam: true, entranceExamField: 'Medicine', schoolExam: true, ielts: true, others: true, others_type: 'BMAT' },
    counsellor: { entranceExam: true, entranceExamField: 'Engineering', schoolExam: false, sat: true, toefl: true, others: true, others_type: 'IB Diploma' },
  },
  targetCountry: {
    student: { us: true, canada: false, uk: true, others: true, others_type: 'Singapore' },
    parent: { us: false, canada: false, uk: true, others: true, others_type: 'Australia' },
  },
  areaOfStudy: {
    area: 'computer-science-and-mathematics',
    specific: 'computer-science',
    area1: 'computer-science-and-mathematics',
    specific1: 'Computer Science & Programming',
    area2: 'engineering',
    specific2: 'computer-engineering',
    area3: 'sciences-biological-and-physical',
    specific3: 'physics',
    area4: 'education',
    specific4: 'Home Economics Education',
    parent: {
      area: 'health-sciences-and-technologies',
      specific: 'medicine',
      area1: 'health-sciences-and-technologies',
      specific1: 'pharmacy',
      area2: 'business',
      specific2: 'business-administration',
      area3: '',
      specific3: '',
      area4: '',
      specific4: '',
    },
  },
  specialRequests: 'Please send the weekly report to both parents; no lessons before 4 pm on school days.',
  learningType: { visual: true, logical: true, aural: false, others: true, others_type: 'Learns by teaching others' },
  personalityTest: { attempted: 'y', result: 'mbti', result_field: 'INTJ' },
  studentCharacter: {
    dominance: { direct: true, result_oriented: true, firm: false, strong_willed: true, forceful: false },
    influence: { outgoing: false, enthusiastic: true, optimistic: false, high_spirited: false, lively: false },
    conscientiousness: { analytical: true, reserved: false, precise: true, private: false, systematic: true },
    steadiness: { even_tempered: false, accommodating: false, patient: true, humble: false, tactful: false },
  },
  healthCondition: { na: false, adhd: false, autism: false, others: true, others_type: 'Mild asthma: keeps an inhaler in class' },
  preferredTeacher: {
    student: { name: true, name_type: 'Daniel Whitmore', facilitator: true, female: false, others: true, others_type: 'Patient with questions' },
    parent: { authority: true, name: false, name_type: '', others: true, others_type: 'Native English speaker' },
  },
  interestedTopics: { coding: true, debate: true, leadership: true, writing: false, others: true, others_type: 'Robotics' },
};

/** Every string of a value, trimmed. */
function trimmed<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimmed(inner)])) as T;
}

describe('a fully filled profile', () => {
  it('parses unchanged', () => {
    expect(profileSchema.parse(FULL_PROFILE)).toEqual(FULL_PROFILE);
  });

  it('comes back trimmed, and otherwise unchanged, when typed with spaces around', () => {
    const typed = {
      ...FULL_PROFILE,
      school: `  ${FULL_PROFILE.school} `,
      personalityTest: { ...FULL_PROFILE.personalityTest, result_field: ' INTJ ' },
      healthCondition: { ...FULL_PROFILE.healthCondition, others_type: ' Mild asthma: keeps an inhaler in class  ' },
      areaOfStudy: { ...FULL_PROFILE.areaOfStudy, specific4: ' Home Economics Education ' },
    };
    expect(profileSchema.parse(typed)).toEqual(trimmed(typed));
    expect(trimmed(typed)).toEqual(FULL_PROFILE);
  });
});

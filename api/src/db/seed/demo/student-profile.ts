import {
  COURSES,
  DISC_TRAITS,
  EXAMS,
  HEALTH_CONDITIONS,
  INTERESTED_TOPICS,
  LEARNING_TYPES,
  SUBJECTS,
  TARGET_COUNTRIES,
  TEACHER_PREFERENCES,
  type Subject,
} from '@backoffice/domain/student-profile';
import type { DemoCalendar } from './calendar';
import type { Rng } from './prng';

export type Career = { career: string; area: string; specific: string; field: string; subjects: Subject[] };

// Areas and majors as the fields-of-study catalogue codes them (people-records §9: lowercase hyphenated slugs); every
// pair is one of the catalogue's (majorByValue(area, specific)), which the demo seed's test checks.
export const CAREERS: Career[] = [
  { career: 'Doctor', area: 'health-sciences-and-technologies', specific: 'medicine', field: 'Medicine', subjects: ['biology', 'chemistry'] },
  { career: 'Pharmacist', area: 'health-sciences-and-technologies', specific: 'pharmacy', field: 'Pharmacy', subjects: ['chemistry', 'biology'] },
  { career: 'Software engineer', area: 'computer-science-and-mathematics', specific: 'computer-science', field: 'Computer Engineering', subjects: ['math', 'physics'] },
  { career: 'Civil engineer', area: 'engineering', specific: 'civil-engineering', field: 'Engineering', subjects: ['math', 'physics'] },
  { career: 'Architect', area: 'architecture', specific: 'architecture', field: 'Architecture', subjects: ['art', 'math'] },
  { career: 'Lawyer', area: 'social-sciences-and-law', specific: 'law', field: 'Law', subjects: ['social_studies', 'history'] },
  { career: 'Diplomat', area: 'social-sciences-and-law', specific: 'international-relations', field: 'Political Science', subjects: ['politics', 'english'] },
  { career: 'Entrepreneur', area: 'business', specific: 'business-administration', field: 'BBA', subjects: ['economics', 'math'] },
  { career: 'Accountant', area: 'business', specific: 'accounting', field: 'Accountancy', subjects: ['math', 'economics'] },
  { career: 'Graphic designer', area: 'arts-visual-and-performing', specific: 'graphic-design', field: 'Fine Arts', subjects: ['art'] },
  { career: 'Journalist', area: 'communications', specific: 'journalism', field: 'Communication Arts', subjects: ['english', 'literature'] },
  { career: 'Psychologist', area: 'social-sciences-and-law', specific: 'psychology', field: 'Psychology', subjects: ['biology', 'social_studies'] },
  { career: 'Teacher', area: 'education', specific: 'secondary-education', field: 'Education', subjects: ['thai', 'english'] },
];

const BACKGROUNDS = [
  'Moved from a Thai-programme school to an international school last year; strong in maths, catching up in academic English.',
  'Older sibling studied with us and is now at Chulalongkorn; parents expect the same route.',
  'Spent two years in Singapore; fluent spoken English, weaker Thai writing.',
  'Quiet in group classes but does every homework; responds well to written feedback.',
  'Plays in the school football team; lessons must avoid Tuesday and Thursday afternoons.',
  'Preparing for scholarship interviews; wants speaking practice more than grammar.',
  'Family runs a hotel in Hua Hin; travels often, prefers online lessons.',
  'Very competitive; took the SAT once already and wants 100 more points.',
] as const;

const SPECIAL_REQUESTS = [
  '',
  '',
  'Female tutor preferred for private lessons.',
  'Please send the weekly report to both parents.',
  'Needs lesson recordings: sometimes misses class for competitions.',
  'Prefers explanations in Thai for new science topics.',
] as const;

function flags(choices: readonly string[], chosen: readonly string[], othersText = ''): Record<string, boolean | string> {
  const record: Record<string, boolean | string> = {};
  for (const choice of choices) record[choice] = chosen.includes(choice);
  if (choices.includes('others')) record.others_type = chosen.includes('others') ? othersText : '';
  return record;
}

/** DISC flags as a counsellor ticks them: most traits of one or two dominant styles, the odd one elsewhere. */
export function discCharacter(rng: Rng): Record<string, Record<string, boolean>> {
  const strong = rng.sample(Object.keys(DISC_TRAITS), rng.int(1, 2));
  const result: Record<string, Record<string, boolean>> = {};
  for (const [group, traits] of Object.entries(DISC_TRAITS)) {
    result[group] = Object.fromEntries((traits as readonly string[]).map((trait) => [trait, strong.includes(group) ? rng.chance(0.7) : rng.chance(0.1)]));
  }
  return result;
}

function studyGoals(rng: Rng, career: Career, exams: readonly string[]): Record<string, unknown> {
  const tcas = rng.chance(0.6);
  return {
    entranceExam: tcas,
    entranceExamField: tcas ? career.field : '',
    schoolExam: rng.chance(0.5),
    ...flags(EXAMS, exams, 'A-Level'),
  };
}

function countryFlags(rng: Rng): Record<string, boolean | string> {
  const chosen = rng.weighted<readonly string[]>([
    [['uk'], 3],
    [['us'], 3],
    [['us', 'uk'], 2],
    [['canada'], 1],
    [['others'], 2],
    [[], 2],
  ]);
  return flags(TARGET_COUNTRIES, chosen, rng.pick(['Australia', 'Japan', 'Singapore', 'Thailand']));
}

function gpa(rng: Rng, strong: boolean): string {
  const value = strong ? rng.int(330, 400) : rng.int(220, 360);
  return (Math.min(value, 400) / 100).toFixed(2);
}

/** A grade as Thai report cards give it, for the grid's free-text grades column. */
function letterGrade(rng: Rng): string {
  return rng.weighted([
    ['A', 4],
    ['B+', 4],
    ['B', 3],
    ['C+', 2],
    ['C', 1],
  ]);
}

export type StudentProfileInput = {
  grade: number;
  schoolType: string;
  isInternational: boolean;
  /** Shown in the dashboard's 'Students that require consultation for Academic Career' table. */
  wantsCareerConsultation: boolean;
};

/** The student's consultation profile (people-records §3), one jsonb document. */
export function buildStudentProfile(rng: Rng, cal: DemoCalendar, input: StudentProfileInput): Record<string, unknown> {
  const career = rng.pick(CAREERS);
  const parentCareer = rng.chance(0.6) ? career : rng.pick(CAREERS);
  const secondCareer = rng.pick(CAREERS);
  const senior = input.grade >= 9;
  const exams: string[] = senior
    ? rng.weighted<string[]>([
        [['ielts'], 4],
        [['sat'], 3],
        [['sat', 'ielts'], 2],
        [['toefl'], 2],
        [[], 2],
      ])
    : [];
  const favourites = [...new Set([...career.subjects.slice(0, 1), rng.pick(SUBJECTS.slice(0, 13))])];
  const weakest = rng.sample(
    SUBJECTS.filter((subject) => !favourites.includes(subject) && subject !== 'others'),
    rng.int(1, 2),
  );
  const gradedSubjects: Subject[] = senior
    ? ['english', 'thai', 'math', 'physics', 'chemistry', 'biology', 'social_studies']
    : ['english', 'thai', 'math', 'social_studies', 'art'];
  const gpaBySubject = Object.fromEntries(
    SUBJECTS.map((subject) => [subject, gradedSubjects.includes(subject) ? gpa(rng, favourites.includes(subject)) : '']),
  );
  const examType = exams.includes('sat') ? 'SAT' : exams.includes('ielts') ? 'IELTS' : exams.includes('toefl') ? 'TOEFL' : 'School exams';

  return {
    // A pick with an others box stores the text typed for others itself (people-records §4).
    typeOfSchool: input.schoolType === 'others' ? 'Private Catholic school' : input.schoolType,
    gradeYearLevel: input.isInternational
      ? { grade: '', year: String(Math.min(input.grade + 1, 13)) }
      : { grade: String(input.grade), year: '' },
    first_language: input.isInternational && rng.chance(0.3) ? 'english' : 'thai',
    studyMediumEng: input.isInternational || rng.chance(0.4),
    studyMediumThai: !input.isInternational || rng.chance(0.3),
    // GPA boxes default on (people-records §4); values are at most 4 characters.
    grade: { ...Object.fromEntries(SUBJECTS.map((subject) => [subject, true])), gpa: gpaBySubject },
    favoriteSubjects: flags(SUBJECTS, favourites),
    weakestSubjects: flags(SUBJECTS, weakest),
    externalExams: flags(EXAMS, rng.chance(0.3) ? exams : []),
    coursesTuition: flags(COURSES, rng.chance(0.4) ? [rng.pick(weakest)] : []),
    currentlyAtEPA: {
      studyingAtEPA: 'y',
      coursesTakenAtEPA: flags(COURSES, exams.length > 0 ? exams : ['english']),
    },
    studyingAtOtherSchool: rng.chance(0.1)
      ? { at_other_school: 'y', at_other_school_name: 'Weekend Chinese school' }
      : { at_other_school: 'n', at_other_school_name: '' },
    careerGoals: {
      student: career.career,
      parent: parentCareer.career,
      counsellor: senior ? `${career.career}; keep ${secondCareer.career.toLowerCase()} as a second option` : 'Too early to narrow down',
      consultation: input.wantsCareerConsultation,
    },
    studyGoals: {
      student: studyGoals(rng, career, exams),
      parent: studyGoals(rng, parentCareer, exams),
      counsellor: studyGoals(rng, career, exams),
    },
    targetCountry: { student: countryFlags(rng), parent: countryFlags(rng) },
    // area/specific is the main pair, 1 to 4 the extra ones (people-records §3), then the parent's block.
    areaOfStudy: {
      area: career.area,
      specific: career.specific,
      area1: senior ? secondCareer.area : '',
      specific1: senior ? secondCareer.specific : '',
      area2: '',
      specific2: '',
      area3: '',
      specific3: '',
      area4: '',
      specific4: '',
      parent: {
        area: parentCareer.area,
        specific: parentCareer.specific,
        area1: '',
        specific1: '',
        area2: '',
        specific2: '',
        area3: '',
        specific3: '',
        area4: '',
        specific4: '',
      },
    },
    specialRequests: rng.pick(SPECIAL_REQUESTS),
    learningType: flags(LEARNING_TYPES, rng.sample(LEARNING_TYPES.slice(0, 7), rng.int(1, 3))),
    studentCharacter: discCharacter(rng),
    personalityTest: rng.chance(0.35)
      ? { attempted: 'y', result: 'mbti', result_field: rng.pick(['INTJ', 'ENFP', 'ISFJ', 'ESTJ', 'INFP', 'ENTP']) }
      : { attempted: 'n', result: '', result_field: '' },
    healthCondition: rng.chance(0.08) ? flags(HEALTH_CONDITIONS, ['adhd']) : flags(HEALTH_CONDITIONS, ['na']),
    preferredTeacher: {
      student: flags(TEACHER_PREFERENCES, rng.sample(['female', 'facilitator', 'demonstrator', 'hybrid'], rng.int(0, 2))),
      parent: flags(TEACHER_PREFERENCES, rng.sample(['authority', 'male', 'female', 'hybrid'], rng.int(0, 2))),
    },
    interestedTopics: flags(INTERESTED_TOPICS, rng.sample(INTERESTED_TOPICS.slice(0, 9), rng.int(1, 3))),
    meta: { background: rng.pick(BACKGROUNDS) },
    // Student grid fields (people-records §3).
    examDate: exams.length > 0 ? cal.day(rng.int(20, 160)) : '',
    punctual: rng.weighted([
      ['On time', 6],
      ['Sometimes late', 3],
      ['Often late', 1],
    ]),
    cancelClass: String(rng.weighted([
      [0, 6],
      [1, 3],
      [2, 1],
      [4, 1],
    ])),
    questionEngagement: rng.pick(['Asks often', 'Asks when prompted', 'Rarely asks']),
    grades: letterGrade(rng),
    courseType: rng.pick(['Group', 'Private', 'Online']),
    examType,
    famous: rng.weighted([
      ['never', 5],
      ['fair', 3],
      ['famous', 2],
      ['very-famous', 1],
      ['vip', 1],
    ]),
    amountPaid: String(rng.pick([12000, 18500, 24000, 36000, 48000, 72000, 96000])),
    amountFrequency: rng.pick(['per term', 'per month', 'per course']),
    academicBackground: senior ? `GPAX ${gpa(rng, true)} at the end of last term` : 'Primary report card: mostly 3s and 4s',
  };
}

/** A GPA per subject for the fully filled profile: every box has a grade, the other subject its name and grade. */
const FULL_GPA: Partial<Record<Subject, string>> = {
  english: '3.50',
  thai: '3.25',
  math: '4.00',
  physics: '3.75',
  chemistry: '3.50',
  biology: '3.00',
  social_studies: '3.25',
  others: 'Chinese 3.5',
};

/**
 * Every section of the student's profile filled (people-records §2, §3), every "others" with its text, for the
 * profile form's round trip and its browser journey. Built without the rng: the student it goes to keeps its draws,
 * and so do the students after it. `consultation` is the stored career-consultation flag the form does not edit.
 */
export function fullStudentProfile(input: { grade: number; schoolType: string; consultation: unknown }): Record<string, unknown> {
  return {
    typeOfSchool: input.schoolType,
    gradeYearLevel: { grade: String(input.grade), year: '' },
    studyMediumEng: true,
    studyMediumThai: true,
    grade: {
      ...Object.fromEntries(SUBJECTS.map((subject) => [subject, true])),
      gpa: Object.fromEntries(SUBJECTS.map((subject) => [subject, FULL_GPA[subject] ?? ''])),
    },
    favoriteSubjects: flags(SUBJECTS, ['math', 'physics', 'others'], 'Robotics'),
    weakestSubjects: flags(SUBJECTS, ['thai', 'history', 'others'], 'Thai essay writing'),
    externalExams: flags(EXAMS, ['sat', 'ielts', 'others'], 'A-Level'),
    coursesTuition: flags(COURSES, ['math', 'sat', 'others'], 'Python programming'),
    currentlyAtEPA: {
      studyingAtEPA: 'y',
      coursesTakenAtEPA: flags(COURSES, ['english', 'ielts', 'sat', 'others'], 'Debate club'),
    },
    studyingAtOtherSchool: { at_other_school: 'y', at_other_school_name: 'Weekend Chinese school' },
    careerGoals: {
      student: 'Software engineer',
      parent: 'Doctor',
      counsellor: 'Software engineer; keep data science as a second option',
      consultation: input.consultation,
    },
    studyGoals: {
      student: { entranceExam: true, entranceExamField: 'Computer Engineering', schoolExam: true, ...flags(EXAMS, ['sat', 'ielts', 'others'], 'A-Level') },
      parent: { entranceExam: true, entranceExamField: 'Medicine', schoolExam: true, ...flags(EXAMS, ['ielts', 'others'], 'BMAT') },
      counsellor: {
        entranceExam: true,
        entranceExamField: 'Engineering',
        schoolExam: false,
        ...flags(EXAMS, ['sat', 'toefl', 'others'], 'IB Diploma'),
      },
    },
    targetCountry: {
      student: flags(TARGET_COUNTRIES, ['us', 'uk', 'others'], 'Singapore'),
      parent: flags(TARGET_COUNTRIES, ['uk', 'others'], 'Australia'),
    },
    // Five pairs for the student (a code-less major by its name, and a retired major kept as its text), three for the parent.
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
    learningType: flags(LEARNING_TYPES, ['visual', 'logical', 'others'], 'Learns by teaching others'),
    personalityTest: { attempted: 'y', result: 'mbti', result_field: 'INTJ' },
    studentCharacter: {
      dominance: { direct: true, result_oriented: true, firm: false, strong_willed: true, forceful: false },
      influence: { outgoing: false, enthusiastic: true, optimistic: false, high_spirited: false, lively: false },
      conscientiousness: { analytical: true, reserved: false, precise: true, private: false, systematic: true },
      steadiness: { even_tempered: false, accommodating: false, patient: true, humble: false, tactful: false },
    },
    healthCondition: flags(HEALTH_CONDITIONS, ['others'], 'Mild asthma: keeps an inhaler in class'),
    preferredTeacher: {
      student: { ...flags(TEACHER_PREFERENCES, ['name', 'facilitator', 'others'], 'Patient with questions'), name_type: 'Daniel Whitmore' },
      parent: { ...flags(TEACHER_PREFERENCES, ['authority', 'others'], 'Native English speaker'), name_type: '' },
    },
    interestedTopics: flags(INTERESTED_TOPICS, ['coding', 'debate', 'leadership', 'others'], 'Robotics'),
  };
}

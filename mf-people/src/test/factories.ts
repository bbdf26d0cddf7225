import type { UserRef } from '@backoffice/domain/records';
import type { ParentRecord, StaffGridRow, StudentGridRow, StudentRecord, TutorRecord } from '@backoffice/domain/people';

/** A uuid of the test data: the kind in its third group, the number at its end. */
export const uuid = (kind: number, n: number) => `30000000-0000-4000-${String(8000 + kind)}-${String(n).padStart(12, '0')}`;

const STAMP = '2026-11-20T03:00:00.000Z';

export const SALES_ADMIN: UserRef = { _id: uuid(1, 1), name: 'Sales Admin One', email: 'salesadmin@demo.test' };
export const CUST_SERVICE: UserRef = { _id: uuid(1, 2), name: 'Cust Service One', email: 'custservice@demo.test' };
export const HANDLERS = { sales_admin: [SALES_ADMIN], customer_service: [CUST_SERVICE] };

export function studentRowOf(n: number, overrides: Partial<StudentGridRow> = {}): StudentGridRow {
  return {
    _id: uuid(2, n),
    name: `Student ${n}`,
    nickname: `Nick ${n}`,
    dbid: `DB${n}`,
    email: `student${n}@demo.test`,
    phone: `81000${n}`,
    phone_country_code: '66',
    is_active: true,
    parent: { _id: uuid(3, n), name: `Parent ${n}`, email: `parent${n}@demo.test`, phone: null, phone_country_code: null },
    ...overrides,
  };
}

export function staffRowOf(n: number, overrides: Partial<StaffGridRow> = {}): StaffGridRow {
  return { _id: uuid(4, n), _type: 'Tutor', name: `Tutor ${n}`, dbid: `T${n}`, gender: 'f', email: `tutor${n}@demo.test`, is_active: true, ...overrides };
}

export function parentOf(n: number, overrides: Partial<ParentRecord> = {}): ParentRecord {
  return {
    _id: uuid(3, n),
    _type: 'Parent',
    salute: 'Mrs',
    name: `Parent ${n}`,
    email: `parent${n}@demo.test`,
    gender: 'f',
    dob: null,
    phone_country_code: '66',
    phone: null,
    contact_preference: { contact: 'line', others_type: null },
    facebook: null,
    line: null,
    sales_admin: SALES_ADMIN,
    child: [{ _id: uuid(2, n), name: `Student ${n}`, email: `student${n}@demo.test` }],
    meta: {},
    is_active: true,
    updated: STAMP,
    ...overrides,
  };
}

export function studentOf(n: number, overrides: Partial<StudentRecord> = {}): StudentRecord {
  return {
    _id: uuid(2, n),
    _type: 'Student',
    name: `Student ${n}`,
    nickname: `Nick ${n}`,
    email: `student${n}@demo.test`,
    dbid: `DB${n}`,
    gender: 'm',
    date_of_birth: '2010-05-04',
    phone_country_code: '66',
    phone: `81000${n}`,
    contact_preference: { contact: 'whatsapp', others_type: null },
    facebook: null,
    line: null,
    is_active: true,
    created: STAMP,
    updated: STAMP,
    staff_to_handle: { customer_service: CUST_SERVICE, sales_admin: null },
    date_of_consultation: null,
    school: null,
    level: null,
    consultation_notes: '',
    action_plans: '',
    meta: { background: '' },
    profile: {},
    parent: parentOf(n),
    ...overrides,
  };
}

export function tutorOf(n: number, overrides: Partial<TutorRecord> = {}): TutorRecord {
  return {
    _id: uuid(4, n),
    _type: 'Tutor',
    name: `Tutor ${n}`,
    nickname: null,
    email: `tutor${n}@demo.test`,
    dbid: null,
    gender: 'f',
    date_of_birth: null,
    phone_country_code: null,
    phone: null,
    contact_preference: { contact: null, others_type: null },
    facebook: null,
    line: null,
    is_active: true,
    created: STAMP,
    updated: STAMP,
    profile_pic: null,
    desc: '',
    subject: ['Math', 'Physics'],
    credential: { year_of_exp: 0, track_record: [] },
    ...overrides,
  };
}

const flagsOf = (keys: readonly string[], chosen: readonly string[], othersText?: string) => ({
  ...Object.fromEntries(keys.map((key) => [key, chosen.includes(key)])),
  ...(othersText === undefined ? {} : { others_type: chosen.includes('others') ? othersText : '' }),
});
const SUBJECT_KEYS = ['english', 'thai', 'math', 'physics', 'chemistry', 'biology', 'geography', 'history', 'literature', 'social_studies', 'politics', 'economics', 'art', 'foreign_language', 'others'];
const EXAM_KEYS = ['sat', 'gre', 'ielts', 'toefl', 'gmat', 'others'];
const COURSE_KEYS = [...SUBJECT_KEYS, 'sat', 'gre', 'ielts', 'toefl', 'gmat'];
const TEACHER_KEYS = ['male', 'female', 'name', 'authority', 'delegator', 'facilitator', 'demonstrator', 'hybrid', 'others'];
const studyGoal = (field: string, exams: string[], other: string) => ({
  entranceExam: field !== '',
  entranceExamField: field,
  schoolExam: true,
  ...flagsOf(EXAM_KEYS, exams, other),
});

/**
 * A student whose every profile section is filled, stored as the form writes it (people-records §3), written out by
 * hand: the mapping's tests read it and save it back, so it must not be computed with the code under test.
 */
export const FULL_PROFILE = {
  school: 'Bangkok Patana School',
  level: 'year',
  profile: {
    typeOfSchool: 'international',
    gradeYearLevel: { grade: '', year: '11' },
    grade: {
      ...Object.fromEntries(SUBJECT_KEYS.map((key) => [key, !['politics', 'art'].includes(key)])),
      gpa: Object.fromEntries(
        SUBJECT_KEYS.map((key) => [key, key === 'others' ? 'Chinese A' : ['politics', 'art'].includes(key) ? '' : key === 'math' ? '4.00' : '3.5']),
      ),
    },
    favoriteSubjects: flagsOf(SUBJECT_KEYS, ['math', 'physics', 'others'], 'Robotics'),
    weakestSubjects: flagsOf(SUBJECT_KEYS, ['thai'], ''),
    externalExams: flagsOf(EXAM_KEYS, ['ielts', 'others'], 'A-Level'),
    coursesTuition: flagsOf(COURSE_KEYS, ['chemistry', 'sat', 'others'], 'Olympiad maths'),
    studyMediumEng: true,
    studyMediumThai: true,
    currentlyAtEPA: { studyingAtEPA: 'y', coursesTakenAtEPA: flagsOf(COURSE_KEYS, ['english', 'ielts', 'others'], 'Essay clinic') },
    studyingAtOtherSchool: { at_other_school: 'y', at_other_school_name: 'Weekend Chinese school' },
    careerGoals: { student: 'Doctor', parent: 'Doctor or pharmacist', counsellor: 'Medicine; keep pharmacy as a second option', consultation: true },
    studyGoals: {
      student: studyGoal('Medicine', ['sat', 'ielts'], ''),
      parent: studyGoal('Pharmacy', ['others'], 'BMAT'),
      counsellor: studyGoal('', ['ielts'], ''),
    },
    targetCountry: { student: flagsOf(['us', 'canada', 'uk', 'others'], ['uk', 'others'], 'Australia'), parent: flagsOf(['us', 'canada', 'uk', 'others'], ['us'], '') },
    areaOfStudy: {
      area: 'health-sciences-and-technologies',
      specific: 'medicine',
      area1: 'health-sciences-and-technologies',
      specific1: 'pharmacy',
      area2: 'computer-science-and-mathematics',
      specific2: 'Computer Science & Programming',
      area3: 'education',
      specific3: 'Home Economics Education',
      area4: 'Space medicine',
      specific4: 'Astronaut health',
      parent: {
        area: 'business',
        specific: 'accounting',
        area1: 'social-sciences-and-law',
        specific1: 'law',
        area2: '',
        specific2: '',
        area3: '',
        specific3: '',
        area4: '',
        specific4: '',
      },
    },
    specialRequests: 'Female tutor preferred for private lessons.',
    learningType: flagsOf(['visual', 'kinaesthetic', 'aural', 'social', 'solitary', 'verbal', 'logical', 'others'], ['visual', 'logical', 'others'], 'Learns by teaching others'),
    personalityTest: { attempted: 'y', result: 'mbti', result_field: 'INTJ' },
    studentCharacter: {
      dominance: { direct: true, result_oriented: true, firm: false, strong_willed: true, forceful: false },
      influence: { outgoing: false, enthusiastic: false, optimistic: true, high_spirited: false, lively: false },
      conscientiousness: { analytical: true, reserved: false, precise: true, private: false, systematic: true },
      steadiness: { even_tempered: false, accommodating: false, patient: false, humble: true, tactful: false },
    },
    healthCondition: flagsOf(['na', 'adhd', 'autism', 'others'], ['others'], 'Mild asthma'),
    preferredTeacher: {
      student: { ...flagsOf(TEACHER_KEYS, ['female', 'name'], ''), name_type: 'Kru Ploy' },
      parent: { ...flagsOf(TEACHER_KEYS, ['authority', 'others'], 'Native speaker'), name_type: '' },
    },
    interestedTopics: flagsOf(['public_speaking', 'debate', 'coding', 'writing', 'leadership', 'creative_writing', 'formal_writing', 'reading_comprehension', 'literature', 'others'], ['debate', 'coding', 'others'], 'Model United Nations'),
    meta: { background: 'Moved from a Thai-programme school last year.' },
    famous: 'fair',
  },
} as const;

import { majorByValue, programAreaByCode } from '@backoffice/domain/fields-of-study';
import type { StudentRecord } from '@backoffice/domain/people';
import { schoolByName } from '@backoffice/domain/schools';
import {
  AREA_OF_STUDY_MAX,
  COUNSELLOR_PROFILE_KEYS,
  COURSES,
  DISC_GROUPS,
  DISC_TRAITS,
  EXAMS,
  HEALTH_CONDITIONS,
  INTERESTED_TOPICS,
  LEARNING_TYPES,
  OTHERS,
  PERSONALITY_TESTS,
  SUBJECTS,
  TARGET_COUNTRIES,
  TEACHER_PREFERENCES,
  areaKeys,
  type DiscGroup,
  type StudentProfileInput,
  type Subject,
} from '@backoffice/domain/student-profile';

/**
 * The student profile's sections as the form holds them (people-records §2 Student profile form sections, §3 Profile
 * form field names) and the mapping to and from the record (§3 Student record as sent on save).
 *
 * A pick with an others box holds the choice ('' none, a listed value, or 'others' with its text beside it); the
 * record stores the value or the typed text, so a stored value the list lacks loads as others with its text (§4).
 * What a closed reveal hides (an unticked others box's text, the courses at the centre after "n") is cleared on save:
 * the record says what the screen showed.
 */
type Flags<K extends string> = Record<K, boolean>;
type FlagsWithOther<K extends string> = { flags: Flags<K>; other: string };
export type Choice = { choice: string; other: string };
export type AreaRow = { area: Choice; specific: Choice };
export type StudyGoalValues = { entranceExam: boolean; entranceExamField: string; schoolExam: boolean } & FlagsWithOther<
  (typeof EXAMS)[number]
>;
export type TeacherValues = FlagsWithOther<(typeof TEACHER_PREFERENCES)[number]> & { name: string };
type Perspective = 'student' | 'parent' | 'counsellor';
export type AreaPerspective = 'student' | 'parent';

export type ProfileFormValues = {
  // Schools & Academic
  school: Choice;
  level: Choice;
  gradeLevel: string;
  yearLevel: string;
  typeOfSchool: Choice;
  gpaOn: Flags<Subject>;
  gpa: Record<Subject, string>;
  favSubj: FlagsWithOther<Subject>;
  weakestSubj: FlagsWithOther<Subject>;
  extExam: FlagsWithOther<(typeof EXAMS)[number]>;
  otherTCcourse: FlagsWithOther<(typeof COURSES)[number]>;
  studyMediumEng: boolean;
  studyMediumThai: boolean;
  /** 'y', 'n' or '' (not asked yet: nil on a new record, §4). */
  studyingAtEPA: string;
  coursesTakenAtEpa: FlagsWithOther<(typeof COURSES)[number]>;
  studyingAtOtherSchool: string;
  otherSchoolName: string;
  // Academic & Career Goal (counsellor view)
  careerGoals: Record<Perspective, string>;
  studyGoals: Record<Perspective, StudyGoalValues>;
  targetCountry: Record<AreaPerspective, FlagsWithOther<(typeof TARGET_COUNTRIES)[number]>>;
  areas: Record<AreaPerspective, AreaRow[]>;
  specialRequests: string;
  // Personality & Preference (counsellor view)
  learningType: FlagsWithOther<(typeof LEARNING_TYPES)[number]>;
  personalityTestCheck: string;
  personalityTest: Choice;
  personalityTestResult: string;
  character: Record<DiscGroup, Record<string, boolean>>;
  healthCondition: FlagsWithOther<(typeof HEALTH_CONDITIONS)[number]>;
  preferredTeacher: Record<AreaPerspective, TeacherValues>;
  interestedTopics: FlagsWithOther<(typeof INTERESTED_TOPICS)[number]>;
};

// ---------------------------------------------------------------------------------------------------------------------
// Reading what is stored: anything, tolerated (an older form's record, a hand-edited one)

type Loose = Record<string, unknown>;
const objectOf = (value: unknown): Loose =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Loose) : {};
const textOf = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

function flagsOf<K extends string>(keys: readonly K[], stored: unknown, byDefault = false): Flags<K> {
  const from = objectOf(stored);
  return Object.fromEntries(keys.map((key) => [key, typeof from[key] === 'boolean' ? from[key] : byDefault])) as Flags<K>;
}

function withOther<K extends string>(keys: readonly K[], stored: unknown): FlagsWithOther<K> {
  return { flags: flagsOf(keys, stored), other: textOf(objectOf(stored).others_type) };
}

/** A stored pick: '' none; a listed value as itself; 'others' (or any value the list lacks) as others with the text. */
function pickOf(stored: unknown, isListed: (value: string) => boolean): Choice {
  const value = textOf(stored);
  if (value === '') return { choice: '', other: '' };
  if (value === OTHERS) return { choice: OTHERS, other: '' };
  return isListed(value) ? { choice: value, other: '' } : { choice: OTHERS, other: value };
}

const listed = (options: readonly string[]) => (value: string) => options.includes(value);

function studyGoalOf(stored: unknown): StudyGoalValues {
  const from = objectOf(stored);
  return {
    entranceExam: from.entranceExam === true,
    entranceExamField: textOf(from.entranceExamField),
    schoolExam: from.schoolExam === true,
    ...withOther(EXAMS, stored),
  };
}

function areaRowsOf(stored: unknown): AreaRow[] {
  const from = objectOf(stored);
  return Array.from({ length: AREA_OF_STUDY_MAX }, (_, index) => {
    const keys = areaKeys(index);
    const area = pickOf(from[keys.area], (value) => programAreaByCode(value) !== undefined);
    const specific = pickOf(from[keys.specific], (value) => area.choice !== OTHERS && majorByValue(area.choice, value) !== undefined);
    return { area, specific };
  });
}

/** How many area rows to show: up to the last filled one, at least one (§2 'one more row at a time'). */
export function areaRowsShown(rows: readonly AreaRow[]): number {
  let last = 0;
  rows.forEach((row, index) => {
    if (row.area.choice !== '' || row.specific.choice !== '') last = index;
  });
  return last + 1;
}

function teacherOf(stored: unknown): TeacherValues {
  return { ...withOther(TEACHER_PREFERENCES, stored), name: textOf(objectOf(stored).name_type) };
}

const yesNoOf = (value: unknown) => (value === 'y' || value === 'n' ? value : '');

export function profileValuesOf(record: Pick<StudentRecord, 'school' | 'level' | 'profile'>): ProfileFormValues {
  const profile = record.profile;
  const gradeYear = objectOf(profile.gradeYearLevel);
  const grade = objectOf(profile.grade);
  const gpa = objectOf(grade.gpa);
  const atEpa = objectOf(profile.currentlyAtEPA);
  const otherSchool = objectOf(profile.studyingAtOtherSchool);
  const career = objectOf(profile.careerGoals);
  const goals = objectOf(profile.studyGoals);
  const countries = objectOf(profile.targetCountry);
  const areas = objectOf(profile.areaOfStudy);
  const test = objectOf(profile.personalityTest);
  const character = objectOf(profile.studentCharacter);
  const teacher = objectOf(profile.preferredTeacher);
  const testCheck = yesNoOf(test.attempted);
  return {
    school: pickOf(record.school, (value) => schoolByName(value)?.name === value),
    level: pickOf(record.level, listed(['grade', 'year'])),
    gradeLevel: textOf(gradeYear.grade),
    yearLevel: textOf(gradeYear.year),
    typeOfSchool: pickOf(profile.typeOfSchool, listed(['government', 'international'])),
    // GPA boxes default on (§4): a record that never had them shows them on.
    gpaOn: flagsOf(SUBJECTS, grade, true),
    gpa: Object.fromEntries(SUBJECTS.map((subject) => [subject, textOf(gpa[subject])])) as Record<Subject, string>,
    favSubj: withOther(SUBJECTS, profile.favoriteSubjects),
    weakestSubj: withOther(SUBJECTS, profile.weakestSubjects),
    extExam: withOther(EXAMS, profile.externalExams),
    otherTCcourse: withOther(COURSES, profile.coursesTuition),
    studyMediumEng: profile.studyMediumEng === true,
    studyMediumThai: profile.studyMediumThai === true,
    studyingAtEPA: yesNoOf(atEpa.studyingAtEPA),
    coursesTakenAtEpa: withOther(COURSES, atEpa.coursesTakenAtEPA),
    studyingAtOtherSchool: yesNoOf(otherSchool.at_other_school),
    otherSchoolName: textOf(otherSchool.at_other_school_name),
    careerGoals: { student: textOf(career.student), parent: textOf(career.parent), counsellor: textOf(career.counsellor) },
    studyGoals: { student: studyGoalOf(goals.student), parent: studyGoalOf(goals.parent), counsellor: studyGoalOf(goals.counsellor) },
    targetCountry: { student: withOther(TARGET_COUNTRIES, countries.student), parent: withOther(TARGET_COUNTRIES, countries.parent) },
    areas: { student: areaRowsOf(areas), parent: areaRowsOf(areas.parent) },
    specialRequests: textOf(profile.specialRequests),
    learningType: withOther(LEARNING_TYPES, profile.learningType),
    personalityTestCheck: testCheck,
    personalityTest: pickOf(test.result, listed(PERSONALITY_TESTS)),
    personalityTestResult: textOf(test.result_field),
    character: Object.fromEntries(
      DISC_GROUPS.map((group) => [group, flagsOf<string>(DISC_TRAITS[group], character[group])]),
    ) as Record<DiscGroup, Record<string, boolean>>,
    healthCondition: withOther(HEALTH_CONDITIONS, profile.healthCondition),
    preferredTeacher: { student: teacherOf(teacher.student), parent: teacherOf(teacher.parent) },
    interestedTopics: withOther(INTERESTED_TOPICS, profile.interestedTopics),
  };
}

/** A new student's profile: nothing chosen, the GPA boxes on (§4). */
export function newProfileValues(): ProfileFormValues {
  return profileValuesOf({ school: null, level: null, profile: {} });
}

// ---------------------------------------------------------------------------------------------------------------------
// Writing the record

/** A pick as stored: '' none (null where the record's field is nullable), the value, or the others text ('others' when empty). */
function pickValue(pick: Choice): string {
  if (pick.choice === OTHERS) return pick.other.trim() || OTHERS;
  return pick.choice;
}
const nullablePick = (pick: Choice) => pickValue(pick) || null;

function flagsWithOther<K extends string>({ flags, other }: FlagsWithOther<K>, shown = true): Record<string, boolean | string> {
  const chosen = Object.fromEntries(Object.entries(flags).map(([key, on]) => [key, shown && on === true]));
  return 'others' in flags ? { ...chosen, others_type: shown && chosen.others ? other : '' } : chosen;
}

function studyGoalPayload(goal: StudyGoalValues) {
  return {
    entranceExam: goal.entranceExam,
    entranceExamField: goal.entranceExam ? goal.entranceExamField : '',
    schoolExam: goal.schoolExam,
    ...flagsWithOther(goal),
  };
}

function areasPayload(rows: readonly AreaRow[]): Record<string, string> {
  const out: Record<string, string> = {};
  rows.forEach((row, index) => {
    const keys = areaKeys(index);
    out[keys.area] = pickValue(row.area);
    out[keys.specific] = pickValue(row.specific);
  });
  return out;
}

function teacherPayload(teacher: TeacherValues) {
  return { ...flagsWithOther(teacher), name_type: teacher.flags.name ? teacher.name : '' };
}

/** Every profile part of the record as the form holds it (people-records §3 Student record as sent on save). */
export function profilePayload(values: ProfileFormValues): Required<StudentProfileInput> {
  const level = pickValue(values.level);
  const atEpa = values.studyingAtEPA === 'y';
  const tested = values.personalityTestCheck === 'y';
  return {
    school: nullablePick(values.school),
    level: level || null,
    typeOfSchool: nullablePick(values.typeOfSchool),
    gradeYearLevel: { grade: level === 'grade' ? values.gradeLevel : '', year: level === 'year' ? values.yearLevel : '' },
    grade: {
      ...values.gpaOn,
      gpa: Object.fromEntries(SUBJECTS.map((subject) => [subject, values.gpaOn[subject] ? values.gpa[subject] : ''])),
    },
    favoriteSubjects: flagsWithOther(values.favSubj),
    weakestSubjects: flagsWithOther(values.weakestSubj),
    externalExams: flagsWithOther(values.extExam),
    coursesTuition: flagsWithOther(values.otherTCcourse),
    studyMediumEng: values.studyMediumEng,
    studyMediumThai: values.studyMediumThai,
    currentlyAtEPA: {
      studyingAtEPA: values.studyingAtEPA === '' ? null : values.studyingAtEPA,
      coursesTakenAtEPA: flagsWithOther(values.coursesTakenAtEpa, atEpa),
    },
    studyingAtOtherSchool: {
      at_other_school: values.studyingAtOtherSchool === '' ? null : values.studyingAtOtherSchool,
      at_other_school_name: values.studyingAtOtherSchool === 'y' ? values.otherSchoolName : '',
    },
    careerGoals: { ...values.careerGoals },
    studyGoals: {
      student: studyGoalPayload(values.studyGoals.student),
      parent: studyGoalPayload(values.studyGoals.parent),
      counsellor: studyGoalPayload(values.studyGoals.counsellor),
    },
    targetCountry: { student: flagsWithOther(values.targetCountry.student), parent: flagsWithOther(values.targetCountry.parent) },
    areaOfStudy: { ...areasPayload(values.areas.student), parent: areasPayload(values.areas.parent) },
    specialRequests: values.specialRequests,
    learningType: flagsWithOther(values.learningType),
    personalityTest: {
      attempted: values.personalityTestCheck === '' ? null : values.personalityTestCheck,
      result: tested ? pickValue(values.personalityTest) : '',
      result_field: tested && values.personalityTest.choice !== '' ? values.personalityTestResult : '',
    },
    studentCharacter: Object.fromEntries(DISC_GROUPS.map((group) => [group, { ...values.character[group] }])),
    healthCondition: flagsWithOther(values.healthCondition),
    preferredTeacher: { student: teacherPayload(values.preferredTeacher.student), parent: teacherPayload(values.preferredTeacher.parent) },
    interestedTopics: flagsWithOther(values.interestedTopics),
  } as Required<StudentProfileInput>;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What of the profile a save sends: the parts whose values differ from what the form loaded. A part nobody touched is
 * left out and the server keeps it exactly as stored, a value from an older list included; without the counsellor
 * view its parts are never sent (the server would ignore them anyway).
 */
export function changedProfileParts(values: ProfileFormValues, loaded: ProfileFormValues, counsellor: boolean): StudentProfileInput {
  const now = profilePayload(values);
  const before = profilePayload(loaded);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(now)) {
    if (!counsellor && (COUNSELLOR_PROFILE_KEYS as readonly string[]).includes(key)) continue;
    if (!sameJson(value, before[key as keyof typeof before])) out[key] = value;
  }
  return out as StudentProfileInput;
}

/** Where a payload path of the profile shows on the form ('grade.gpa.english' → 'profile.gpa.english'), or null. */
export function profileFieldFor(path: string): string | null {
  const parts = path.split('.');
  const [head, second, third] = parts;
  switch (head) {
    case 'school':
    case 'level':
    case 'typeOfSchool':
      return `profile.${head}.other`;
    case 'gradeYearLevel':
      return second === 'year' ? 'profile.yearLevel' : 'profile.gradeLevel';
    case 'grade':
      return second === 'gpa' && third ? `profile.gpa.${third}` : null;
    case 'favoriteSubjects':
      return 'profile.favSubj.other';
    case 'weakestSubjects':
      return 'profile.weakestSubj.other';
    case 'externalExams':
      return 'profile.extExam.other';
    case 'coursesTuition':
      return 'profile.otherTCcourse.other';
    case 'currentlyAtEPA':
      return second === 'studyingAtEPA' ? 'profile.studyingAtEPA' : 'profile.coursesTakenAtEpa.other';
    case 'studyingAtOtherSchool':
      return second === 'at_other_school' ? 'profile.studyingAtOtherSchool' : 'profile.otherSchoolName';
    case 'careerGoals':
      return second ? `profile.careerGoals.${second}` : null;
    case 'studyGoals':
      return second ? `profile.studyGoals.${second}.${third === 'entranceExamField' ? 'entranceExamField' : 'other'}` : null;
    case 'targetCountry':
      return second ? `profile.targetCountry.${second}.other` : null;
    case 'areaOfStudy':
      return areaFieldFor(parts.slice(1));
    case 'specialRequests':
      return 'profile.specialRequests';
    case 'learningType':
    case 'healthCondition':
    case 'interestedTopics':
      return `profile.${head}.other`;
    case 'personalityTest':
      return second === 'result_field' ? 'profile.personalityTestResult' : second === 'result' ? 'profile.personalityTest.other' : 'profile.personalityTestCheck';
    case 'preferredTeacher':
      return second ? `profile.preferredTeacher.${second}.${third === 'name_type' ? 'name' : 'other'}` : null;
    default:
      return null;
  }
}

function areaFieldFor(parts: string[]): string | null {
  const perspective: AreaPerspective = parts[0] === 'parent' ? 'parent' : 'student';
  const key = perspective === 'parent' ? parts[1] : parts[0];
  const match = key ? /^(area|specific)(\d?)$/.exec(key) : null;
  if (!match) return null;
  const index = match[2] ? Number(match[2]) : 0;
  const pick = match[1] === 'area' ? 'area' : 'specific';
  return `profile.areas.${perspective}.${index}.${pick}.choice`;
}

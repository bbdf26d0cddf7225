/**
 * The student's consultation profile beyond basic information (people-records §2 Student profile form sections, §3
 * Student record as sent on save, §4, §5, §9 Lookup lists): its enumerations and one zod schema per part, so the
 * profile form checks a value exactly as the server does (issue 15).
 *
 * How the record stores a choice: a set of choices is one boolean per choice with an `others_type` text beside a
 * chosen `others`; a pick with an "others" box (school, level, type of school, a personality test's type, an area of
 * study) stores the picked value or, for others, the typed text itself, so a stored value that is not in the list
 * (an old school name, a retired major) reads back as others with its text kept (§4).
 *
 * A part sent replaces the stored one key by key (keys the form does not know stay); a part left out stays as stored.
 */
import './zod-config';
import { z } from 'zod';
import { MAJORS, areaDisplayName, isMajorOf, majorValue, programAreaByCode } from './fields-of-study';
import {
  DISC_TRAIT_LABELS,
  EXAM_LABELS,
  HEALTH_CONDITION_LABELS,
  INTERESTED_TOPIC_LABELS,
  COUNTRY_LABELS,
  LEARNING_TYPE_LABELS,
  PERSONALITY_TEST_LABELS,
  SUBJECT_LABELS,
  TEACHER_PREFERENCE_LABELS,
} from './student-profile-labels';
import { optionalText, TEXT_MAX, tooLongMessage } from './text';

const keysOf = <T extends Record<string, unknown>>(labels: T) => Object.keys(labels) as Array<keyof T & string>;

// ---------------------------------------------------------------------------------------------------------------------
// Enumerations (people-records §3 "Enumerations in the record", §9 Lookup lists)

export const SUBJECTS = keysOf(SUBJECT_LABELS);
export type Subject = (typeof SUBJECTS)[number];
export const EXAMS = keysOf(EXAM_LABELS);
export type Exam = (typeof EXAMS)[number];
/** Courses at the centre or another tuition centre: the subjects (their others included) and the exams but theirs. */
export const COURSES = [...SUBJECTS, ...EXAMS.filter((exam) => exam !== 'others')] as const;
export type Course = (typeof COURSES)[number];
export const TARGET_COUNTRIES = keysOf(COUNTRY_LABELS);
export const LEARNING_TYPES = keysOf(LEARNING_TYPE_LABELS);
export const HEALTH_CONDITIONS = keysOf(HEALTH_CONDITION_LABELS);
export const TEACHER_PREFERENCES = keysOf(TEACHER_PREFERENCE_LABELS);
export const INTERESTED_TOPICS = keysOf(INTERESTED_TOPIC_LABELS);
export type InterestedTopic = (typeof INTERESTED_TOPICS)[number];
export const PERSONALITY_TESTS = keysOf(PERSONALITY_TEST_LABELS);

/** DISC groups and their traits (people-records §3 parent_character; the student's studentCharacter is the same). */
export const DISC_TRAITS = Object.fromEntries(
  Object.entries(DISC_TRAIT_LABELS).map(([group, traits]) => [group, Object.keys(traits)]),
) as { [G in keyof typeof DISC_TRAIT_LABELS]: Array<keyof (typeof DISC_TRAIT_LABELS)[G] & string> };
export type DiscGroup = keyof typeof DISC_TRAITS;
export const DISC_GROUPS = Object.keys(DISC_TRAITS) as DiscGroup[];

export const LEVEL_TYPES = ['grade', 'year', 'others'] as const;
/** Grade 4–12 (Thai schools), Year 5–13 (British-curriculum schools) (people-records §9). */
export const GRADE_OPTIONS = Array.from({ length: 9 }, (_, i) => String(i + 4));
export const YEAR_OPTIONS = Array.from({ length: 9 }, (_, i) => String(i + 5));
export const YES_NO = ['y', 'n'] as const;
/** The value a pick stores for "others" when its text was left empty. */
export const OTHERS = 'others';
/** Tentative areas of study per perspective: the main pair and four more (people-records §5, §9). */
export const AREA_OF_STUDY_MAX = 5;
/** One GPA box (people-records §5); the other subject's box holds more (its name and its grade). */
export const GPA_MAX = 4;
export const OTHER_SUBJECT_GPA_MAX = 20;

export const PROFILE_MESSAGES = {
  grade: `Grade must be ${GRADE_OPTIONS[0]} to ${GRADE_OPTIONS.at(-1)}`,
  year: `Year must be ${YEAR_OPTIONS[0]} to ${YEAR_OPTIONS.at(-1)}`,
  yesNo: 'Choose y or n',
  areaFirst: 'Choose the area of study first',
  specificOfArea: (area: string) => `Choose a specific area of ${area}`,
} as const;

// ---------------------------------------------------------------------------------------------------------------------
// Field schemas

const text = (label: string) => optionalText(label, TEXT_MAX.name);
const notes = (label: string) => optionalText(label, TEXT_MAX.notes);
const yesNo = z.enum(YES_NO, { error: PROFILE_MESSAGES.yesNo }).nullable();

/** One boolean per choice, strict: a choice the list does not have is refused, not dropped. */
function flagSet<K extends string>(keys: readonly K[], othersLabel?: string) {
  const flags = Object.fromEntries(keys.map((key) => [key, z.boolean().optional()])) as Record<K, z.ZodOptional<z.ZodBoolean>>;
  return z.strictObject({ ...flags, ...(othersLabel ? { others_type: text(othersLabel).optional() } : {}) });
}

/** A pick among `options` or, for others, the text typed: any text within the limit, the empty pick as null. */
const pickOrText = (label: string) =>
  optionalText(label, TEXT_MAX.name)
    .transform((value) => (value === '' ? null : value))
    .nullable();

const fromList = (options: readonly string[], message: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || options.includes(value), message);

const gpa = (subject: Subject) => {
  const max = subject === 'others' ? OTHER_SUBJECT_GPA_MAX : GPA_MAX;
  return z.string().trim().max(max, tooLongMessage(`${SUBJECT_LABELS[subject]} GPA`, max)).optional();
};

const studyGoalSchema = z.strictObject({
  entranceExam: z.boolean().optional(),
  entranceExamField: text('Entrance exam field').optional(),
  schoolExam: z.boolean().optional(),
  ...Object.fromEntries(EXAMS.map((exam) => [exam, z.boolean().optional()])),
  others_type: text('Other study goal').optional(),
});

const AREA_PAIRS = Array.from({ length: AREA_OF_STUDY_MAX }, (_, i) => (i === 0 ? ['area', 'specific'] : [`area${i}`, `specific${i}`]));
/** The field names of the n-th tentative area (0–4): area/specific, then area1/specific1 … area4/specific4 (§3). */
export function areaKeys(index: number): { area: string; specific: string } {
  const [area, specific] = AREA_PAIRS[index]!;
  return { area: area!, specific: specific! };
}

const KNOWN_MAJORS = new Set(MAJORS.map(majorValue));

const areaPairsShape = Object.fromEntries(
  AREA_PAIRS.flatMap(([area, specific]) => [
    [area, text('Area of study').optional()],
    [specific, text('Specific area').optional()],
  ]),
);

/**
 * A specific area is one of the chosen area's majors (§5) or free text (others, a retired major): a major of another
 * area, or a specific area without an area, is refused.
 */
function checkAreaPairs(pairs: Record<string, unknown>, ctx: z.RefinementCtx) {
  for (const [areaKey, specificKey] of AREA_PAIRS) {
    const area = typeof pairs[areaKey!] === 'string' ? (pairs[areaKey!] as string) : '';
    const specific = typeof pairs[specificKey!] === 'string' ? (pairs[specificKey!] as string) : '';
    if (specific === '') continue;
    if (area === '') {
      ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.areaFirst, path: [specificKey!] });
      continue;
    }
    const programArea = programAreaByCode(area);
    if (!programArea || !KNOWN_MAJORS.has(specific)) continue;
    if (!isMajorOf(area, specific)) {
      ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.specificOfArea(areaDisplayName(programArea)), path: [specificKey!] });
    }
  }
}

const parentAreasSchema = z.strictObject(areaPairsShape).superRefine((pairs, ctx) => checkAreaPairs(pairs, ctx));
export const areaOfStudySchema = z
  .strictObject({ ...areaPairsShape, parent: parentAreasSchema.optional() })
  .superRefine((pairs, ctx) => checkAreaPairs(pairs, ctx));

const discSchema = z.strictObject({
  dominance: flagSet(DISC_TRAITS.dominance).optional(),
  influence: flagSet(DISC_TRAITS.influence).optional(),
  conscientiousness: flagSet(DISC_TRAITS.conscientiousness).optional(),
  steadiness: flagSet(DISC_TRAITS.steadiness).optional(),
});

const teacherPreferenceSchema = flagSet(TEACHER_PREFERENCES, 'Other teacher preference').extend({
  /** The particular teacher named when `name` is ticked. */
  name_type: text('Teacher name').optional(),
});

// ---------------------------------------------------------------------------------------------------------------------
// The parts, as the student's save sends them (people-records §3)

/** Schools & Academic: everyone who edits the student. `school` and `level` are columns; the rest the profile. */
export const schoolAcademicShape = {
  school: pickOrText('School').optional(),
  level: pickOrText('Level').optional(),
  typeOfSchool: pickOrText('Type of school').optional(),
  gradeYearLevel: z
    .strictObject({
      grade: fromList(GRADE_OPTIONS, PROFILE_MESSAGES.grade).optional(),
      year: fromList(YEAR_OPTIONS, PROFILE_MESSAGES.year).optional(),
    })
    .optional(),
  /** The GPA boxes: one flag per subject (on by default, §4) and its grade. */
  grade: flagSet(SUBJECTS)
    .extend({ gpa: z.strictObject(Object.fromEntries(SUBJECTS.map((subject) => [subject, gpa(subject)]))).optional() })
    .optional(),
  favoriteSubjects: flagSet(SUBJECTS, 'Other favourite subject').optional(),
  weakestSubjects: flagSet(SUBJECTS, 'Other weakest subject').optional(),
  externalExams: flagSet(EXAMS, 'Other external exam').optional(),
  coursesTuition: flagSet(COURSES, 'Other course at another tuition centre').optional(),
  studyMediumEng: z.boolean().optional(),
  studyMediumThai: z.boolean().optional(),
  currentlyAtEPA: z
    .strictObject({ studyingAtEPA: yesNo.optional(), coursesTakenAtEPA: flagSet(COURSES, 'Other course at the centre').optional() })
    .optional(),
  studyingAtOtherSchool: z
    .strictObject({ at_other_school: yesNo.optional(), at_other_school_name: text('Other school name').optional() })
    .optional(),
};

const perspectives = <T extends z.ZodType>(schema: T) =>
  z.strictObject({ student: schema.optional(), parent: schema.optional(), counsellor: schema.optional() });

/** Academic & Career Goal: the counsellor view's (people-records §2). */
export const careerGoalShape = {
  careerGoals: perspectives(notes('Career goal'))
    // The dashboard's 'require consultation for Academic Career' flag, kept with the goals it is about.
    .extend({ consultation: z.boolean().optional() })
    .optional(),
  studyGoals: perspectives(studyGoalSchema).optional(),
  targetCountry: z
    .strictObject({
      student: flagSet(TARGET_COUNTRIES, 'Other country').optional(),
      parent: flagSet(TARGET_COUNTRIES, 'Other country').optional(),
    })
    .optional(),
  areaOfStudy: areaOfStudySchema.optional(),
  specialRequests: notes('Special requests').optional(),
};

/** Personality & Preference: the counsellor view's (people-records §2). */
export const personalityShape = {
  learningType: flagSet(LEARNING_TYPES, 'Other learning style').optional(),
  personalityTest: z
    .strictObject({
      attempted: yesNo.optional(),
      /** The test's type: one of PERSONALITY_TESTS or, for others, its name. */
      result: text('Personality test').optional(),
      result_field: text('Personality test result').optional(),
    })
    .optional(),
  studentCharacter: discSchema.optional(),
  healthCondition: flagSet(HEALTH_CONDITIONS, 'Other health condition').optional(),
  preferredTeacher: z
    .strictObject({ student: teacherPreferenceSchema.optional(), parent: teacherPreferenceSchema.optional() })
    .optional(),
  interestedTopics: flagSet(INTERESTED_TOPICS, 'Other topic').optional(),
};

export const studentProfileShape = { ...schoolAcademicShape, ...careerGoalShape, ...personalityShape };
export type StudentProfileInput = z.input<z.ZodObject<typeof studentProfileShape>>;
export type StudentProfileSave = z.output<z.ZodObject<typeof studentProfileShape>>;

/** The parts stored as columns rather than in the profile document. */
export const PROFILE_COLUMNS = ['school', 'level'] as const;
/** The parts stored in the profile document, in the order of the form. */
export const PROFILE_DOCUMENT_KEYS = Object.keys(studentProfileShape).filter(
  (key) => !(PROFILE_COLUMNS as readonly string[]).includes(key),
) as Array<Exclude<keyof typeof studentProfileShape, (typeof PROFILE_COLUMNS)[number]>>;
/** The parts only the counsellor view reads and writes (people-records §2, §6). */
export const COUNSELLOR_PROFILE_KEYS = [...Object.keys(careerGoalShape), ...Object.keys(personalityShape)] as Array<
  keyof typeof careerGoalShape | keyof typeof personalityShape
>;

import {
  COUNTRY_LABELS,
  COURSE_LABELS,
  EXAM_LABELS,
  SCHOOL_TYPE_LABELS,
  SUBJECT_LABELS,
  chosenLabels,
  gradeYearText,
  slugText,
} from '@backoffice/domain/student-profile-labels';
import type { ProgressProfile, ProgressStudent } from '@backoffice/domain/student-progress';

export type DetailItem = { label: string; value: string };
export type DetailSection = { title: string; items: DetailItem[] };

const PERSPECTIVES = [
  ['student', 'Student'],
  ['parent', 'Parent'],
  ['counsellor', 'Counsellor'],
] as const;

const list = (values: readonly string[]) => values.join(', ');
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
const record = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** 'English 3.50, Maths 3.90': the subjects whose GPA box is on and which have a value. */
function gpaText(grade: ProgressProfile['grade']): string {
  const values = record(grade?.gpa) ?? {};
  return list(
    Object.entries(SUBJECT_LABELS)
      .filter(([subject]) => grade?.[subject] !== false && text(values[subject]))
      .map(([subject, label]) => `${label} ${text(values[subject])}`),
  );
}

/** A perspective's study goals: the entrance exam and its field, school exams, then the exams chosen. */
function studyGoalsText(goals: Record<string, unknown> | undefined): string {
  if (!goals) return '';
  const field = text(goals.entranceExamField);
  return list([
    ...(goals.entranceExam === true ? [field ? `Entrance exam (${field})` : 'Entrance exam'] : []),
    ...(goals.schoolExam === true ? ['School exams'] : []),
    ...chosenLabels(goals, EXAM_LABELS),
  ]);
}

/** The areas of study of one block (area/specific, then area1/specific1 … area4/specific4): 'Medicine (Health …)'. */
function areasText(block: Record<string, unknown> | undefined): string {
  if (!block) return '';
  const areas: string[] = [];
  for (const suffix of ['', '1', '2', '3', '4']) {
    const area = text(block[`area${suffix}`]);
    const specific = text(block[`specific${suffix}`]);
    if (specific) areas.push(area ? `${slugText(specific)} (${slugText(area)})` : slugText(specific));
    else if (area) areas.push(slugText(area));
  }
  return list(areas);
}

function yesNoWith(answer: string, detail: string): string {
  if (answer === 'y') return detail ? `Yes: ${detail}` : 'Yes';
  return answer === 'n' ? 'No' : '';
}

/**
 * The profile dialog's school, academic and goal details (back-office §2) from the student's profile (people-records
 * §3), as label and text. Items without a value are left out: the dialog says so for an empty section.
 */
export function profileDetails(student: ProgressStudent): DetailSection[] {
  const profile = student.profile;
  const schoolType = text(profile.typeOfSchool);
  const medium = [profile.studyMediumEng ? 'English' : '', profile.studyMediumThai ? 'Thai' : ''].filter(Boolean);
  const otherSchool = profile.studyingAtOtherSchool;
  const atCentre = profile.currentlyAtEPA;

  const school: DetailItem[] = [
    { label: 'School', value: text(student.school) },
    {
      label: 'Type of school',
      // A listed type by its label; for others the typed text itself is stored (people-records §4).
      value: Object.hasOwn(SCHOOL_TYPE_LABELS, schoolType) ? SCHOOL_TYPE_LABELS[schoolType as keyof typeof SCHOOL_TYPE_LABELS] : schoolType,
    },
    { label: 'Level', value: gradeYearText(profile.gradeYearLevel) ?? text(student.level) },
    { label: 'First language', value: profile.first_language ? slugText(profile.first_language) : '' },
    { label: 'Medium of study', value: list(medium) },
    { label: 'Studying at another school', value: yesNoWith(text(otherSchool?.at_other_school), text(otherSchool?.at_other_school_name)) },
  ];

  const academic: DetailItem[] = [
    { label: 'Exam grades (GPA)', value: gpaText(profile.grade) },
    { label: 'Favourite subjects', value: list(chosenLabels(profile.favoriteSubjects, SUBJECT_LABELS)) },
    { label: 'Weakest subjects', value: list(chosenLabels(profile.weakestSubjects, SUBJECT_LABELS)) },
    { label: 'External exams', value: list(chosenLabels(profile.externalExams, EXAM_LABELS)) },
    { label: 'Courses at other tuition centres', value: list(chosenLabels(profile.coursesTuition, COURSE_LABELS)) },
    {
      label: 'Courses at the centre',
      value: yesNoWith(text(atCentre?.studyingAtEPA), list(chosenLabels(atCentre?.coursesTakenAtEPA, COURSE_LABELS))),
    },
    { label: 'Academic background', value: text(profile.academicBackground) },
    { label: 'Exam type', value: text(profile.examType) },
    { label: 'Exam date', value: text(profile.examDate) },
    { label: 'Course type', value: text(profile.courseType) },
  ];

  const studyGoals = record(profile.studyGoals);
  const countries = record(profile.targetCountry);
  const areas = record(profile.areaOfStudy);
  const goals: DetailItem[] = [
    ...PERSPECTIVES.map(([key, who]) => ({ label: `Career goal (${who.toLowerCase()})`, value: text(profile.careerGoals?.[key]) })),
    ...PERSPECTIVES.map(([key, who]) => ({ label: `Study goals (${who.toLowerCase()})`, value: studyGoalsText(record(studyGoals?.[key])) })),
    { label: 'Target country (student)', value: list(chosenLabels(record(countries?.student), COUNTRY_LABELS)) },
    { label: 'Target country (parent)', value: list(chosenLabels(record(countries?.parent), COUNTRY_LABELS)) },
    { label: 'Area of study (student)', value: areasText(areas) },
    { label: 'Area of study (parent)', value: areasText(record(areas?.parent)) },
    { label: 'Career consultation', value: profile.careerGoals?.consultation ? 'Requested' : '' },
    { label: 'Special requests', value: text(profile.specialRequests) },
  ];

  const filled = (items: DetailItem[]) => items.filter((item) => item.value !== '');
  return [
    { title: 'School', items: filled(school) },
    { title: 'Academic', items: filled(academic) },
    { title: 'Goals', items: filled(goals) },
  ];
}

/**
 * The student profile dialog (back-office §2 "Student profile dialog", §7 "Student class fetch for the progress dialog,
 * by student id", §9 "Scores and colours"): who the student is, the classes they sit in and, per class, the figures of
 * the stat tiles and the two charts' series. The server computes every figure in SQL over the lessons already held;
 * `progressOfReports` is the same rule over reports in memory, which the API tests hold the SQL to.
 */
import './zod-config';
import { z } from 'zod';
import { type Band, percentBand, scoreBand } from './dashboard';
import { ENGAGEMENT_KEYS, SKILL_MASTERY_KEYS } from './lesson-report';
import { idSchema, studentContactShape, isoDateTime, studentProfileSchema, type LessonMeta } from './records';

// ---------------------------------------------------------------------------------------------------------------------
// Rules

/** A score item as reported: '1' to '6'. '---', '', a missing key or anything else is unreported. */
export function itemScore(value: unknown): number | null {
  return typeof value === 'string' && /^[1-6]$/.test(value) ? Number(value) : null;
}

/**
 * A lesson's score for one of the two charts: the rounded mean (half up) of its reported items among the five, or null
 * when none is reported.
 */
export function lessonItemsScore(items: Record<string, unknown> | undefined, keys: readonly string[]): number | null {
  const scores = keys.map((key) => itemScore(items?.[key])).filter((score): score is number => score !== null);
  if (scores.length === 0) return null;
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

/** `part` out of `whole` as a whole percentage (half up), or null when nothing was counted. */
export function sharePercent(part: number, whole: number): number | null {
  // One division of two integers: exact at the .5 ties, so they round up as the SQL's round() does.
  return whole === 0 ? null : Math.round((part * 100) / whole);
}

/** A tile that counts lessons: punctuality (on time), homework and revision notes (submitted on time). */
export type ShareFigure = {
  /** `on_time` out of `reported`, 0–100, or null when no lesson reported it. */
  percent: number | null;
  band: Band | null;
  on_time: number;
  reported: number;
};

/** A tile that averages lesson scores: engagement and skill mastery. */
export type ScoreFigure = {
  /** The mean lesson score as a percentage of 6, or null without a scored lesson. */
  percent: number | null;
  /** The mean lesson score (1–6), to two decimals. */
  average: number | null;
  /** The band of the mean score (1–2 red, 3–4 amber, 5–6 green, the mean rounded half up). */
  band: Band | null;
  /** How many lessons have a score. */
  lessons: number;
};

export function shareFigure(onTime: number, reported: number): ShareFigure {
  const percent = sharePercent(onTime, reported);
  return { percent, band: percent === null ? null : percentBand(percent), on_time: onTime, reported };
}

/** The figure of `lessons` lesson scores adding up to `sum`. */
export function scoreFigure(sum: number, lessons: number): ScoreFigure {
  if (lessons === 0) return { percent: null, average: null, band: null, lessons: 0 };
  return {
    percent: sharePercent(sum, 6 * lessons),
    average: Math.round((sum * 100) / lessons) / 100,
    band: scoreBand(sum / lessons),
    lessons,
  };
}

/** What a held lesson's report gives the dialog. */
export type LessonProgress = {
  /** 'n' on time, 'y' late; null unreported. */
  onTime: boolean | null;
  /** homeworkSubmission '1' on time, '2' late, '3' none; null unreported ('---', missing). */
  homeworkOnTime: boolean | null;
  /** revision_notes, the same codes. */
  revisionOnTime: boolean | null;
  engagement: number | null;
  skillMastery: number | null;
};

function submittedOnTime(value: unknown): boolean | null {
  return value === '1' ? true : value === '2' || value === '3' ? false : null;
}

export function lessonProgress(meta: LessonMeta): LessonProgress {
  return {
    onTime: meta.punctuality === 'n' ? true : meta.punctuality === 'y' ? false : null,
    homeworkOnTime: submittedOnTime(meta.homework?.homeworkSubmission),
    revisionOnTime: submittedOnTime(meta.revision_notes),
    engagement: lessonItemsScore(meta.engagement, ENGAGEMENT_KEYS),
    skillMastery: lessonItemsScore(meta.skill_mastery, SKILL_MASTERY_KEYS),
  };
}

/** A lesson counts as reported when any figure the dialog shows is reported for it. */
export function isProgressReported(progress: LessonProgress): boolean {
  return Object.values(progress).some((value) => value !== null);
}

export type ProgressFigures = {
  lessons_held: number;
  lessons_reported: number;
  punctuality: ShareFigure;
  homework: ShareFigure;
  revision_notes: ShareFigure;
  engagement: ScoreFigure;
  skill_mastery: ScoreFigure;
};

/**
 * A class's tiles from the reports of its held lessons (back-office §9): punctuality is the share of lessons the
 * student was on time for (high is good, like the other tiles); homework and revision notes the share submitted on time;
 * engagement and skill mastery the lesson scores averaged, as a percentage of 6. Unreported values count nowhere.
 */
export function progressOfReports(reports: readonly LessonMeta[]): ProgressFigures {
  const lessons = reports.map(lessonProgress);
  const share = (pick: (lesson: LessonProgress) => boolean | null) => {
    const values = lessons.map(pick).filter((value): value is boolean => value !== null);
    return shareFigure(values.filter(Boolean).length, values.length);
  };
  const score = (pick: (lesson: LessonProgress) => number | null) => {
    const values = lessons.map(pick).filter((value): value is number => value !== null);
    return scoreFigure(
      values.reduce((sum, value) => sum + value, 0),
      values.length,
    );
  };
  return {
    lessons_held: lessons.length,
    lessons_reported: lessons.filter(isProgressReported).length,
    punctuality: share((lesson) => lesson.onTime),
    homework: share((lesson) => lesson.homeworkOnTime),
    revision_notes: share((lesson) => lesson.revisionOnTime),
    engagement: score((lesson) => lesson.engagement),
    skill_mastery: score((lesson) => lesson.skillMastery),
  };
}

// ---------------------------------------------------------------------------------------------------------------------
// The answer of GET /admin/user/:id/studentclass

export const bandSchema = z.enum(['red', 'amber', 'green']);

const percentSchema = z.number().int().min(0).max(100).nullable();
const countSchema = z.number().int().min(0);

export const shareFigureSchema = z.object({
  percent: percentSchema,
  band: bandSchema.nullable(),
  on_time: countSchema,
  reported: countSchema,
});

export const scoreFigureSchema = z.object({
  percent: percentSchema,
  average: z.number().min(1).max(6).nullable(),
  band: bandSchema.nullable(),
  lessons: countSchema,
});

/** A point of the two charts: one held lesson, in time order; a score is null where it was not reported. */
export const progressPointSchema = z.object({
  _id: idSchema,
  name: z.string(),
  scheduled_on: isoDateTime,
  engagement: z.number().int().min(1).max(6).nullable(),
  skill_mastery: z.number().int().min(1).max(6).nullable(),
});
export type ProgressPoint = z.infer<typeof progressPointSchema>;

/** A class chip with its tiles and series. A class whose lessons are all still ahead has zero counts and nulls. */
export const studentClassProgressSchema = z.object({
  _id: idSchema,
  name: z.string(),
  subject: z.string(),
  is_active: z.boolean(),
  /** The student's last held lesson of the class, or null before the first. */
  last_lesson_on: isoDateTime.nullable(),
  lessons_held: countSchema,
  lessons_reported: countSchema,
  punctuality: shareFigureSchema,
  homework: shareFigureSchema,
  revision_notes: shareFigureSchema,
  engagement: scoreFigureSchema,
  skill_mastery: scoreFigureSchema,
  series: z.array(progressPointSchema),
});
export type StudentClassProgress = z.infer<typeof studentClassProgressSchema>;

/** The profile fields the dialog's school, academic and goal details show (people-records §3); no personality. */
export const progressProfileSchema = studentProfileSchema
  .pick({
    typeOfSchool: true,
    gradeYearLevel: true,
    first_language: true,
    studyMediumEng: true,
    studyMediumThai: true,
    grade: true,
    favoriteSubjects: true,
    weakestSubjects: true,
    externalExams: true,
    coursesTuition: true,
    currentlyAtEPA: true,
    studyingAtOtherSchool: true,
    academicBackground: true,
    examType: true,
    examDate: true,
    courseType: true,
    careerGoals: true,
    studyGoals: true,
    targetCountry: true,
    areaOfStudy: true,
    specialRequests: true,
  })
  .strip();
export type ProgressProfile = z.infer<typeof progressProfileSchema>;
export const PROGRESS_PROFILE_FIELDS = Object.keys(progressProfileSchema.shape) as Array<keyof ProgressProfile>;

const personSchema = z.object({ _id: idSchema, name: z.string() });

export const progressStudentSchema = z.object({
  ...studentContactShape,
  school: z.string().nullable(),
  level: z.string().nullable(),
  parent: z.object({ _id: idSchema, name: z.string(), email: z.string() }).nullable(),
  staff_to_handle: z.object({ customer_service: personSchema.nullable(), sales_admin: personSchema.nullable() }),
  profile: progressProfileSchema,
});
export type ProgressStudent = z.infer<typeof progressStudentSchema>;

export const studentProgressSchema = z.object({
  student: progressStudentSchema,
  /** Most recently held first; classes whose lessons are all ahead last; then by name. */
  classes: z.array(studentClassProgressSchema),
  /** The moment the figures were taken at: lessons scheduled at or before it count as held. */
  as_of: isoDateTime,
});
export type StudentProgress = z.infer<typeof studentProgressSchema>;

export const studentProgressResponseSchema = z.object({ data: studentProgressSchema });

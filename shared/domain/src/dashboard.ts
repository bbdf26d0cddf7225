import './zod-config';
import { z } from 'zod';
import { ENGAGEMENT_KEYS, UNREPORTED } from './lesson-report';
import { PATHS } from './paths';
import { can, type PermissionFlag } from './permissions';
import { idSchema, isoDateSchema, isoDateTime, type LessonMeta } from './records';
import type { StaffRole } from './roles';

// ---------------------------------------------------------------------------------------------------------------------
// Tabs (back-office §2 Dashboard, §6)

export const DASHBOARD_TABS = ['consultation', 'renew', 'student'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const DASHBOARD_TAB_LABELS: Record<DashboardTab, string> = {
  consultation: 'Consultation',
  renew: 'Renew',
  student: 'Student',
};

const TAB_FLAGS: Record<DashboardTab, PermissionFlag> = {
  consultation: 'canViewConsultationTab',
  renew: 'canViewRenewTab',
  student: 'canViewStudentTab',
};

/** The flag on /dashboard that lets a role read a tab's data; the server checks it on every call of the tab. */
export function dashboardTabFlag(tab: DashboardTab): PermissionFlag {
  return TAB_FLAGS[tab];
}

/** The tabs a role sees, in the screen's order: Consultation (SuperAdmin), Renew (not CustService), Student (not SalesAdmin). */
export function dashboardTabsFor(role: StaffRole): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => can(role, PATHS.dashboard, TAB_FLAGS[tab]));
}

/**
 * The tab a role opens on: consultation for SuperAdmin, renew for SalesAdmin, student for CustService (spec). The spec
 * is silent on DataAdmin, who sees Renew and Student: Student, the day's reports, which is where data problems show.
 */
export function defaultDashboardTab(role: StaffRole): DashboardTab | undefined {
  const tabs = dashboardTabsFor(role);
  const preferred: DashboardTab = role === 'SuperAdmin' ? 'consultation' : role === 'SalesAdmin' ? 'renew' : 'student';
  return tabs.includes(preferred) ? preferred : tabs[0];
}

// ---------------------------------------------------------------------------------------------------------------------
// The Student tab's flag logic (back-office §5). The server filters with the same rules in SQL; the API tests hold the
// two together.

const reported = (value: string | undefined): value is string => value !== undefined && value !== UNREPORTED;

/** The five engagement scores as numbers, or null when any of them is not a score 1–6. */
export function engagementScores(meta: LessonMeta): number[] | null {
  const scores = ENGAGEMENT_KEYS.map((key) => Number(meta.engagement?.[key]));
  return scores.every((score) => Number.isInteger(score) && score >= 1 && score <= 6) ? scores : null;
}

/** Whether the teacher wrote a comment (not empty, not the '---' placeholder). */
export function hasComment(meta: LessonMeta): boolean {
  const comment = meta.comment?.comment?.trim();
  return comment !== undefined && comment !== '' && comment !== UNREPORTED;
}

/**
 * 'No actions taken': all five engagement scores 3 or lower, or late, or homework late or not submitted; for a
 * SuperAdmin (`withComments`) also any lesson with a comment. Only lessons nobody has actioned yet are listed.
 */
export function needsAction(meta: LessonMeta, { withComments }: { withComments: boolean }): boolean {
  const scores = engagementScores(meta);
  const submission = meta.homework?.homeworkSubmission;
  return (
    (scores !== null && scores.every((score) => score <= 3)) ||
    meta.punctuality === 'y' ||
    submission === '2' ||
    submission === '3' ||
    (withComments && hasComment(meta))
  );
}

/** 'checked' of 'n' or empty (or absent) means not actioned (back-office §3). */
export function isActioned(meta: LessonMeta): boolean {
  return meta.checked !== undefined && meta.checked !== '' && meta.checked !== 'n';
}

/**
 * 'No Teacher Report': a comment of '---', or all five engagement values '---', or punctuality '---', or homework
 * submission '---'. A report that was never opened (`{}`) lacks them all and counts as missing too.
 */
export function lacksTeacherReport(meta: LessonMeta): boolean {
  return (
    !reported(meta.comment?.comment) ||
    ENGAGEMENT_KEYS.every((key) => !reported(meta.engagement?.[key])) ||
    !reported(meta.punctuality) ||
    !reported(meta.homework?.homeworkSubmission)
  );
}

/** An engagement score as the flagged-lesson table shows it: 1 = '17% Bad', 2 = '33% Not good', 3 = '50% Can be better'. */
export function engagementLabel(score: number): string {
  const percent = Math.round((score / 6) * 100);
  const words: Record<number, string> = { 1: 'Bad', 2: 'Not good', 3: 'Can be better' };
  return words[score] ? `${percent}% ${words[score]}` : `${percent}%`;
}

// ---------------------------------------------------------------------------------------------------------------------
// Scores and colours (back-office §9)

export type Band = 'red' | 'amber' | 'green';

/** A lesson's score: the rounded mean of its five items (1–6), or null when the lesson has no score. */
export function lessonScore(items: ReadonlyArray<number | null | undefined>): number | null {
  const scores = items.filter((item): item is number => typeof item === 'number' && item >= 1 && item <= 6);
  if (scores.length === 0) return null;
  return Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length);
}

/** Lesson scores averaged and shown as a percentage of 6 (rounded), or null without any scored lesson. */
export function scorePercent(lessonScores: ReadonlyArray<number | null>): number | null {
  const scores = lessonScores.filter((score): score is number => score !== null);
  if (scores.length === 0) return null;
  // One division: (sum / n / 6) * 100 gave 27.499… for 20 lessons adding up to 33 (27.5, which rounds up).
  return Math.round((scores.reduce((sum, score) => sum + score, 0) * 100) / (6 * scores.length));
}

/** A score's colour: 1–2 red, 3–4 amber, 5–6 green. An average between two scores takes the band of its rounding. */
export function scoreBand(score: number): Band {
  const rounded = Math.round(score);
  if (rounded <= 2) return 'red';
  if (rounded <= 4) return 'amber';
  return 'green';
}

/** A percentage's colour (punctuality, homework, revision notes): 0–49 red, 50–80 amber, 81–100 green. */
export function percentBand(percent: number): Band {
  const rounded = Math.round(percent);
  if (rounded <= 49) return 'red';
  if (rounded <= 80) return 'amber';
  return 'green';
}

// ---------------------------------------------------------------------------------------------------------------------
// The Student tab's lists (back-office §7 studentlessonlist, followup, savelessonnotes, consultimmediately)

/**
 * What the Student tab lists: the day's reported lessons (`day`) and, below them, 'No actions taken' (`no-action`), and
 * for a SuperAdmin 'No Teacher Report' (`no-report`), the open immediate-consultation flags (`consult-open`, any day)
 * and those resolved on the day (`consult-resolved`, the 'Saved on {today}' section).
 */
export const STUDENT_LESSON_VIEWS = ['day', 'no-action', 'no-report', 'consult-open', 'consult-resolved'] as const;
export type StudentLessonView = (typeof STUDENT_LESSON_VIEWS)[number];

/** The views only a caller with canViewCounsellorSections on /dashboard may read. */
export const COUNSELLOR_VIEWS: readonly StudentLessonView[] = ['no-report', 'consult-open', 'consult-resolved'];

/** The main table's sortable columns. Sorting by comment needs canViewCounsellorSections, as the column does. */
export const STUDENT_LESSON_SORTS = ['class', 'comment', 'punctuality', 'homework', 'engagement', 'action'] as const;
export type StudentLessonSort = (typeof STUDENT_LESSON_SORTS)[number];

export const STUDENT_LESSON_PAGE_SIZE = 20;

export const studentLessonListQuerySchema = z.object({
  date: isoDateSchema,
  view: z.enum(STUDENT_LESSON_VIEWS).default('day'),
  sort: z.enum(STUDENT_LESSON_SORTS).optional(),
  order: z.enum(['asc', 'desc']).default('asc'),
  max: z.coerce.number().int().min(1).max(100).default(STUDENT_LESSON_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type StudentLessonListQuery = z.input<typeof studentLessonListQuerySchema>;

/** How many student names a row carries; the rest are counted in `student_count`. */
export const STUDENT_LESSON_NAMES = 3;

const namedSchema = z.object({ _id: idSchema, name: z.string() });

/** The parts of a lesson's report the Student tab shows. `comment` only reaches callers who may see the column. */
export const studentLessonMetaSchema = z.object({
  punctuality: z.string().optional(),
  homework: z.object({ homeworkSubmission: z.string().optional() }).optional(),
  engagement: z.record(z.string(), z.string()).optional(),
  comment: z
    .object({ comment: z.string().optional(), studentView: z.boolean().optional(), parentView: z.boolean().optional() })
    .optional(),
  checked: z.string().optional(),
  notes: z.string().optional(),
  notes_timeStamp: isoDateTime.optional(),
  notes_editor: z.string().optional(),
  recommendation: z
    .object({
      recommendationConsultImmediately: z.boolean().optional(),
      recommendationConsultImmediatelyTimeStamp: isoDateTime.optional(),
    })
    .optional(),
  resolvedTimeStamp: isoDateTime.optional(),
  resolvedPerson: z.string().optional(),
});
export type StudentLessonMeta = z.infer<typeof studentLessonMetaSchema>;

/** A row of the Student tab: a lesson of the day with its class, teachers, students, their handlers and the report. */
export const studentLessonRowSchema = z.object({
  _id: idSchema,
  name: z.string(),
  scheduled_on: isoDateTime,
  ended_on: isoDateTime,
  class_obj: namedSchema,
  tutor: z.array(namedSchema),
  student: z.array(namedSchema.extend({ nickname: z.string().nullable() })),
  student_count: z.number().int(),
  /** The customer service and sales admins who handle the lesson's students, each name once. */
  customer_service: z.array(z.string()),
  sales_admin: z.array(z.string()),
  lesson_meta: studentLessonMetaSchema,
});
export type StudentLessonRow = z.infer<typeof studentLessonRowSchema>;

export const studentLessonListResponseSchema = z.object({ data: z.array(studentLessonRowSchema), count: z.number().int() });

/** The longest note a staff member may write to the teacher. */
export const LESSON_NOTE_MAX = 2000;

export const DASHBOARD_MESSAGES = {
  noteSaved: 'Changes will be seen when you refresh',
  noteTooLong: `A note can be at most ${LESSON_NOTE_MAX} characters`,
  notFlagged: 'This lesson has no immediate-consultation flag',
  onlyResolve: 'An immediate consultation can only be marked resolved',
  commentSortRefused: 'Sorting by comment is for those who can see the comments',
  viewRefused: 'This section is not available to you',
} as const;

export const lessonFollowUpSchema = z.object({ checked: z.boolean() });

/** The note to the teacher; when and by whom are the server's to record (a sent timeStamp or editor is ignored). */
export const lessonNoteSchema = z.object({
  studentNotes: z.string().max(LESSON_NOTE_MAX, DASHBOARD_MESSAGES.noteTooLong),
});

/** Ticking Resolved; the time and the resolver come from the server. Unticking is not offered by the screen. */
export const consultResolveSchema = z.object({
  checked: z.literal(true, { error: DASHBOARD_MESSAGES.onlyResolve }),
});

/** What a follow-up write answers: the lesson's report parts the screen shows. */
export const lessonFollowUpResponseSchema = z.object({
  data: z.object({ _id: idSchema, lesson_meta: studentLessonMetaSchema }),
});

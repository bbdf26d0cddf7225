/**
 * How the Student tab writes a lesson's report (back-office §2 Student tab, §3 lesson_meta, §9; people-records §6):
 * the words for each stored value, the engagement figure and its colour, the comment's visibility warning, dates.
 */
import { ENGAGEMENT_KEYS } from '@backoffice/domain/lesson-report';
import { dayjs } from '@backoffice/domain/time';
import {
  engagementLabel,
  lessonScore,
  scoreBand,
  type Band,
  type StudentLessonMeta,
} from '@backoffice/domain/dashboard';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import { formatDay } from '../../../shared/utils/days';

export { formatDay };

/** The main table's empty text (spec §8). */
export const noReportsOn = (day: string) => `No student lesson reported on this date (${formatDay(day)})`;

/** An instant as the dashboard writes it (spec §9: DD-MM-YYYY h:mm A), in the centre's time zone. */
export function formatStamp(instant: string | undefined, zone = getCentreTimezone()): string {
  return instant ? dayjs(instant).tz(zone).format('DD-MM-YYYY h:mm A') : '—';
}

/** What an unreported value shows. */
export const NOT_REPORTED = 'Not reported';

/** punctuality: 'y' means late, 'n' on time, '---' unreported. */
export function punctualityText(value: string | undefined): string {
  if (value === 'n') return 'On time';
  if (value === 'y') return 'Late';
  return NOT_REPORTED;
}

/** homeworkSubmission: '1' on time, '2' late, '3' none, '---' unreported. */
export function homeworkText(value: string | undefined): string {
  if (value === '1') return 'On time';
  if (value === '2') return 'Late';
  if (value === '3') return 'Not submitted';
  return NOT_REPORTED;
}

/** The lesson's engagement score (the rounded mean of its five items), or null when none was reported. */
export function engagementScore(meta: StudentLessonMeta): number | null {
  return lessonScore(ENGAGEMENT_KEYS.map((key) => {
    const score = Number(meta.engagement?.[key]);
    return Number.isInteger(score) ? score : null;
  }));
}

/** The engagement cell: '67%' with its band, or nothing reported. Scores 1–3 carry the flagged table's words. */
export function engagementCell(meta: StudentLessonMeta): { text: string; band: Band | null } {
  const score = engagementScore(meta);
  if (score === null) return { text: NOT_REPORTED, band: null };
  return { text: engagementLabel(score), band: scoreBand(score) };
}

/** The comment's visibility warning (people-records §6). */
export function commentVisibility(comment: StudentLessonMeta['comment']): string {
  if (comment?.studentView && comment.parentView) return 'Student and parent can see this comment!';
  if (comment?.studentView) return 'Student can see this comment!';
  if (comment?.parentView) return 'Parent can see this comment!';
  return 'Only you can see this comment';
}

/** The teacher's comment, or null when there is none ('---' and blanks are none). */
export function commentText(meta: StudentLessonMeta): string | null {
  const text = meta.comment?.comment?.trim();
  return text && text !== '---' ? text : null;
}

/** 'checked' of 'n' or empty means not actioned (back-office §3). */
export function isChecked(meta: StudentLessonMeta): boolean {
  return meta.checked !== undefined && meta.checked !== '' && meta.checked !== 'n';
}

/** The parts of the report the teacher has not filled in, for 'No Teacher Report'. */
export function missingParts(meta: StudentLessonMeta): string[] {
  const missing = (value: string | undefined) => value === undefined || value === '---';
  const parts: string[] = [];
  if (missing(meta.comment?.comment)) parts.push('Comment');
  if (ENGAGEMENT_KEYS.every((key) => missing(meta.engagement?.[key]))) parts.push('Engagement');
  if (missing(meta.punctuality)) parts.push('Punctuality');
  if (missing(meta.homework?.homeworkSubmission)) parts.push('Homework');
  return parts;
}


export const BAND_TONES: Record<Band, 'red' | 'amber' | 'green'> = { red: 'red', amber: 'amber', green: 'green' };

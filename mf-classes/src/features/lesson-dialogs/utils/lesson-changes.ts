import type { UserRef } from '@backoffice/domain/records';
import type { LessonChange } from '../../../shared/utils/lesson-change';
import { staffNames } from '../../../shared/utils/lesson-label';
import { formatDuration, formatLessonTime, minutesBetween } from '../../../shared/utils/lesson-time';

export type AnnounceableFields = { scheduled_on: string; ended_on: string; tutor: readonly UserRef[] };

/**
 * The changes a save made that ask for an announcement, in the words the prompt lists them. A moved lesson whose length
 * stayed the same changed its start only; a longer lesson starting at the same time changed its duration only.
 */
export function announceableChanges(before: AnnounceableFields, after: AnnounceableFields): LessonChange[] {
  const changes: LessonChange[] = [];
  if (Date.parse(after.scheduled_on) !== Date.parse(before.scheduled_on)) {
    changes.push({ field: 'start', label: 'Start', from: formatLessonTime(before.scheduled_on), to: formatLessonTime(after.scheduled_on) });
  }
  const durationBefore = minutesBetween(before.scheduled_on, before.ended_on);
  const durationAfter = minutesBetween(after.scheduled_on, after.ended_on);
  if (durationAfter !== durationBefore) {
    changes.push({ field: 'duration', label: 'Duration', from: formatDuration(durationBefore), to: formatDuration(durationAfter) });
  }
  const tutorsBefore = new Set(before.tutor.map((user) => user._id));
  const sameTutors = after.tutor.length === tutorsBefore.size && after.tutor.every((user) => tutorsBefore.has(user._id));
  if (!sameTutors) changes.push({ field: 'tutor', label: 'Tutor', from: staffNames(before.tutor), to: staffNames(after.tutor) });
  return changes;
}

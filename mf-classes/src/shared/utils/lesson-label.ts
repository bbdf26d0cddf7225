import type { LessonItem } from '@backoffice/domain/classes';
import type { UserRef } from '@backoffice/domain/records';

/** 'Term 1 · Lesson 3' from a lesson's meta (term and lesson number); empty when neither is set. */
export function termAndNumber(meta: LessonItem['meta']): string {
  return [meta.term !== null ? `Term ${meta.term}` : null, meta.index !== null ? `Lesson ${meta.index}` : null]
    .filter(Boolean)
    .join(' · ');
}

/** Tutors or TAs as the lesson's facts and the save prompt name them: 'Daniel Whitmore, Emily Hart', or 'None'. */
export function staffNames(users: readonly UserRef[]): string {
  return users.length > 0 ? users.map((user) => user.name).join(', ') : 'None';
}

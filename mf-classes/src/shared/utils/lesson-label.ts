import type { LessonItem } from '@backoffice/domain';

/** 'Term 1 · Lesson 3' from a lesson's meta (term and lesson number); empty when neither is set. */
export function termAndNumber(meta: LessonItem['meta']): string {
  return [meta.term !== null ? `Term ${meta.term}` : null, meta.index !== null ? `Lesson ${meta.index}` : null]
    .filter(Boolean)
    .join(' · ');
}

import type { OrderLessonOption } from '@backoffice/domain/orders';

/** A lesson the create form can allocate (GET /admin/order/classes/:id/lessons). */
export type ClassLesson = OrderLessonOption;

/** Lessons in time order, which is the order the selection rule works in. */
export function sortLessons<T extends { scheduled_on: string }>(lessons: readonly T[]): T[] {
  return [...lessons].sort((a, b) => Date.parse(a.scheduled_on) - Date.parse(b.scheduled_on));
}

/** Every lesson from the earliest to the latest of `ids` among `lessons` (sorted), so a selection has no holes. */
export function coverSelection(lessons: readonly ClassLesson[], ids: Iterable<string>): string[] {
  const wanted = new Set(ids);
  const indexes = lessons.flatMap((lesson, index) => (wanted.has(lesson._id) ? [index] : []));
  if (indexes.length === 0) return [];
  const first = Math.min(...indexes);
  const last = Math.max(...indexes);
  return lessons.slice(first, last + 1).map((lesson) => lesson._id);
}

/**
 * Ticking or unticking one lesson (spec §5: the selection covers ALL lessons from the earliest to the latest chosen).
 * Ticking extends the range to reach the lesson. Unticking the earliest drops it; unticking any later one ends the
 * range just before it, since leaving a hole in the middle is not possible.
 */
export function toggleLesson(lessons: readonly ClassLesson[], selected: readonly string[], id: string): string[] {
  const current = coverSelection(lessons, selected);
  const index = lessons.findIndex((lesson) => lesson._id === id);
  if (index < 0) return current;
  if (!current.includes(id)) return coverSelection(lessons, [...current, id]);
  const first = lessons.findIndex((lesson) => lesson._id === current[0]);
  if (index === first) return current.slice(1);
  return lessons.slice(first, index).map((lesson) => lesson._id);
}

/** start_date and end_date of the order: the earliest and latest chosen lessons' scheduled_on. */
export function selectionBounds(
  lessons: readonly ClassLesson[],
  selected: readonly string[],
): { start_date: string; end_date: string } | null {
  const ids = coverSelection(lessons, selected);
  const first = lessons.find((lesson) => lesson._id === ids[0]);
  const last = lessons.find((lesson) => lesson._id === ids[ids.length - 1]);
  return first && last ? { start_date: first.scheduled_on, end_date: last.scheduled_on } : null;
}

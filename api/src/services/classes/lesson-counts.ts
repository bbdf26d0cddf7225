import { KeptValues } from '../../lib/kept-values';

/**
 * How many lessons each class has, kept between requests.
 *
 * The class list shows every class's lesson count, and counting one reads the class's whole range of
 * lessons_class_scheduled_idx: some 1,600 entries a class on the scale data set, ten classes a page, which made the
 * counts four fifths of the list's database time. Lessons are only added, through this API, and far less often than
 * the list is read, so a count is kept per class until a lesson is written through this API or 10 s have passed
 * (KeptValues). A class without lessons has no row to count: its count is 0.
 */
export class LessonCountCache extends KeptValues<number> {
  constructor(options: { maxEntries: number; ttlMs: number; now?: () => number } = { maxEntries: 10_000, ttlMs: 10_000 }) {
    super({ ...options, absent: 0 });
  }
}

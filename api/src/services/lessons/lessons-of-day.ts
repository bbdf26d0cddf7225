import { DAY_LESSON_STUDENT_NAMES, type DayLessonItem, type dayLessonListQuerySchema } from '@backoffice/domain/classes';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/types';
import { countActiveLessonsEndingBetween, listActiveLessonsEndingBetween } from '../../db/repositories/lessons';
import type { LessonCountCache } from '../classes/lesson-counts';
import { dayBounds } from '../orders/days';
import { toDayLessonItem } from './to-lesson';

type DayLessonListQuery = z.output<typeof dayLessonListQuerySchema>;

/**
 * Quick Lesson Management's day (back-office §2 /lessons, §7 getLessonList): the active lessons whose end falls on
 * `date` in the centre's time zone — from its midnight up to, not including, the next — by scheduled_on, a page of
 * `max` from `offset`, and how many there are that day. A lesson running past midnight belongs to the day it ends.
 */
export async function listLessonsOfDay(
  db: DbOrTx,
  query: DayLessonListQuery,
  timezone: string,
  dayCounts: LessonCountCache,
): Promise<{ data: DayLessonItem[]; count: number }> {
  const range = dayBounds(query.date, timezone);
  // The day's total is kept between requests, as a class's lesson count is: paging through a day asks for it again
  // and again, and it changes only when a lesson is written.
  const [rows, counts] = await Promise.all([
    listActiveLessonsEndingBetween(db, range, { limit: query.max, offset: query.offset, names: DAY_LESSON_STUDENT_NAMES }),
    dayCounts.get([query.date], async ([day]) => new Map([[day as string, await countActiveLessonsEndingBetween(db, range)]])),
  ]);
  return { data: rows.map(toDayLessonItem), count: counts.get(query.date) ?? 0 };
}

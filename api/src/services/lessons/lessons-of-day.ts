import { DAY_LESSON_STUDENT_NAMES, type DayLessonItem, type dayLessonListQuerySchema } from '@backoffice/domain/classes';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { listActiveLessonsEndingBetween } from '../../db/repositories/lessons';
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
): Promise<{ data: DayLessonItem[]; count: number }> {
  const { rows, total } = await listActiveLessonsEndingBetween(db, dayBounds(query.date, timezone), {
    limit: query.max,
    offset: query.offset,
    names: DAY_LESSON_STUDENT_NAMES,
  });
  return { data: rows.map(toDayLessonItem), count: total };
}

import type { LessonDetail, LessonItem, lessonListQuerySchema } from '@backoffice/domain/classes';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/types';
import { countLessonsOfClasses, findClassById } from '../../db/repositories/classes';
import { findLessonDetail, lessonPositionAt, listLessonPage } from '../../db/repositories/lessons';
import { notFound } from '../../errors';
import type { LessonCountCache } from '../classes/lesson-counts';
import { toLessonDetail, toLessonItem } from './to-lesson';

type LessonListQuery = z.output<typeof lessonListQuerySchema>;

/**
 * A page of a class's lessons (back-office §2 Class lessons). With `around`, the page is the one holding the first
 * lesson (by scheduled_on) that ends at or after that instant, or the class's last lesson when every lesson has ended,
 * and `offset` in the answer says where that page starts. The class's lesson count comes from the cache the class
 * list shares. An unknown class is a 404.
 */
export async function listLessons(
  db: DbOrTx,
  query: LessonListQuery,
  lessonCounts: LessonCountCache,
): Promise<{ data: LessonItem[]; count: number; offset: number }> {
  let offset = query.offset;
  if (query.around !== undefined) {
    const position = await lessonPositionAt(db, query.class, new Date(query.around), query.order);
    offset = position === null ? 0 : Math.floor(position / query.max) * query.max;
  }
  // Two independent reads: on PostgreSQL they run side by side on the pool.
  const [rows, counts] = await Promise.all([
    listLessonPage(db, query.class, { limit: query.max, offset, direction: query.order }),
    lessonCounts.get([query.class], (ids) => countLessonsOfClasses(db, ids)),
  ]);
  const count = counts.get(query.class) ?? 0;
  // A class without lessons may not exist at all.
  if (count === 0 && rows.length === 0 && !(await findClassById(db, query.class))) throw notFound();
  return {
    data: rows.map((row) => toLessonItem(row.lesson, row.staff, row.studentCount)),
    count,
    offset,
  };
}

export async function getLesson(db: DbOrTx, id: string): Promise<LessonDetail> {
  const row = await findLessonDetail(db, id);
  if (!row) throw notFound();
  return toLessonDetail(row);
}

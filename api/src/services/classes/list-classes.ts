import type { ClassItem, classListQuerySchema, staffOptionsQuerySchema } from '@backoffice/domain/classes';
import type { UserRef } from '@backoffice/domain/records';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/types';
import { countLessonsOfClasses, findClassWithStaff, listClassPage } from '../../db/repositories/classes';
import { searchUsersOfType } from '../../db/repositories/users';
import { notFound } from '../../errors';
import { containsText } from '../../lib/like';
import type { LessonCountCache } from './lesson-counts';
import { toClassItem } from './to-class';

/**
 * A page of the class list (back-office §2 Class list): newest edit first, `q` a case-insensitive name substring.
 * The lesson counts come from the cache when it has them.
 */
export async function listClasses(
  db: DbOrTx,
  query: z.output<typeof classListQuerySchema>,
  lessonCounts: LessonCountCache,
): Promise<{ data: ClassItem[]; count: number }> {
  const { rows, total } = await listClassPage(
    db,
    { containsLower: containsText(query.q) },
    { limit: query.max, offset: query.offset },
  );
  const counts = await lessonCounts.get(
    rows.map((row) => row.klass.id),
    (ids) => countLessonsOfClasses(db, ids),
  );
  return { data: rows.map((row) => toClassItem({ ...row, lessonCount: counts.get(row.klass.id) ?? 0 })), count: total };
}

export async function getClass(db: DbOrTx, id: string): Promise<ClassItem> {
  const row = await findClassWithStaff(db, id);
  if (!row) throw notFound();
  return toClassItem(row);
}

/** Tutors or TAs to pick for a class or a lesson: active accounts whose name or email contains `q`, by name. */
export async function listStaffOptions(
  db: DbOrTx,
  query: z.output<typeof staffOptionsQuerySchema>,
): Promise<{ data: UserRef[]; count: number }> {
  const { rows, total } = await searchUsersOfType(db, query.type, containsText(query.q) ?? '', query.max);
  return { data: rows.map((row) => ({ _id: row.id, name: row.name, email: row.email })), count: total };
}

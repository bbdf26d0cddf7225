import { and, asc, eq, gt, gte, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { classes, classStudents } from '../schema/classes';
import { lessons } from '../schema/lessons';

export type ClassRow = typeof classes.$inferSelect;
export type LessonRef = { id: string; name: string; scheduledOn: Date; endedOn: Date };

const lessonRef = { id: lessons.id, name: lessons.name, scheduledOn: lessons.scheduledOn, endedOn: lessons.endedOn };

/** Active classes whose name contains the (LIKE-escaped, lower-cased) text, by name, with how many match in all. */
export async function searchActiveClasses(
  db: DbOrTx,
  containsLower: string,
  limit: number,
): Promise<{ rows: Array<{ id: string; name: string }>; total: number }> {
  const conditions = [eq(classes.isActive, true)];
  // lower(name) LIKE … is what classes_name_trgm_idx answers.
  if (containsLower) conditions.push(sql`lower(${classes.name}) LIKE ${`%${containsLower}%`} ESCAPE '\\'`);
  const rows = await db
    .select({ id: classes.id, name: classes.name, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(classes)
    .where(and(...conditions))
    .orderBy(asc(classes.name), asc(classes.id))
    .limit(limit);
  return { rows: rows.map(({ id, name }) => ({ id, name })), total: rows[0]?.total ?? 0 };
}

export async function findClassById(db: DbOrTx, id: string): Promise<ClassRow | undefined> {
  const [row] = await db.select().from(classes).where(eq(classes.id, id)).limit(1);
  return row;
}

/**
 * A class's active lessons scheduled from `from` to `to`, in order: `to` included (an allocation's latest lesson), or
 * excluded with `toExclusive` (the end of a centre day).
 */
export async function findActiveLessonsBetween(
  db: DbOrTx,
  classId: string,
  range: { from: Date; to: Date; toExclusive?: boolean },
): Promise<LessonRef[]> {
  return db
    .select(lessonRef)
    .from(lessons)
    .where(
      and(
        eq(lessons.classId, classId),
        eq(lessons.isActive, true),
        gte(lessons.scheduledOn, range.from),
        range.toExclusive ? lt(lessons.scheduledOn, range.to) : lte(lessons.scheduledOn, range.to),
      ),
    )
    .orderBy(asc(lessons.scheduledOn), asc(lessons.id));
}

/** A class's first `limit` active lessons scheduled after `after` and before `before` (exclusive), in order. */
export async function findNextActiveLessons(
  db: DbOrTx,
  classId: string,
  window: { after: Date; from: Date; before: Date },
  limit: number,
): Promise<LessonRef[]> {
  return db
    .select(lessonRef)
    .from(lessons)
    .where(
      and(
        eq(lessons.classId, classId),
        eq(lessons.isActive, true),
        gt(lessons.scheduledOn, window.after),
        gte(lessons.scheduledOn, window.from),
        lt(lessons.scheduledOn, window.before),
      ),
    )
    .orderBy(asc(lessons.scheduledOn), asc(lessons.id))
    .limit(limit);
}

/** Puts a student in a class; one who is already in it stays as they were. */
export async function addClassStudent(tx: DbOrTx, classId: string, userId: string, at: Date): Promise<void> {
  await tx.insert(classStudents).values({ classId, userId, added: at }).onConflictDoNothing();
}

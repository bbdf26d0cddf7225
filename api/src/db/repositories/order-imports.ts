import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../types';
import { classes } from '../schema/classes';
import { lessons } from '../schema/lessons';
import type { LessonRef } from './classes';

// The reads of a CSV row in one statement: a CSV import creates thousands of allocations in a row, and each round trip
// to PostgreSQL costs the API's one core more than the work it carries (the allocation's writes: insertOrderWithSeats,
// repositories/orders.ts).

/** What creating an allocation needs of its class. */
export type ClassRef = { id: string; name: string; isActive: boolean };

/**
 * A class and its first `limit` active lessons scheduled after `after`, from `from` and before `before` (exclusive), in
 * order, read at once; undefined when there is no such class.
 */
export async function findClassWithNextLessons(
  db: DbOrTx,
  classId: string,
  window: { after: Date; from: Date; before: Date },
  limit: number,
): Promise<{ klass: ClassRef; lessons: LessonRef[] } | undefined> {
  const next = db
    .select({ id: lessons.id, name: lessons.name, scheduledOn: lessons.scheduledOn, endedOn: lessons.endedOn })
    .from(lessons)
    .where(
      and(
        eq(lessons.classId, classes.id),
        eq(lessons.isActive, true),
        gt(lessons.scheduledOn, window.after),
        gte(lessons.scheduledOn, window.from),
        lt(lessons.scheduledOn, window.before),
      ),
    )
    .orderBy(asc(lessons.scheduledOn), asc(lessons.id))
    .limit(limit)
    .as('next');
  const rows = await db
    .select({
      klass: { id: classes.id, name: classes.name, isActive: classes.isActive },
      lesson: { id: next.id, name: next.name, scheduledOn: next.scheduledOn, endedOn: next.endedOn },
    })
    .from(classes)
    .leftJoinLateral(next, sql`true`)
    .where(eq(classes.id, classId))
    .orderBy(asc(next.scheduledOn), asc(next.id));
  const [first] = rows;
  if (!first) return undefined;
  return { klass: first.klass, lessons: rows.flatMap((row) => (row.lesson ? [row.lesson] : [])) };
}

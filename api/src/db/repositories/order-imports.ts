import { and, asc, eq, gt, gte, inArray, lt, sql } from 'drizzle-orm';
import type { LessonStudentGroup } from '@backoffice/domain/enums';
import type { DbOrTx } from '../client';
import { auditLog } from '../schema/audit';
import { classes, classStudents } from '../schema/classes';
import { lessons, lessonStudents } from '../schema/lessons';
import { orders } from '../schema/orders';
import type { LessonRef } from './classes';
import type { NewOrderRow } from './orders';

// The writes of an allocation and the reads of a CSV row, each in one statement: a CSV import creates thousands of
// allocations in a row, and each round trip to PostgreSQL costs the API's one core more than the work it carries.

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

export type OrderWrite = {
  /** The order, its id chosen by the caller (so its audit record can be written in the same statement). */
  order: NewOrderRow & { id: string };
  /** The lessons to seat the student in, and as which group. */
  seats: { lessonIds: string[]; group: LessonStudentGroup };
  /** The order's audit record; `seated_lessons` (the lessons that got a new seat) is added to `after`. */
  audit: { actorId: string | null; action: string; after: Record<string, unknown>; requestId: string | null };
};

/**
 * Records an allocation in one statement: the order, the student's place in the class (kept when already there), a
 * seat in each lesson (a lesson the student already sits in keeps its seat and the order that gave it), and the audit
 * record with the lessons that got a new seat. Answers those lessons.
 */
export async function insertOrderWithSeats(tx: DbOrTx, write: OrderWrite): Promise<string[]> {
  const { order, seats, audit } = write;
  const at = order.created ?? new Date();
  const insertOrder = tx.insert(orders).values(order);
  const placeInClass = tx
    .insert(classStudents)
    .values({ classId: order.classId, userId: order.studentId, added: at })
    .onConflictDoNothing();
  const seat =
    seats.lessonIds.length > 0
      ? tx
          .insert(lessonStudents)
          .values(
            seats.lessonIds.map((lessonId) => ({
              lessonId,
              userId: order.studentId,
              group: seats.group,
              orderId: order.id,
              added: at,
            })),
          )
          .onConflictDoNothing()
          .returning({ lessonId: lessonStudents.lessonId })
      : sql`SELECT NULL::uuid AS lesson_id WHERE false`;
  const record = sql`INSERT INTO ${auditLog} (actor_id, action, entity, entity_id, before, after, request_id, at)
    SELECT ${audit.actorId}::uuid, ${audit.action}, 'order', ${order.id}, NULL,
           ${JSON.stringify(audit.after)}::jsonb
             || jsonb_build_object('seated_lessons', (SELECT coalesce(jsonb_agg(lesson_id), '[]'::jsonb) FROM seated)),
           ${audit.requestId}, ${at.toISOString()}::timestamptz`;
  // getSQL(): a query builder put in sql`` is taken for a subquery and wrapped in parentheses, which WITH refuses.
  const result = await tx.execute(
    sql`WITH created AS (${insertOrder.getSQL()}), placed AS (${placeInClass.getSQL()}), seated AS (${seat.getSQL()}),
             audited AS (${record})
        SELECT lesson_id FROM seated`,
  );
  return (result as unknown as { rows: Array<{ lesson_id: string }> }).rows.map((row) => row.lesson_id);
}

/** The orders already imported under these import keys: key → order id. */
export async function findImportedOrderIds(db: DbOrTx, importKeys: string[]): Promise<Map<string, string>> {
  if (importKeys.length === 0) return new Map();
  const rows = await db
    .select({ id: orders.id, importKey: orders.importKey })
    .from(orders)
    .where(inArray(orders.importKey, importKeys));
  return new Map(rows.map((row) => [row.importKey ?? '', row.id]));
}

import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { LessonStudentGroup } from '@backoffice/domain/enums';
import type { DbOrTx } from '../client';
import { lessons, lessonStudents } from '../schema/lessons';

/** Lessons whose teacher asked for an immediate consultation that nobody has resolved yet (the header badge). */
export async function countOpenConsultImmediately(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(lessons)
    .where(and(eq(lessons.consultImmediately, true), eq(lessons.consultResolved, false), eq(lessons.isActive, true)));
  return row?.value ?? 0;
}

/**
 * Seats a student in lessons for an order. A lesson the student already sits in keeps its seat (and the order that
 * gave it); the answer lists the lessons that got a new seat.
 */
export async function addLessonStudents(
  tx: DbOrTx,
  seat: { lessonIds: string[]; userId: string; group: LessonStudentGroup; orderId: string; at: Date },
): Promise<string[]> {
  if (seat.lessonIds.length === 0) return [];
  const added = await tx
    .insert(lessonStudents)
    .values(
      seat.lessonIds.map((lessonId) => ({
        lessonId,
        userId: seat.userId,
        group: seat.group,
        orderId: seat.orderId,
        added: seat.at,
      })),
    )
    .onConflictDoNothing()
    .returning({ lessonId: lessonStudents.lessonId });
  return added.map((row) => row.lessonId);
}

/** Takes an order's seats out of the lessons that start after `after`; the answer lists those lessons. */
export async function removeOrderSeatsAfter(tx: DbOrTx, orderId: string, after: Date): Promise<string[]> {
  // The planner turns this into a semi-join driven by lesson_students_order_idx: an order has a handful of seats.
  const future = tx.select({ id: lessons.id }).from(lessons).where(gt(lessons.scheduledOn, after));
  const removed = await tx
    .delete(lessonStudents)
    .where(and(eq(lessonStudents.orderId, orderId), inArray(lessonStudents.lessonId, future)))
    .returning({ lessonId: lessonStudents.lessonId });
  return removed.map((row) => row.lessonId);
}

import { and, asc, count, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { LessonStudentGroup } from '@backoffice/domain/enums';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../types';
import { prepared } from '../prepared';
import { classes } from '../schema/classes';
import { lessons, lessonStaff, lessonStudents } from '../schema/lessons';
import { users } from '../schema/users';
import type { StaffEntry } from './classes';
import { lessonPollsJson, type PollFields } from './polls';
import { contactColumns, type ContactRow } from './users';

/** Lessons whose teacher asked for an immediate consultation that nobody has resolved yet (the header badge). */
export async function countOpenConsultImmediately(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(lessons)
    .where(and(eq(lessons.consultImmediately, true), eq(lessons.consultResolved, false), eq(lessons.isActive, true)));
  return row?.value ?? 0;
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

// ---------------------------------------------------------------------------------------------------------------
// The class lessons and lesson detail screens (back-office §2 Class lessons; people-records §2 Lesson detail)

export type LessonRow = typeof lessons.$inferSelect;
export type NewLessonRow = typeof lessons.$inferInsert;
export type LessonChanges = Partial<Omit<NewLessonRow, 'id' | 'classId' | 'created' | 'lessonMeta'>>;

const itemColumns = {
  id: lessons.id,
  classId: lessons.classId,
  name: lessons.name,
  scheduledOn: lessons.scheduledOn,
  endedOn: lessons.endedOn,
  isActive: lessons.isActive,
  isReleased: lessons.isReleased,
  isCompleted: lessons.isCompleted,
  term: lessons.term,
  index: lessons.index,
  hostingPlatform: lessons.hostingPlatform,
  hostingType: lessons.hostingType,
};
export type LessonItemRow = { [K in keyof typeof itemColumns]: LessonRow[K] };

/**
 * A lesson's tutors and TAs as one JSON array by name, correlated with the outer `lessons` row (named by its table, as
 * in the class list's columns).
 */
const lessonStaffJson = sql<StaffEntry[]>`(
  SELECT coalesce(json_agg(json_build_object('_id', u.id, 'name', u.name, 'email', u.email, 'role', st.role)
                           ORDER BY lower(u.name), u.id), '[]'::json)
  FROM ${lessonStaff} st JOIN ${users} u ON u.id = st.user_id
  WHERE st.lesson_id = ${lessons}.id)`;

/** Students of every group: a range of the lesson_students primary key. */
const studentCountOfLesson = sql<number>`(SELECT count(*) FROM ${lessonStudents} ls WHERE ls.lesson_id = ${lessons}.id)`;

export type LessonWithStaff = { lesson: LessonItemRow; staff: StaffEntry[]; studentCount: number };
type Direction = 'asc' | 'desc';

function listOrder(direction: Direction, scheduledOn: SQL | AnyPgColumn, id: SQL | AnyPgColumn) {
  return direction === 'asc' ? sql`${scheduledOn} ASC, ${id} ASC` : sql`${scheduledOn} DESC, ${id} DESC`;
}

/**
 * One page of a class's lessons by scheduled_on (ties by id), with each lesson's tutors, TAs and student count, in
 * one round trip. The page is walked on lessons_class_scheduled_idx and only its rows are joined to staff and
 * students; a class has some 1,600 lessons and the table half a million. One prepared statement per direction.
 */
export async function listLessonPage(
  db: DbOrTx,
  classId: string,
  page: { limit: number; offset: number; direction: Direction },
): Promise<LessonWithStaff[]> {
  const statement = prepared(db, `lesson_page_${page.direction}`, (handle, name) => {
    const ids = handle
      .select({ id: lessons.id, scheduledOn: lessons.scheduledOn })
      .from(lessons)
      .where(sql`${lessons.classId} = ${sql.placeholder('classId')}::uuid`)
      .orderBy(listOrder(page.direction, lessons.scheduledOn, lessons.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return handle
      .select({ lesson: itemColumns, staff: lessonStaffJson, studentCount: studentCountOfLesson.mapWith(Number) })
      .from(ids)
      .innerJoin(lessons, eq(lessons.id, ids.id))
      .orderBy(listOrder(page.direction, ids.scheduledOn, ids.id))
      .prepare(name);
  });
  return statement.execute({ classId, limit: page.limit, offset: page.offset });
}

/**
 * Where a class's list stands at an instant: the position, in the list's order, of the first lesson (by scheduled_on)
 * ending at or after it, or of the class's last lesson when all have ended. Null for a class without lessons. One
 * prepared statement per direction: the target is the first row of two one-row candidates (the next lesson to end,
 * else the last one), and only the target is counted from, on lessons_class_scheduled_idx.
 */
export async function lessonPositionAt(db: DbOrTx, classId: string, at: Date, direction: Direction): Promise<number | null> {
  const statement = prepared(db, `lesson_position_${direction}`, (handle, name) => {
    const candidates = sql`(
      (SELECT l.id, l.scheduled_on, 0 AS rank FROM ${lessons} l
        WHERE l.class_id = ${sql.placeholder('classId')}::uuid AND l.ended_on >= ${sql.placeholder('at')}::timestamptz
        ORDER BY l.scheduled_on, l.id LIMIT 1)
      UNION ALL
      (SELECT l.id, l.scheduled_on, 1 AS rank FROM ${lessons} l
        WHERE l.class_id = ${sql.placeholder('classId')}::uuid
        ORDER BY l.scheduled_on DESC, l.id DESC LIMIT 1)
      ORDER BY rank LIMIT 1
    ) AS target`;
    // The lessons listed before the target: (scheduled_on, id) is the list's order.
    const before = direction === 'asc' ? sql.raw('<') : sql.raw('>');
    return handle
      .select({
        position: sql<string>`(SELECT count(*) FROM ${lessons} b
          WHERE b.class_id = ${sql.placeholder('classId')}::uuid
            AND (b.scheduled_on, b.id) ${before} (target.scheduled_on, target.id))`,
      })
      .from(candidates)
      .prepare(name);
  });
  const [row] = await statement.execute({ classId, at: at.toISOString() });
  return row ? Number(row.position) : null;
}

/**
 * Everything the lesson detail's header and the Zoom detail show: the lesson, its class, staff, how many students of
 * each group and the poll questions.
 */
export type LessonDetailRow = {
  lesson: LessonItemRow & { desc: string; platformIntegration: LessonRow['platformIntegration'] };
  klass: { id: string; name: string; scheduleStartTime: string; scheduleEndTime: string; scheduleDays: string };
  staff: StaffEntry[];
  groups: Array<{ group: LessonStudentGroup; count: number }>;
  polls: PollFields[];
};

export async function findLessonDetail(db: DbOrTx, id: string): Promise<LessonDetailRow | undefined> {
  const [row] = await db
    .select({
      lesson: { ...itemColumns, desc: lessons.desc, platformIntegration: lessons.platformIntegration },
      klass: {
        id: classes.id,
        name: classes.name,
        scheduleStartTime: classes.scheduleStartTime,
        scheduleEndTime: classes.scheduleEndTime,
        scheduleDays: classes.scheduleDays,
      },
      staff: lessonStaffJson,
      groups: sql<Array<{ group: LessonStudentGroup; count: number }>>`(
        SELECT coalesce(json_agg(json_build_object('group', g.grp, 'count', g.n)), '[]'::json)
        FROM (SELECT ls."group" AS grp, count(*) AS n FROM ${lessonStudents} ls
              WHERE ls.lesson_id = ${lessons}.id GROUP BY ls."group") g)`,
      // In the same round trip: the Zoom detail opens on this one request.
      polls: lessonPollsJson,
    })
    .from(lessons)
    .innerJoin(classes, eq(classes.id, lessons.classId))
    .where(eq(lessons.id, id))
    .limit(1);
  return row;
}

// ---------------------------------------------------------------------------------------------------------------
// Quick Lesson Management (back-office §2 /lessons, §7 getLessonList)

export type DayLessonRow = LessonWithStaff & {
  klass: { id: string; name: string };
  students: Array<{ _id: string; name: string; email: string }>;
};

/**
 * Active lessons ending in [start, end), by scheduled_on (ties by id): one page with each lesson's class, tutors, TAs,
 * student count (every group) and the first `names` students of its 'student' group by name. The range is read on the
 * partial index lessons_ended_active_idx (a day holds a thousand lessons or more on the scale data); only the page's
 * rows are joined to classes, staff and students.
 */
export async function listActiveLessonsEndingBetween(
  db: DbOrTx,
  range: { start: Date; end: Date },
  page: { limit: number; offset: number; names: number },
): Promise<DayLessonRow[]> {
  // Prepared, like the other hot lists: planning this statement cost as much as running it. Its generic plan reads
  // the day's range on lessons_ended_active_idx (with `is_active` alone, as the index's predicate is written, so the
  // planner matches the two) and sorts the page from it.
  const pageStatement = prepared(db, 'lessons_of_day_page', (handle, name) => {
    const ids = handle
      .select({ id: lessons.id, scheduledOn: lessons.scheduledOn })
      .from(lessons)
      .where(inDay)
      .orderBy(asc(lessons.scheduledOn), asc(lessons.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    const firstStudents = sql<DayLessonRow['students']>`(
      SELECT coalesce(json_agg(json_build_object('_id', s.id, 'name', s.name, 'email', s.email) ORDER BY s.sort_name, s.id),
                      '[]'::json)
      FROM (SELECT u.id, u.name, u.email, lower(u.name) AS sort_name
            FROM ${lessonStudents} ls JOIN ${users} u ON u.id = ls.user_id
            WHERE ls.lesson_id = ${lessons}.id AND ls."group" = 'student'
            ORDER BY lower(u.name), u.id
            LIMIT ${sql.placeholder('names')}) s)`;
    return handle
      .select({
        lesson: itemColumns,
        klass: { id: classes.id, name: classes.name },
        staff: lessonStaffJson,
        studentCount: studentCountOfLesson.mapWith(Number),
        students: firstStudents,
      })
      .from(ids)
      .innerJoin(lessons, eq(lessons.id, ids.id))
      .innerJoin(classes, eq(classes.id, lessons.classId))
      .orderBy(asc(ids.scheduledOn), asc(ids.id))
      .prepare(name);
  });
  return pageStatement.execute({ ...isoRange(range), limit: page.limit, offset: page.offset, names: page.names });
}

/** How many active lessons end in [start, end): an index-only count on lessons_ended_active_idx. */
export async function countActiveLessonsEndingBetween(db: DbOrTx, range: { start: Date; end: Date }): Promise<number> {
  const statement = prepared(db, 'lessons_of_day_count', (handle, name) =>
    handle.select({ value: count() }).from(lessons).where(inDay).prepare(name),
  );
  const [row] = await statement.execute(isoRange(range));
  return row?.value ?? 0;
}

const inDay = sql`${lessons.isActive} AND ${lessons.endedOn} >= ${sql.placeholder('start')}::timestamptz
  AND ${lessons.endedOn} < ${sql.placeholder('end')}::timestamptz`;

const isoRange = (range: { start: Date; end: Date }) => ({ start: range.start.toISOString(), end: range.end.toISOString() });

/** The lesson, locked until the transaction ends: edits and seat changes of one lesson do not interleave. */
export async function lockLesson(tx: Tx, id: string): Promise<LessonRow | undefined> {
  const [row] = await tx.select().from(lessons).where(eq(lessons.id, id)).for('update').limit(1);
  return row;
}

export async function findLessonById(db: DbOrTx, id: string): Promise<LessonRow | undefined> {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).limit(1);
  return row;
}

export async function insertLesson(tx: DbOrTx, values: NewLessonRow): Promise<LessonRow> {
  const [row] = await tx.insert(lessons).values(values).returning();
  if (!row) throw new Error('lesson insert returned nothing');
  return row;
}

export async function updateLesson(tx: DbOrTx, id: string, values: LessonChanges): Promise<void> {
  await tx.update(lessons).set(values).where(eq(lessons.id, id));
}

/** Makes the lesson's tutors (or TAs) exactly these users. */
export async function replaceLessonStaff(
  tx: DbOrTx,
  lessonId: string,
  role: StaffEntry['role'],
  userIds: readonly string[],
): Promise<void> {
  await tx.delete(lessonStaff).where(and(eq(lessonStaff.lessonId, lessonId), eq(lessonStaff.role, role)));
  if (userIds.length === 0) return;
  await tx
    .insert(lessonStaff)
    .values(userIds.map((userId) => ({ lessonId, userId, role })))
    .onConflictDoNothing();
}

export type LessonStudentRow = ContactRow & {
  group: LessonStudentGroup;
  attended: boolean;
  joinedAt: Date | null;
  leftAt: Date | null;
};

/**
 * One group of a lesson's students by name (ties by id), optionally only those whose name or email contains the
 * (LIKE-escaped, lower-cased) text, with how many match in all.
 */
export async function listLessonStudents(
  db: DbOrTx,
  lessonId: string,
  filter: { group: LessonStudentGroup; containsLower: string | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: LessonStudentRow[]; total: number }> {
  const conditions: SQL[] = [eq(lessonStudents.lessonId, lessonId), eq(lessonStudents.group, filter.group)];
  if (filter.containsLower) {
    const pattern = `%${filter.containsLower}%`;
    conditions.push(
      or(sql`lower(${users.name}) LIKE ${pattern} ESCAPE '\\'`, sql`lower(${users.email}) LIKE ${pattern} ESCAPE '\\'`) as SQL,
    );
  }
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...contactColumns,
        group: lessonStudents.group,
        attended: lessonStudents.attended,
        joinedAt: lessonStudents.joinedAt,
        leftAt: lessonStudents.leftAt,
      })
      .from(lessonStudents)
      .innerJoin(users, eq(users.id, lessonStudents.userId))
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: count() })
      .from(lessonStudents)
      .innerJoin(users, eq(users.id, lessonStudents.userId))
      .where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Which of these users sit in the lesson, in any group. */
export async function findLessonMembers(db: DbOrTx, lessonId: string, userIds: readonly string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: lessonStudents.userId })
    .from(lessonStudents)
    .where(and(eq(lessonStudents.lessonId, lessonId), inArray(lessonStudents.userId, [...userIds])));
  return new Set(rows.map((row) => row.userId));
}

/**
 * Seats students in one lesson by hand (no order) in a group. Those already in the lesson, in any group, keep their
 * seat; the answer lists the users that got a new one.
 */
export async function addStudentsToLesson(
  tx: DbOrTx,
  seat: { lessonId: string; userIds: readonly string[]; group: LessonStudentGroup; at: Date },
): Promise<string[]> {
  if (seat.userIds.length === 0) return [];
  const added = await tx
    .insert(lessonStudents)
    .values(seat.userIds.map((userId) => ({ lessonId: seat.lessonId, userId, group: seat.group, orderId: null, added: seat.at })))
    .onConflictDoNothing()
    .returning({ userId: lessonStudents.userId });
  return added.map((row) => row.userId);
}

/** Takes a student out of a lesson; the removed seat, or undefined when the student was not in it. */
export async function removeLessonStudent(
  tx: DbOrTx,
  lessonId: string,
  userId: string,
): Promise<typeof lessonStudents.$inferSelect | undefined> {
  const [row] = await tx
    .delete(lessonStudents)
    .where(and(eq(lessonStudents.lessonId, lessonId), eq(lessonStudents.userId, userId)))
    .returning();
  return row;
}

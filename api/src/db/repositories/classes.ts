import { and, asc, count, desc, eq, getTableColumns, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../types';
import { prepared } from '../prepared';
import { classes, classStaff, classStudents } from '../schema/classes';
import { lessons } from '../schema/lessons';
import { users } from '../schema/users';

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

// ---------------------------------------------------------------------------------------------------------------
// The class screens (back-office §2 Class list, Class lessons; §4 Classes and lessons; §5 Class save)

/** A tutor or TA as a class or lesson lists it. */
export type StaffEntry = { _id: string; name: string; email: string; role: 'tutor' | 'ta' };
/** A class with its tutors and TAs (by name) and how many lessons it has. */
export type ClassWithStaff = { klass: Omit<ClassRow, 'created'>; staff: StaffEntry[]; lessonCount: number };
export type NewClassRow = typeof classes.$inferInsert;
export type ClassChanges = Partial<Omit<NewClassRow, 'id' | 'created'>>;

/** A class's tutors and TAs as one JSON array by name, correlated with the outer `classes` row. */
function classStaffJson() {
  // The outer row is named by its table: drizzle leaves column names unqualified in a query on one table, where `id`
  // would be the subquery's own.
  return sql<StaffEntry[]>`(
    SELECT coalesce(json_agg(json_build_object('_id', u.id, 'name', u.name, 'email', u.email, 'role', cs.role)
                             ORDER BY lower(u.name), u.id), '[]'::json)
    FROM ${classStaff} cs JOIN ${users} u ON u.id = cs.user_id
    WHERE cs.class_id = ${classes}.id)`;
}

/** Everything a class item shows from its own row; `created` it does not. */
function classRowColumns() {
  const { created: _created, ...columns } = getTableColumns(classes);
  return columns;
}

export type ClassPageRow = Omit<ClassWithStaff, 'lessonCount'>;
export type ClassPage = { rows: ClassPageRow[]; total: number };

/**
 * One page of the class list, newest edit first (ties by id), optionally only names containing the (LIKE-escaped,
 * lower-cased) text. The page is chosen on `classes` alone and only its rows get their staff. One prepared statement
 * per shape (with or without the name filter). `total` counts every match; it rides on the page's rows, so a page
 * past the end reads 0 and the caller counts apart. The lesson counts come from `countLessonsOfClasses`.
 */
export async function listClassPage(
  db: DbOrTx,
  filter: { containsLower: string | undefined },
  page: { limit: number; offset: number },
): Promise<ClassPage> {
  const named = filter.containsLower !== undefined && filter.containsLower !== '';
  const statement = prepared(db, named ? 'class_page_named' : 'class_page', (handle, name) => {
    const ids = handle
      .select({ id: classes.id, updated: classes.updated, total: sql<string>`count(*) over ()`.as('total') })
      .from(classes)
      .where(named ? nameContains(sql.placeholder('pattern')) : undefined)
      .orderBy(desc(classes.updated), desc(classes.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return handle
      .select({ klass: classRowColumns(), staff: classStaffJson(), total: ids.total })
      .from(ids)
      .innerJoin(classes, eq(classes.id, ids.id))
      .orderBy(desc(ids.updated), desc(ids.id))
      .prepare(name);
  });
  const rows = await statement.execute({
    pattern: named ? `%${filter.containsLower}%` : null,
    limit: page.limit,
    offset: page.offset,
  });
  const total = rows.length > 0 ? Number(rows[0]!.total) : await countClasses(db, filter);
  return { rows: rows.map(({ total: _total, ...row }) => row), total };
}

/** How many lessons each of these classes has (a class without lessons is left out): index-only scans. */
export async function countLessonsOfClasses(db: DbOrTx, classIds: readonly string[]): Promise<Map<string, number>> {
  if (classIds.length === 0) return new Map();
  const statement = prepared(db, 'lesson_counts_of_classes', (handle, name) =>
    handle
      .select({ classId: lessons.classId, value: count() })
      .from(lessons)
      .where(sql`${lessons.classId} = ANY(${sql.placeholder('classIds')}::uuid[])`)
      .groupBy(lessons.classId)
      .prepare(name),
  );
  const rows = await statement.execute({ classIds: [...classIds] });
  return new Map(rows.map((row) => [row.classId, row.value]));
}

function nameContains(pattern: unknown): SQL {
  // lower(name) LIKE … is what classes_name_trgm_idx answers.
  return sql`lower(${classes.name}) LIKE ${pattern} ESCAPE '\\'`;
}

export async function countClasses(db: DbOrTx, filter: { containsLower: string | undefined }): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(classes)
    .where(filter.containsLower ? nameContains(`%${filter.containsLower}%`) : undefined);
  return row?.value ?? 0;
}

/** One class with its staff and its lesson count, counted now. */
export async function findClassWithStaff(db: DbOrTx, id: string): Promise<ClassWithStaff | undefined> {
  const [row] = await db
    .select({
      klass: classRowColumns(),
      staff: classStaffJson(),
      lessonCount: sql<number>`(SELECT count(*) FROM ${lessons} lc WHERE lc.class_id = ${classes}.id)`.mapWith(Number),
    })
    .from(classes)
    .where(eq(classes.id, id))
    .limit(1);
  return row;
}

/** The class, locked until the transaction ends, so two edits of one class cannot interleave. */
export async function lockClass(tx: Tx, id: string): Promise<ClassRow | undefined> {
  const [row] = await tx.select().from(classes).where(eq(classes.id, id)).for('update').limit(1);
  return row;
}

export async function insertClass(tx: DbOrTx, values: NewClassRow): Promise<ClassRow> {
  const [row] = await tx.insert(classes).values(values).returning();
  if (!row) throw new Error('class insert returned nothing');
  return row;
}

export async function updateClass(tx: DbOrTx, id: string, values: ClassChanges): Promise<void> {
  await tx.update(classes).set(values).where(eq(classes.id, id));
}

/** Makes the class's tutors (or TAs) exactly these users. */
export async function replaceClassStaff(
  tx: DbOrTx,
  classId: string,
  role: StaffEntry['role'],
  userIds: readonly string[],
): Promise<void> {
  await tx.delete(classStaff).where(and(eq(classStaff.classId, classId), eq(classStaff.role, role)));
  if (userIds.length === 0) return;
  await tx
    .insert(classStaff)
    .values(userIds.map((userId) => ({ classId, userId, role })))
    .onConflictDoNothing();
}

/** Puts students in a class; those already in it stay as they were. */
export async function addClassStudents(tx: DbOrTx, classId: string, userIds: readonly string[], at: Date): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .insert(classStudents)
    .values(userIds.map((userId) => ({ classId, userId, added: at })))
    .onConflictDoNothing();
}

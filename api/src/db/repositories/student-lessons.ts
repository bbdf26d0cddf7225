import { sql, type SQL } from 'drizzle-orm';
import type { StudentLessonSort, StudentLessonView } from '@backoffice/domain/dashboard';
import type { LessonMeta } from '@backoffice/domain/records';
import type { DbOrTx, Tx } from '../types';
import { classes } from '../schema/classes';
import { lessons, lessonStaff, lessonStudents } from '../schema/lessons';
import { users } from '../schema/users';

// The dashboard's Student tab (back-office §2 Student tab, §5 flag logic, §7 studentlessonlist). The rules are those of
// `@backoffice/domain/dashboard` (needsAction, isActioned, lacksTeacherReport), written over lesson_meta in SQL so a
// day of a thousand lessons is filtered, counted and paged in the database; api/test/student-lessons.test.ts holds the
// two together. An unset value reads as the '---' placeholder.

const meta = sql`${lessons.lessonMeta}`;
const punctuality = sql`coalesce(${meta} ->> 'punctuality', '---')`;
const submission = sql`coalesce(${meta} -> 'homework' ->> 'homeworkSubmission', '---')`;
const comment = sql`(${meta} -> 'comment' ->> 'comment')`;
const ENGAGEMENT = [
  'engagementParticipation',
  'engagementDistracted',
  'engagementTiredBored',
  'engagementMotivate',
  'engagementAskQuestions',
] as const;
const engagementItem = (key: string) => sql`(${meta} -> 'engagement' ->> ${sql.raw(`'${key}'`)})`;
const allEngagement = (test: (item: SQL) => SQL) => sql.join(ENGAGEMENT.map((key) => sql`(${test(engagementItem(key))})`), sql` AND `);

const hasComment = sql`(nullif(btrim(${comment}), '') IS NOT NULL AND btrim(${comment}) <> '---')`;
const actioned = sql`(coalesce(${meta} ->> 'checked', '') NOT IN ('', 'n'))`;
const lowEngagement = allEngagement((item) => sql`${item} IN ('1', '2', '3')`);
const flagged = (withComments: boolean) =>
  sql`(${lowEngagement} OR ${punctuality} = 'y' OR ${submission} IN ('2', '3')${withComments ? sql` OR ${hasComment}` : sql``})`;
const lacksReport = sql`(coalesce(${comment}, '---') = '---'
  OR (${allEngagement((item) => sql`coalesce(${item}, '---') = '---'`)})
  OR ${punctuality} = '---' OR ${submission} = '---')`;
/** The mean of the reported engagement scores, for sorting. */
const engagementMean = sql`(SELECT avg(e.value::int) FROM jsonb_each_text(coalesce(${meta} -> 'engagement', '{}'::jsonb)) e
  WHERE e.value ~ '^[1-6]$')`;

export type StudentLessonFilter = {
  view: StudentLessonView;
  /** The centre day's bounds. */
  day: { start: Date; end: Date };
  /** Whether the caller sees comments: SuperAdmin's 'No actions taken' also takes commented lessons. */
  withComments: boolean;
};

function where({ view, day, withComments }: StudentLessonFilter): SQL {
  const start = day.start.toISOString();
  const end = day.end.toISOString();
  const onDay = sql`${lessons.isActive} AND ${lessons.scheduledOn} >= ${start}::timestamptz AND ${lessons.scheduledOn} < ${end}::timestamptz`;
  switch (view) {
    case 'day':
      return onDay;
    case 'no-action':
      return sql`${onDay} AND NOT ${actioned} AND ${flagged(withComments)}`;
    case 'no-report':
      return sql`${onDay} AND ${lacksReport}`;
    case 'consult-open':
      // Every open flag, whatever its day: the header badge counts the same ones.
      return sql`${lessons.isActive} AND ${lessons.consultImmediately} AND NOT ${lessons.consultResolved}`;
    case 'consult-resolved':
      // ISO instants in UTC compare as text; the expression is lessons_consult_resolved_idx's.
      return sql`${lessons.consultImmediately} AND ${lessons.consultResolved}
        AND (${meta} ->> 'resolvedTimeStamp') >= ${start} AND (${meta} ->> 'resolvedTimeStamp') < ${end}`;
  }
}

// Worse sorts higher (late after on time; not submitted after late after on time); an unreported value has no rank and
// comes last either way, as do an empty comment and no engagement score.
const SORTS: Record<StudentLessonSort, SQL> = {
  class: sql`lower(${classes.name})`,
  comment: sql`nullif(lower(btrim(coalesce(${comment}, ''))), '')`,
  punctuality: sql`(CASE ${punctuality} WHEN 'n' THEN 0 WHEN 'y' THEN 1 END)`,
  homework: sql`(CASE ${submission} WHEN '1' THEN 1 WHEN '2' THEN 2 WHEN '3' THEN 3 END)`,
  engagement: engagementMean,
  action: actioned,
};

function orderBy(sort: StudentLessonSort | undefined, order: 'asc' | 'desc'): SQL {
  const direction = sql.raw(order === 'desc' ? 'DESC' : 'ASC');
  // Without a chosen column, in lesson order (the open flags: the oldest first, as they have waited longest).
  const tail = sql`${lessons.scheduledOn} ASC, ${lessons.id} ASC`;
  if (!sort) return tail;
  return sql`${SORTS[sort]} ${direction} NULLS LAST, ${tail}`;
}

export type StudentLessonDbRow = {
  id: string;
  name: string;
  scheduledOn: string;
  endedOn: string;
  classId: string;
  className: string;
  lessonMeta: LessonMeta;
  tutors: Array<{ _id: string; name: string }>;
  students: Array<{ _id: string; name: string; nickname: string | null }>;
  studentCount: number;
  customerService: string[];
  salesAdmin: string[];
};

/**
 * One page of the Student tab's list and how many rows the filter holds, in one round trip. The filter and the count
 * read lessons alone (classes only to sort by class name); only the page's lessons are joined to their class, tutors,
 * students and the staff who handle those students.
 */
export async function listStudentLessons(
  db: DbOrTx,
  filter: StudentLessonFilter,
  page: { sort?: StudentLessonSort; order: 'asc' | 'desc'; limit: number; offset: number; names: number },
): Promise<{ rows: StudentLessonDbRow[]; count: number }> {
  const condition = where(filter);
  const result = await db.execute(sql`
    WITH picked AS (
      SELECT ${lessons.id} AS id, count(*) OVER () AS total
      FROM ${lessons}${page.sort === 'class' ? sql` JOIN ${classes} ON ${classes.id} = ${lessons.classId}` : sql``}
      WHERE ${condition}
      ORDER BY ${orderBy(page.sort, page.order)}
      LIMIT ${page.limit} OFFSET ${page.offset}
    )
    SELECT ${lessons.id} AS "id", ${lessons.name} AS "name",
      to_json(${lessons.scheduledOn}) #>> '{}' AS "scheduledOn", to_json(${lessons.endedOn}) #>> '{}' AS "endedOn",
      ${classes.id} AS "classId", ${classes.name} AS "className", ${lessons.lessonMeta} AS "lessonMeta",
      (SELECT coalesce(json_agg(json_build_object('_id', u.id, 'name', u.name) ORDER BY lower(u.name), u.id), '[]'::json)
         FROM ${lessonStaff} st JOIN ${users} u ON u.id = st.user_id
         WHERE st.lesson_id = ${lessons.id} AND st.role = 'tutor') AS "tutors",
      (SELECT coalesce(json_agg(json_build_object('_id', s.id, 'name', s.name, 'nickname', s.nickname)
                                ORDER BY lower(s.name), s.id), '[]'::json)
         FROM (SELECT u.id, u.name, u.nickname FROM ${lessonStudents} ls JOIN ${users} u ON u.id = ls.user_id
               WHERE ls.lesson_id = ${lessons.id} AND ls."group" = 'student'
               ORDER BY lower(u.name), u.id LIMIT ${page.names}) s) AS "students",
      (SELECT count(*)::int FROM ${lessonStudents} ls
         WHERE ls.lesson_id = ${lessons.id} AND ls."group" = 'student') AS "studentCount",
      (SELECT coalesce(json_agg(DISTINCT h.name ORDER BY h.name), '[]'::json)
         FROM ${lessonStudents} ls JOIN ${users} s ON s.id = ls.user_id JOIN ${users} h ON h.id = s.customer_service_id
         WHERE ls.lesson_id = ${lessons.id} AND ls."group" = 'student') AS "customerService",
      (SELECT coalesce(json_agg(DISTINCT h.name ORDER BY h.name), '[]'::json)
         FROM ${lessonStudents} ls JOIN ${users} s ON s.id = ls.user_id JOIN ${users} h ON h.id = s.sales_admin_id
         WHERE ls.lesson_id = ${lessons.id} AND ls."group" = 'student') AS "salesAdmin",
      picked.total AS "total"
    FROM picked JOIN ${lessons} ON ${lessons.id} = picked.id JOIN ${classes} ON ${classes.id} = ${lessons.classId}
    ORDER BY ${orderBy(page.sort, page.order)}`);
  const rows = rowsOf<StudentLessonDbRow & { total: string }>(result);
  if (rows.length > 0) return { rows, count: Number(rows[0]!.total) };
  // A page past the end holds no row to carry the total: count on its own.
  if (page.offset === 0) return { rows: [], count: 0 };
  const counted = await db.execute(
    sql`SELECT count(*) AS total FROM ${lessons} WHERE ${condition}`,
  );
  return { rows: [], count: Number(rowsOf<{ total: string }>(counted)[0]?.total ?? 0) };
}

/** The rows of a raw statement: both drivers (PGlite, node-postgres) answer `{ rows }`. */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The lesson's report, locked until the transaction ends, or undefined for an unknown lesson. */
export async function lockLessonMeta(tx: Tx, id: string): Promise<{ meta: LessonMeta; consultImmediately: boolean } | undefined> {
  const result = await tx.execute(
    sql`SELECT ${lessons.lessonMeta} AS meta, ${lessons.consultImmediately} AS consult FROM ${lessons}
        WHERE ${lessons.id} = ${id} FOR UPDATE`,
  );
  const row = rowsOf<{ meta: LessonMeta; consult: boolean }>(result)[0];
  return row ? { meta: row.meta, consultImmediately: row.consult } : undefined;
}

/** Merges `changes` into the lesson's report (top-level keys replaced) and stamps the lesson updated. */
export async function mergeLessonMeta(tx: Tx, id: string, changes: Partial<LessonMeta>, now: Date): Promise<LessonMeta> {
  const result = await tx.execute(
    sql`UPDATE ${lessons} SET lesson_meta = lesson_meta || ${JSON.stringify(changes)}::jsonb, updated = ${now.toISOString()}::timestamptz
        WHERE ${lessons.id} = ${id} RETURNING lesson_meta AS meta`,
  );
  const row = rowsOf<{ meta: LessonMeta }>(result)[0];
  if (!row) throw new Error('lesson vanished inside its transaction');
  return row.meta;
}

import { count, eq, sql, type SQL } from 'drizzle-orm';
import type { StudentLessonSort, StudentLessonView } from '@backoffice/domain/dashboard';
import type { LessonMeta } from '@backoffice/domain/records';
import { prepared } from '../prepared';
import type { DbOrTx, Tx } from '../types';
import { classes } from '../schema/classes';
import { lessons, lessonStaff, lessonStudents } from '../schema/lessons';
import { users } from '../schema/users';

// The dashboard's Student tab (back-office §2 Student tab, §5 flag logic, §7 studentlessonlist). The rules are those of
// `@backoffice/domain/dashboard` (needsAction, isActioned, lacksTeacherReport), written over lesson_meta in SQL so a
// day of a thousand lessons is filtered, counted and paged in the database; api/test/dashboard-student-lessons.test.ts
// holds the two together. An unset value reads as the '---' placeholder.

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

/**
 * The report's parts the tab shows, in one array (JSON null where the report lacks a part): building a smaller report
 * object in SQL (the whole report less its topic, skill mastery and revision notes) cost a fifth of the statement's
 * time, sending the whole report more bytes for the driver to parse, and a column per part a conversion per part.
 * `reportOf` puts them back together.
 */
type ReportParts = [
  punctuality: LessonMeta['punctuality'] | null,
  hasHomework: boolean,
  homeworkSubmission: NonNullable<LessonMeta['homework']>['homeworkSubmission'] | null,
  engagement: LessonMeta['engagement'] | null,
  comment: LessonMeta['comment'] | null,
  checked: string | null,
  notes: string | null,
  notesTimeStamp: string | null,
  notesEditor: string | null,
  recommendation: LessonMeta['recommendation'] | null,
  resolvedTimeStamp: string | null,
  resolvedPerson: string | null,
];
const reportParts = sql<ReportParts>`json_build_array(${meta} -> 'punctuality', ${meta} ? 'homework',
  ${meta} -> 'homework' -> 'homeworkSubmission', ${meta} -> 'engagement', ${meta} -> 'comment', ${meta} -> 'checked',
  ${meta} -> 'notes', ${meta} -> 'notes_timeStamp', ${meta} -> 'notes_editor', ${meta} -> 'recommendation',
  ${meta} -> 'resolvedTimeStamp', ${meta} -> 'resolvedPerson')`;

/** The report as the tab reads it, from its parts; a part the report lacks stays out. */
function reportOf(parts: ReportParts): LessonMeta {
  const [punctuality, hasHomework, submission, engagement, comment, checked, notes, notesAt, notesEditor, recommendation, resolvedAt, resolvedPerson] = parts;
  const present = <T>(part: T | null): T | undefined => (part === null ? undefined : part);
  return {
    punctuality: present(punctuality),
    homework: hasHomework ? { homeworkSubmission: present(submission) } : undefined,
    engagement: present(engagement),
    comment: present(comment),
    checked: present(checked),
    notes: present(notes),
    notes_timeStamp: present(notesAt),
    notes_editor: present(notesEditor),
    recommendation: present(recommendation),
    resolvedTimeStamp: present(resolvedAt),
    resolvedPerson: present(resolvedPerson),
  };
}

export type StudentLessonFilter = {
  view: StudentLessonView;
  /** The centre day's bounds. */
  day: { start: Date; end: Date };
  /** Whether the caller sees comments: SuperAdmin's 'No actions taken' also takes commented lessons. */
  withComments: boolean;
};

/**
 * The filter's condition. The day's bounds are the `start` and `end` placeholders, so one statement serves every day;
 * only the view (and, for 'No actions taken', whether comments count) changes its text.
 */
function where(view: StudentLessonView, withComments: boolean): SQL {
  const start = sql.placeholder('start');
  const end = sql.placeholder('end');
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
        AND (${meta} ->> 'resolvedTimeStamp') >= ${start}::text AND (${meta} ->> 'resolvedTimeStamp') < ${end}::text`;
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

/**
 * The statement names of a request: one per distinct SQL text (prepared.ts). The condition depends on the view and,
 * for 'No actions taken' alone, on whether comments count; the page's order on the sort and, with a sort, the direction.
 */
function shapeOf(filter: StudentLessonFilter, sort: StudentLessonSort | undefined, order: 'asc' | 'desc') {
  const view = `${filter.view.replace(/-/g, '_')}${filter.view === 'no-action' && filter.withComments ? '_comments' : ''}`;
  return { view, page: `${view}_${sort ? `${sort}_${order}` : 'time'}` };
}

/** One of a lesson's students as the page statement answers it: id, name, nickname, the ids of their customer service
 * and sales admin (null without one), in name order. The handlers' names come from the API's kept staff names. */
export type SeatTuple = [id: string, name: string, nickname: string | null, customerServiceId: string | null, salesAdminId: string | null];

export type StudentLessonDbRow = {
  id: string;
  name: string;
  scheduledOn: string;
  endedOn: string;
  classId: string;
  className: string;
  lessonMeta: LessonMeta;
  /** The lesson's teachers' ids (the service puts their names and order). */
  tutorIds: string[];
  seats: SeatTuple[];
};

/** The day's bounds as the statements' `start` and `end` placeholders take them. */
const dayValues = (filter: StudentLessonFilter) => ({ start: filter.day.start.toISOString(), end: filter.day.end.toISOString() });

/**
 * One page of the Student tab's list. The filter reads lessons alone (classes only to sort by class name); only the
 * page's lessons are joined to their class, tutors, students and the staff who handle those students.
 *
 * Prepared, like the other hot lists (issue 12): planned on every request, the statement spent about 3 ms planning and
 * 2.4 ms running for the busiest day. One named statement per view, sort and direction (shapeOf: at most 78, each
 * prepared on a connection when first asked for); on PostgreSQL its generic plan reads a day's range on
 * lessons_scheduled_active_idx, the open flags on lessons_consult_open_idx and the resolved ones on
 * lessons_consult_resolved_idx. The count is a statement of its own (countStudentLessons) that the service keeps
 * between requests: as a window count in this statement it read the whole day (1,650 index entries) for every page.
 * A lesson's students are read once, in one aggregate, for their four columns, with their handlers' ids: staff names
 * (teachers', handlers') are kept by the API. The busiest day's page runs in about 0.5 ms (0.8–1.0 ms with the staff
 * joined for their names and a smaller report built in SQL: 864 buffers instead of 444).
 */
export async function listStudentLessons(
  db: DbOrTx,
  filter: StudentLessonFilter,
  page: { sort?: StudentLessonSort | undefined; order: 'asc' | 'desc'; limit: number; offset: number },
): Promise<StudentLessonDbRow[]> {
  const shape = shapeOf(filter, page.sort, page.order);
  const statement = prepared(db, `student_lessons_${shape.page}`, (handle, name) => {
    const order = orderBy(page.sort, page.order);
    let ids = handle.select({ id: lessons.id }).from(lessons).$dynamic();
    if (page.sort === 'class') ids = ids.innerJoin(classes, eq(classes.id, lessons.classId));
    const picked = ids
      .where(where(filter.view, filter.withComments))
      .orderBy(order)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('picked');
    return handle
      .select({
        id: lessons.id,
        name: lessons.name,
        scheduledOn: sql<string>`to_json(${lessons.scheduledOn}) #>> '{}'`,
        endedOn: sql<string>`to_json(${lessons.endedOn}) #>> '{}'`,
        classId: classes.id,
        className: classes.name,
        report: reportParts,
        // The teachers' ids from the index alone: their names, as the handlers', are the API's kept staff names
        // (joining users for them was a sixth of the statement's time).
        tutorIds: sql<string[]>`(
          SELECT coalesce(json_agg(st.user_id), '[]'::json) FROM ${lessonStaff} st
          WHERE st.lesson_id = ${lessons.id} AND st.role = 'tutor')`,
        // Every student with their handlers' ids, in one ordered aggregate: the first names, the count and each
        // handler once are picked by the service (studentColumns). Three aggregates here (two of them DISTINCT, each a
        // sort of its own) cost a quarter of the statement's time for lessons of two students on average, and joining
        // each student's two handlers for their names another fifth.
        seats: sql<SeatTuple[]>`(
          SELECT coalesce(json_agg(json_build_array(s.id, s.name, s.nickname, s.customer_service_id, s.sales_admin_id) ORDER BY lower(s.name), s.id), '[]'::json)
          FROM ${lessonStudents} ls JOIN ${users} s ON s.id = ls.user_id
          WHERE ls.lesson_id = ${lessons.id} AND ls."group" = 'student')`,
      })
      .from(picked)
      .innerJoin(lessons, eq(lessons.id, picked.id))
      .innerJoin(classes, eq(classes.id, lessons.classId))
      .orderBy(order)
      .prepare(name);
  });
  const rows = await statement.execute({ ...dayValues(filter), limit: page.limit, offset: page.offset });
  return rows.map(({ id, name, scheduledOn, endedOn, classId, className, tutorIds, seats, report }) => ({
    id,
    name,
    scheduledOn,
    endedOn,
    classId,
    className,
    lessonMeta: reportOf(report),
    tutorIds,
    seats,
  }));
}

/** How many lessons the filter holds: one prepared statement per view (a day's is an index-only count). */
export async function countStudentLessons(db: DbOrTx, filter: StudentLessonFilter): Promise<number> {
  const statement = prepared(db, `student_lessons_count_${shapeOf(filter, undefined, 'asc').view}`, (handle, name) =>
    handle
      .select({ total: count() })
      .from(lessons)
      .where(where(filter.view, filter.withComments))
      .prepare(name),
  );
  const [row] = await statement.execute(dayValues(filter));
  return row?.total ?? 0;
}

/** What keeps a filter's count between requests apart from every other: the view (shapeOf) and the day. */
export function studentLessonCountKey(filter: StudentLessonFilter): string {
  const { start, end } = dayValues(filter);
  return `${shapeOf(filter, undefined, 'asc').view} ${start} ${end}`;
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

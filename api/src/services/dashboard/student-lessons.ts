import {
  COUNSELLOR_VIEWS,
  DASHBOARD_MESSAGES,
  STUDENT_LESSON_NAMES,
  type StudentLessonMeta,
  type StudentLessonRow,
  type studentLessonListQuerySchema,
} from '@backoffice/domain/dashboard';
import { PATHS } from '@backoffice/domain/paths';
import { can } from '@backoffice/domain/permissions';
import type { LessonMeta } from '@backoffice/domain/records';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/types';
import {
  countStudentLessons,
  listStudentLessons,
  studentLessonCountKey,
  type SeatTuple,
  type StudentLessonDbRow,
  type StudentLessonFilter,
} from '../../db/repositories/student-lessons';
import { findUserRefsByIds } from '../../db/repositories/users';
import type { KeptValues } from '../../lib/kept-values';
import type { LessonCountCache } from '../classes/lesson-counts';
import { forbidden } from '../../errors';
import { dayBounds } from '../orders/days';
import type { Actor, RequestContext } from '../request-context';

type StudentLessonListQuery = z.output<typeof studentLessonListQuerySchema>;

/** Whether the actor sees the Comment column and the SuperAdmin sections (back-office §6). */
export function seesCounsellorSections(actor: Actor): boolean {
  return can(actor.role, PATHS.dashboard, 'canViewCounsellorSections');
}

/**
 * The Student tab's lists (back-office §2, §5, §7 studentlessonlist): the day's lessons, or one of the sections below
 * them, a page at a time. The SuperAdmin sections and the comment are refused, not just hidden, to anyone else.
 *
 * A list's count is kept between requests (`counts`), as Quick Lesson Management's day total is: every page and every
 * sort of a list asks for it again, and it changes only when a lesson is written (plugins/count-caches.ts) or, for a
 * report a teacher writes through another process, within the cache's 10 s. The teachers' and the students' handlers'
 * names are kept too (`staffNames`, by user id, forgotten when a user is written): a few hundred staff in all.
 */
export async function listStudentLessonsFor(
  db: DbOrTx,
  ctx: RequestContext,
  query: StudentLessonListQuery,
  counts: LessonCountCache,
  staffNames: KeptValues<string | null>,
): Promise<{ data: StudentLessonRow[]; count: number }> {
  const withComments = seesCounsellorSections(ctx.actor);
  if (!withComments && COUNSELLOR_VIEWS.includes(query.view)) throw forbidden(DASHBOARD_MESSAGES.viewRefused);
  if (!withComments && query.sort === 'comment') throw forbidden(DASHBOARD_MESSAGES.commentSortRefused);
  const filter: StudentLessonFilter = { view: query.view, day: dayBounds(query.date, ctx.timezone), withComments };
  const key = studentLessonCountKey(filter);
  const [rows, count] = await Promise.all([
    listStudentLessons(db, filter, {
      sort: query.sort,
      order: query.order,
      limit: query.max,
      offset: query.offset,
    }),
    counts.get([key], async () => new Map([[key, await countStudentLessons(db, filter)]])),
  ]);
  // The page's teachers and handlers, each once: their names in one lookup (none while all are kept).
  const staffIds = new Set<string>();
  for (const row of rows) {
    for (const id of row.tutorIds) staffIds.add(id);
    for (const [, , , customerService, salesAdmin] of row.seats) {
      if (customerService) staffIds.add(customerService);
      if (salesAdmin) staffIds.add(salesAdmin);
    }
  }
  const names = await staffNames.get([...staffIds], async (ids) => {
    const users = await findUserRefsByIds(db, ids);
    return new Map(users.map((user) => [user.id, user.name]));
  });
  return { data: rows.map((row) => toStudentLessonRow(row, withComments, names)), count: count.get(key) ?? 0 };
}

function toStudentLessonRow(row: StudentLessonDbRow, withComments: boolean, names: Map<string, string | null>): StudentLessonRow {
  return {
    _id: row.id,
    name: row.name,
    scheduled_on: new Date(row.scheduledOn).toISOString(),
    ended_on: new Date(row.endedOn).toISOString(),
    class_obj: { _id: row.classId, name: row.className },
    tutor: tutorsOf(row.tutorIds, names),
    ...studentColumns(row.seats, names),
    lesson_meta: studentLessonMeta(row.lessonMeta, withComments),
  };
}

/**
 * The lesson's teachers by name without case, ties by id, as the statement ordered them when it joined their names
 * (code-unit order: PostgreSQL's `lower()` under the C collation); one no longer there is left out.
 */
function tutorsOf(ids: string[], names: Map<string, string | null>): StudentLessonRow['tutor'] {
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return ids
    .flatMap((id) => {
      const name = names.get(id);
      return name == null ? [] : [{ _id: id, name }];
    })
    .sort((a, b) => compare(a.name.toLowerCase(), b.name.toLowerCase()) || compare(a._id, b._id));
}

/**
 * The four student columns from a lesson's students in name order: the first few names, how many there are, and each
 * customer service and sales admin once, by name (`names`: the handlers' names by id; one no longer there is left out).
 */
function studentColumns(
  seats: SeatTuple[],
  names: Map<string, string | null>,
): Pick<StudentLessonRow, 'student' | 'student_count' | 'customer_service' | 'sales_admin'> {
  const nameOf = (id: string | null) => (id === null ? null : (names.get(id) ?? null));
  const handlers = (pick: (seat: SeatTuple) => string | null) =>
    [...new Set(seats.map((seat) => nameOf(pick(seat))).filter((name): name is string => name !== null))].sort();
  return {
    student: seats.slice(0, STUDENT_LESSON_NAMES).map(([_id, name, nickname]) => ({ _id, name, nickname })),
    student_count: seats.length,
    customer_service: handlers((seat) => seat[3]),
    sales_admin: handlers((seat) => seat[4]),
  };
}

/** The report's parts the tab shows; the teacher's comment only for those who may read it. */
export function studentLessonMeta(meta: LessonMeta, withComments: boolean): StudentLessonMeta {
  const picked: StudentLessonMeta = {
    punctuality: meta.punctuality,
    homework: meta.homework ? { homeworkSubmission: meta.homework.homeworkSubmission } : undefined,
    engagement: meta.engagement,
    comment: withComments && meta.comment ? { ...meta.comment } : undefined,
    checked: meta.checked,
    notes: meta.notes,
    notes_timeStamp: meta.notes_timeStamp,
    notes_editor: meta.notes_editor,
    recommendation: meta.recommendation
      ? {
          recommendationConsultImmediately: meta.recommendation.recommendationConsultImmediately,
          recommendationConsultImmediatelyTimeStamp: meta.recommendation.recommendationConsultImmediatelyTimeStamp,
        }
      : undefined,
    resolvedTimeStamp: meta.resolvedTimeStamp,
    resolvedPerson: meta.resolvedPerson,
  };
  // Absent, not undefined, in the JSON: drop the keys that hold nothing.
  return Object.fromEntries(Object.entries(picked).filter(([, value]) => value !== undefined)) as StudentLessonMeta;
}

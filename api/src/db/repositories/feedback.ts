import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../types';
import { prepared } from '../prepared';
import { classes } from '../schema/classes';
import { feedback } from '../schema/feedback';
import { lessons } from '../schema/lessons';
import { users } from '../schema/users';

/** Feedback review's filter (spec §7 getFeedback), already checked: ids are ids, ratings are 1 to 5. */
export type FeedbackFilter = {
  classId?: string | undefined;
  lessonId?: string | undefined;
  /** At least one rating; the screen asks for nothing when none is ticked. */
  ratings: readonly number[];
  onlyCommented: boolean;
};

/** A list row: the entry, its class's name, and its author unless the entry is anonymous (then never read). */
export type FeedbackPageRow = {
  id: string;
  rating: number;
  content: string;
  created: Date;
  lessonId: string | null;
  classId: string | null;
  targetName: string;
  allowAnonymous: boolean;
  className: string | null;
  author: { id: string; name: string; email: string } | null;
};

/**
 * The shape of a filter: which of class and lesson it names, and whether it asks for comments only. Each shape is one
 * prepared statement whose generic plan reads the index of its scope (feedback_class_created_idx,
 * feedback_lesson_created_idx or feedback_created_idx, which carry the rating and the commented flag too).
 */
function shapeOf(filter: FeedbackFilter) {
  const scope = `${filter.classId ? 'c' : ''}${filter.lessonId ? 'l' : ''}` || 'all';
  return { key: `${scope}_${filter.onlyCommented ? 'commented' : 'any'}`, klass: Boolean(filter.classId), lesson: Boolean(filter.lessonId), commented: filter.onlyCommented };
}

function whereOf(shape: ReturnType<typeof shapeOf>): SQL {
  const conditions: SQL[] = [sql`${feedback.rating} = ANY(${sql.placeholder('ratings')}::smallint[])`];
  if (shape.klass) conditions.push(sql`${feedback.classId} = ${sql.placeholder('classId')}::uuid`);
  if (shape.lesson) conditions.push(sql`${feedback.lessonId} = ${sql.placeholder('lessonId')}::uuid`);
  if (shape.commented) conditions.push(sql`${feedback.commented}`);
  return and(...conditions) as SQL;
}

function valuesOf(filter: FeedbackFilter) {
  return {
    ratings: `{${filter.ratings.join(',')}}`,
    ...(filter.classId ? { classId: filter.classId } : {}),
    ...(filter.lessonId ? { lessonId: filter.lessonId } : {}),
  };
}

/** A page of the filter's entries and how many of them have each rating. */
export type FeedbackPage = { rows: FeedbackPageRow[]; byRating: Array<{ rating: number; count: number }> };

/**
 * One page of the filter's entries, newest first (ties by id, so pages never overlap), and the filter's count per
 * rating, in one statement: a single round trip per request, which is most of what the list costs under load. The
 * counts and the page's ids are read from the index alone; only the page's rows are then read, with their class's
 * name and, when the student did not ask to stay anonymous, their author. A page past the end still answers the
 * counts (the lateral join keeps the one summary row).
 */
export async function findFeedbackPage(db: DbOrTx, filter: FeedbackFilter, page: { limit: number; offset: number }): Promise<FeedbackPage> {
  const shape = shapeOf(filter);
  const statement = prepared(db, `feedback_page_${shape.key}`, (handle, name) => {
    const counted = handle
      .select({ rating: feedback.rating, n: sql<number>`count(*)`.as('n') })
      .from(feedback)
      .where(whereOf(shape))
      .groupBy(feedback.rating)
      .as('counted');
    const summary = handle
      .select({
        byRating: sql<Array<[number, number]>>`coalesce(json_agg(json_build_array(${counted.rating}, ${counted.n})), '[]'::json)`.as(
          'by_rating',
        ),
      })
      .from(counted)
      .as('summary');
    const ids = handle
      .select({ id: feedback.id, created: feedback.created })
      .from(feedback)
      .where(whereOf(shape))
      .orderBy(desc(feedback.created), desc(feedback.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('ids');
    const rows = handle
      .select({
        id: feedback.id,
        rating: feedback.rating,
        content: feedback.content,
        created: sql<string>`${feedback.created}`.as('created_at'),
        lessonId: feedback.lessonId,
        classId: feedback.classId,
        targetName: feedback.targetName,
        allowAnonymous: feedback.allowAnonymous,
        className: sql<string | null>`${classes.name}`.as('class_name'),
        authorId: sql<string | null>`${users.id}`.as('author_id'),
        authorName: sql<string | null>`${users.name}`.as('author_name'),
        authorEmail: sql<string | null>`${users.email}`.as('author_email'),
        sortCreated: sql`${ids.created}`.as('sort_created'),
        sortId: sql`${ids.id}`.as('sort_id'),
      })
      .from(ids)
      .innerJoin(feedback, eq(feedback.id, ids.id))
      // The author of an anonymous entry is not even joined: it cannot leak through a later change of the mapping.
      .leftJoin(users, and(eq(users.id, feedback.createdById), sql`NOT ${feedback.allowAnonymous}`))
      .leftJoin(classes, eq(classes.id, feedback.classId))
      .as('entry');
    return handle
      .select({
        byRating: summary.byRating,
        id: rows.id,
        rating: rows.rating,
        content: rows.content,
        created: rows.created,
        lessonId: rows.lessonId,
        classId: rows.classId,
        targetName: rows.targetName,
        allowAnonymous: rows.allowAnonymous,
        className: rows.className,
        authorId: rows.authorId,
        authorName: rows.authorName,
        authorEmail: rows.authorEmail,
      })
      .from(summary)
      .leftJoinLateral(rows, sql`true`)
      .orderBy(sql`${rows.sortCreated} DESC`, sql`${rows.sortId} DESC`)
      .prepare(name);
  });
  const result = await statement.execute({ ...valuesOf(filter), limit: page.limit, offset: page.offset });
  const byRating = (result[0]?.byRating ?? []).map(([rating, count]) => ({ rating, count: Number(count) }));
  return {
    byRating,
    // Past the end, the one row is the summary alone.
    rows: result.flatMap((row) =>
      row.id === null
        ? []
        : [
            {
              id: row.id,
              rating: row.rating!,
              content: row.content!,
              created: new Date(row.created!),
              lessonId: row.lessonId,
              classId: row.classId,
              targetName: row.targetName!,
              allowAnonymous: row.allowAnonymous!,
              className: row.className,
              author:
                row.authorId !== null && !row.allowAnonymous
                  ? { id: row.authorId, name: row.authorName ?? '', email: row.authorEmail ?? '' }
                  : null,
            },
          ],
    ),
  };
}

/** Classes, active or not, whose name contains the (LIKE-escaped, lower-cased) text, by name, with how many match. */
export async function searchClassesByName(
  db: DbOrTx,
  containsLower: string,
  limit: number,
): Promise<{ rows: Array<{ id: string; name: string; isActive: boolean }>; total: number }> {
  const rows = await db
    .select({
      id: classes.id,
      name: classes.name,
      isActive: classes.isActive,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(classes)
    // lower(name) LIKE … is what classes_name_trgm_idx answers.
    .where(sql`lower(${classes.name}) LIKE ${`%${containsLower}%`} ESCAPE '\\'`)
    .orderBy(asc(classes.name), asc(classes.id))
    .limit(limit);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

/** A class's lessons that have feedback, latest first, each with how many entries it has, and how many there are. */
export async function listLessonsWithFeedback(
  db: DbOrTx,
  classId: string,
  limit: number,
): Promise<{ rows: Array<{ id: string; name: string; scheduledOn: Date; feedbackCount: number }>; total: number }> {
  const counted = db
    .select({ lessonId: feedback.lessonId, feedbackCount: sql<number>`count(*)`.as('feedback_count') })
    .from(feedback)
    .where(eq(feedback.classId, classId))
    .groupBy(feedback.lessonId)
    .as('counted');
  const rows = await db
    .select({
      id: lessons.id,
      name: lessons.name,
      scheduledOn: lessons.scheduledOn,
      feedbackCount: sql<number>`${counted.feedbackCount}`.mapWith(Number),
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(counted)
    .innerJoin(lessons, eq(lessons.id, counted.lessonId))
    .orderBy(desc(lessons.scheduledOn), desc(lessons.id))
    .limit(limit);
  return { rows: rows.map(({ total: _total, ...row }) => row), total: rows[0]?.total ?? 0 };
}

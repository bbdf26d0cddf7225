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

/**
 * One page of the filter's entries, newest first (ties by id, so pages never overlap). The page's ids are chosen on
 * the index alone; only those ten rows are read, with their class's name and, when the student did not ask to stay
 * anonymous, their author.
 */
export async function listFeedbackPage(
  db: DbOrTx,
  filter: FeedbackFilter,
  page: { limit: number; offset: number },
): Promise<FeedbackPageRow[]> {
  const shape = shapeOf(filter);
  const statement = prepared(db, `feedback_page_${shape.key}`, (handle, name) => {
    const ids = handle
      .select({ id: feedback.id, created: feedback.created })
      .from(feedback)
      .where(whereOf(shape))
      .orderBy(desc(feedback.created), desc(feedback.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return handle
      .select({
        id: feedback.id,
        rating: feedback.rating,
        content: feedback.content,
        created: feedback.created,
        lessonId: feedback.lessonId,
        classId: feedback.classId,
        targetName: feedback.targetName,
        allowAnonymous: feedback.allowAnonymous,
        className: classes.name,
        authorId: users.id,
        authorName: users.name,
        authorEmail: users.email,
      })
      .from(ids)
      .innerJoin(feedback, eq(feedback.id, ids.id))
      // The author of an anonymous entry is not even joined: it cannot leak through a later change of the mapping.
      .leftJoin(users, and(eq(users.id, feedback.createdById), sql`NOT ${feedback.allowAnonymous}`))
      .leftJoin(classes, eq(classes.id, feedback.classId))
      .orderBy(desc(ids.created), desc(ids.id))
      .prepare(name);
  });
  const rows = await statement.execute({ ...valuesOf(filter), limit: page.limit, offset: page.offset });
  return rows.map(({ authorId, authorName, authorEmail, ...row }) => ({
    ...row,
    author: authorId !== null && !row.allowAnonymous ? { id: authorId, name: authorName ?? '', email: authorEmail ?? '' } : null,
  }));
}

/** How many of the filter's entries have each rating (ratings without any are left out): an index-only count. */
export async function countFeedbackByRating(db: DbOrTx, filter: FeedbackFilter): Promise<Array<{ rating: number; count: number }>> {
  const shape = shapeOf(filter);
  const statement = prepared(db, `feedback_summary_${shape.key}`, (handle, name) =>
    handle
      .select({ rating: feedback.rating, count: sql<number>`count(*)`.mapWith(Number) })
      .from(feedback)
      .where(whereOf(shape))
      .groupBy(feedback.rating)
      .prepare(name),
  );
  return statement.execute(valuesOf(filter));
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

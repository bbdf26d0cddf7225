import { FEEDBACK_LESSON_LIMIT, type FeedbackClassLessons, type FeedbackClassOption } from '@backoffice/domain/feedback';
import { escapeLike } from '@backoffice/domain/validation';
import type { DbOrTx } from '../../db/types';
import { findClassById } from '../../db/repositories/classes';
import { listLessonsWithFeedback, searchClassesByName } from '../../db/repositories/feedback';
import { notFound } from '../../errors';

/**
 * Feedback review's class search (spec §2, §5 Search): case-insensitive, the user's text matched literally (parentheses,
 * '%' and '_' are not patterns). Inactive classes too: their feedback is still worth reading.
 */
export async function searchFeedbackClasses(db: DbOrTx, q: string, max: number): Promise<{ data: FeedbackClassOption[]; count: number }> {
  const { rows, total } = await searchClassesByName(db, escapeLike(q.trim().toLowerCase()), max);
  return { data: rows.map((row) => ({ _id: row.id, name: row.name, is_active: row.isActive })), count: total };
}

/** The class and its lessons that have feedback, latest first; an unknown class is a 404. */
export async function listFeedbackLessons(db: DbOrTx, classId: string): Promise<FeedbackClassLessons> {
  const klass = await findClassById(db, classId);
  if (!klass) throw notFound();
  const { rows, total } = await listLessonsWithFeedback(db, classId, FEEDBACK_LESSON_LIMIT);
  return {
    data: rows.map((row) => ({ _id: row.id, name: row.name, scheduled_on: row.scheduledOn.toISOString(), feedback_count: row.feedbackCount })),
    count: total,
    class: { _id: klass.id, name: klass.name },
  };
}

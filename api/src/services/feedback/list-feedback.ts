import { FEEDBACK_RATINGS, type FeedbackItem, type FeedbackListResponse, type feedbackListQuerySchema } from '@backoffice/domain/feedback';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/types';
import { findFeedbackPage, type FeedbackFilter, type FeedbackPageRow } from '../../db/repositories/feedback';

type ListQuery = z.output<typeof feedbackListQuerySchema>;

/** An entry as the API sends it: the author only when the student did not ask to stay anonymous (spec §3 Feedback). */
export function toFeedbackItem(row: FeedbackPageRow): FeedbackItem {
  return {
    _id: row.id,
    created_by: row.allowAnonymous || !row.author ? null : { _id: row.author.id, name: row.author.name, email: row.author.email },
    rating: row.rating,
    content: row.content,
    created: row.created.toISOString(),
    feedback_target_id: row.lessonId,
    feedback_target_object: { class: row.classId, name: row.targetName },
    class_obj: row.classId !== null && row.className !== null ? { _id: row.classId, name: row.className } : null,
    allow_anonymous: row.allowAnonymous,
  };
}

/**
 * A page of feedback (spec §7 getFeedback) and the summary of its whole filter: how many entries have each rating and
 * their average. `count` is the summary's total, so the two never disagree.
 */
export async function listFeedback(db: DbOrTx, query: ListQuery): Promise<FeedbackListResponse> {
  const filter: FeedbackFilter = {
    classId: query.class,
    lessonId: query.lesson,
    ratings: query.rating ?? FEEDBACK_RATINGS,
    onlyCommented: query.commented,
  };
  const { rows, byRating: counts } = await findFeedbackPage(db, filter, { limit: query.max, offset: query.offset });
  const countOf = new Map(counts.map((entry) => [entry.rating, entry.count]));
  const byRating = FEEDBACK_RATINGS.map((rating) => ({ rating, count: countOf.get(rating) ?? 0 }));
  const count = byRating.reduce((sum, entry) => sum + entry.count, 0);
  const total = byRating.reduce((sum, entry) => sum + entry.rating * entry.count, 0);
  return {
    data: rows.map(toFeedbackItem),
    count,
    summary: { by_rating: byRating, average: count === 0 ? null : Math.round((total / count) * 100) / 100 },
  };
}

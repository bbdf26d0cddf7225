import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../types';
import { lessonPolls, lessons } from '../schema/lessons';

// ---------------------------------------------------------------------------------------------------------------
// Zoom poll questions of a lesson (back-office §2 Zoom detail, §3 Poll question, §7 /admin/lesson/{id}/poll)

export type PollRow = typeof lessonPolls.$inferSelect;
/** What the API sends of a question: the row without its lesson and creation time. */
export type PollFields = Omit<PollRow, 'lessonId' | 'created'>;
/** What an edit may change; the lesson, the question_index and the type stay. */
export type PollChanges = Pick<PollRow, 'choiceType' | 'name' | 'question' | 'option' | 'answerIndex' | 'answer'>;

/**
 * A lesson's questions as one JSON array by question_index (ties by creation, then id), correlated with the outer
 * `lessons` row; a range of lesson_polls_lesson_idx. The keys are PollFields'.
 */
export const lessonPollsJson = sql<PollFields[]>`(
  SELECT coalesce(json_agg(json_build_object(
           'id', p.id, 'questionIndex', p.question_index, 'questionType', p.question_type, 'choiceType', p.choice_type,
           'name', p.name, 'question', p.question, 'option', p.option, 'answerIndex', p.answer_index, 'answer', p.answer)
         ORDER BY p.question_index, p.created, p.id), '[]'::json)
  FROM ${lessonPolls} p
  WHERE p.lesson_id = ${lessons}.id)`;

/** One more than the lesson's highest question_index (1 for its first). Call it with the lesson locked. */
export async function nextQuestionIndex(tx: DbOrTx, lessonId: string): Promise<number> {
  const [row] = await tx
    .select({ value: sql<number>`coalesce(max(${lessonPolls.questionIndex}), 0) + 1`.mapWith(Number) })
    .from(lessonPolls)
    .where(eq(lessonPolls.lessonId, lessonId));
  return row?.value ?? 1;
}

export async function insertPoll(
  tx: DbOrTx,
  values: PollChanges & { lessonId: string; questionIndex: number; created: Date },
): Promise<PollRow> {
  const [row] = await tx.insert(lessonPolls).values(values).returning();
  if (!row) throw new Error('poll insert returned nothing');
  return row;
}

/** The question if it belongs to the lesson, locked until the transaction ends. */
export async function lockPoll(tx: Tx, lessonId: string, pollId: string): Promise<PollRow | undefined> {
  const [row] = await tx
    .select()
    .from(lessonPolls)
    .where(and(eq(lessonPolls.id, pollId), eq(lessonPolls.lessonId, lessonId)))
    .for('update')
    .limit(1);
  return row;
}

export async function updatePoll(tx: DbOrTx, pollId: string, values: PollChanges): Promise<PollRow> {
  const [row] = await tx.update(lessonPolls).set(values).where(eq(lessonPolls.id, pollId)).returning();
  if (!row) throw new Error(`poll ${pollId} not found while locked`);
  return row;
}

export async function deletePoll(tx: DbOrTx, pollId: string): Promise<void> {
  await tx.delete(lessonPolls).where(eq(lessonPolls.id, pollId));
}

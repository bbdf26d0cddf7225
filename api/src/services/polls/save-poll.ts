import { POLL_MESSAGES } from '@backoffice/domain/polls';
import type { PollQuestion } from '@backoffice/domain/records';
import type { Tx } from '../../db/types';
import { recordAudit } from '../audit';
import { lockLesson, type LessonRow } from '../../db/repositories/lessons';
import { deletePoll, insertPoll, lockPoll, nextQuestionIndex, updatePoll, type PollRow } from '../../db/repositories/polls';
import { conflict, notFound } from '../../errors';
import type { RequestContext } from '../request-context';
import { pollColumnsOf, toPollQuestion, type PollInput } from './to-poll';

/**
 * The lesson, locked until the transaction ends. Every poll write of a lesson takes this lock first (then the
 * question's), so two adds cannot read the same highest question_index, and an edit or delete never waits on an add
 * that waits on it.
 */
async function lockedLesson(tx: Tx, lessonId: string): Promise<LessonRow> {
  const lesson = await lockLesson(tx, lessonId);
  if (!lesson) throw notFound();
  return lesson;
}

async function lockedPoll(tx: Tx, lessonId: string, pollId: string): Promise<PollRow> {
  await lockedLesson(tx, lessonId);
  const poll = await lockPoll(tx, lessonId, pollId);
  if (!poll) throw notFound(POLL_MESSAGES.notInLesson);
  return poll;
}

async function audit(tx: Tx, ctx: RequestContext, lessonId: string, action: string, before: unknown, after: unknown) {
  // Filed under the lesson, as its other changes are: the lesson's history shows its questions coming and going.
  await recordAudit(tx, ctx, {
    action,
    entity: 'lesson',
    id: lessonId,
    before,
    after,
  });
}

/**
 * Adds a question at the end of the lesson's list (question_index one more than the highest), inside the caller's
 * transaction with its audit record. Only a Zoom lesson takes questions: polls run in its meeting, and an Offline
 * lesson's Zoom detail has no poll table to show them in (409).
 */
export async function createPoll(tx: Tx, ctx: RequestContext, lessonId: string, input: PollInput): Promise<PollQuestion> {
  const lesson = await lockedLesson(tx, lessonId);
  if (lesson.hostingPlatform !== 'Zoom') throw conflict(POLL_MESSAGES.notZoom);
  const row = await insertPoll(tx, {
    ...pollColumnsOf(input),
    lessonId,
    questionIndex: await nextQuestionIndex(tx, lessonId),
    created: ctx.now,
  });
  const question = toPollQuestion(row);
  await audit(tx, ctx, lessonId, 'lesson.poll.create', null, question);
  return question;
}

/**
 * Replaces a question's text, choice type and answers; its question_index stays. A question stored as 'Single
 * Choice' is written back as 'single' (the form sends the new spelling). A form that changes nothing answers the
 * question as it is and writes nothing. Editing stays open on a lesson that has since left Zoom, so nothing is stuck.
 */
export async function updatePollQuestion(
  tx: Tx,
  ctx: RequestContext,
  lessonId: string,
  pollId: string,
  input: PollInput,
): Promise<PollQuestion> {
  const stored = await lockedPoll(tx, lessonId, pollId);
  const columns = pollColumnsOf(input);
  const before = toPollQuestion(stored);
  // toPollQuestion writes its keys in one order, so equal questions serialise alike.
  if (JSON.stringify(toPollQuestion({ ...stored, ...columns })) === JSON.stringify(before)) return before;
  const after = toPollQuestion(await updatePoll(tx, pollId, columns));
  await audit(tx, ctx, lessonId, 'lesson.poll.update', before, after);
  return after;
}

/**
 * Deletes a question. The others keep their question_index (see docs/decisions.md): only the deleted row and its
 * audit record change, and the list's order, by question_index, is the same.
 */
export async function deletePollQuestion(tx: Tx, ctx: RequestContext, lessonId: string, pollId: string): Promise<string> {
  const before = toPollQuestion(await lockedPoll(tx, lessonId, pollId));
  await deletePoll(tx, pollId);
  await audit(tx, ctx, lessonId, 'lesson.poll.delete', before, null);
  return before._id;
}

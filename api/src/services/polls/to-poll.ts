import { POLL_CHOICE_TYPES } from '@backoffice/domain/enums';
import { pollChoiceOf, type pollQuestionInputSchema } from '@backoffice/domain/polls';
import type { PollQuestion } from '@backoffice/domain/records';
import type { z } from 'zod';
import type { PollChanges, PollFields } from '../../db/repositories/polls';

export type PollInput = z.output<typeof pollQuestionInputSchema>;

const KNOWN_SPELLINGS: ReadonlySet<string> = new Set(POLL_CHOICE_TYPES);

/**
 * A stored question as the API sends it (back-office §3 Poll question). `choice_type` goes out as stored, in either
 * spelling ('single' or 'Single Choice'), so the screens read the data as it is; a spelling outside the four the spec
 * knows is read with pollChoiceOf rather than failing the whole lesson.
 */
export function toPollQuestion(row: PollFields): PollQuestion {
  const choiceType = KNOWN_SPELLINGS.has(row.choiceType)
    ? (row.choiceType as PollQuestion['choice_type'])
    : pollChoiceOf(row.choiceType);
  return {
    _id: row.id,
    // The one question type the product has; the column keeps the stored value for the day another one comes.
    question_type: 'question',
    choice_type: choiceType,
    question_index: row.questionIndex,
    name: row.name,
    question: row.question,
    option: row.option.map(({ label, content }) => ({ label, content })),
    answer_index: row.answerIndex,
    answer: row.answer,
  };
}

/** Answer labels as the stored data has them: A, B, C... (the form offers at most ten answers). */
export const pollLabel = (position: number) => String.fromCharCode(65 + position);

/**
 * The columns a checked form gives (spec §3, §5). The first two answer boxes are required (the schema said so); empty
 * boxes from the third on are dropped and the rest relabelled A, B, C... in order, the correct ones' positions moved
 * with them. `answer` holds the correct answers' text. New writes spell the choice type 'single' or 'multiple'.
 */
export function pollColumnsOf(input: PollInput): PollChanges {
  const kept: Array<{ from: number; content: string }> = [];
  input.option.forEach((text, from) => {
    const content = text.trim();
    if (content.length > 0) kept.push({ from, content });
  });
  const correct = new Set(input.answer_index);
  const option = kept.map(({ content }, position) => ({ label: pollLabel(position), content }));
  const answerIndex = kept.flatMap(({ from }, position) => (correct.has(from) ? [position] : []));
  return {
    choiceType: input.choice_type,
    name: input.name.trim(),
    question: input.question.trim(),
    option,
    answerIndex,
    answer: answerIndex.map((position) => option[position]!.content),
  };
}

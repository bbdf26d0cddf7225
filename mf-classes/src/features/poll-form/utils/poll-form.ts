/**
 * The poll question form's values and rules beyond the contract's schema (back-office §5 Poll question): the answer
 * boxes as typed, the correct ones by position, and what a tick, a removal or a change of type does to them.
 */
import { POLL_MIN_ANSWERS, pollChoiceOf, type PollChoice, type PollQuestionInput } from '@backoffice/domain/polls';
import type { PollQuestion } from '@backoffice/domain/records';

/** The form holds what the contract's pollQuestionInputSchema reads, so its resolver checks the form as it is. */
export type PollFormValues = Required<PollQuestionInput> & { choice_type: PollChoice };

/** The fields a server error may name; anything else is shown above the form. */
export type PollFormField = 'name' | 'question' | 'choice_type' | 'option' | 'answer_index';
const FIELDS: ReadonlySet<string> = new Set<PollFormField>(['name', 'question', 'choice_type', 'option', 'answer_index']);

/**
 * A new question: the default name ('Question {n}'), single choice, two empty answers and none correct. An edit: the
 * question as stored, its type read in either spelling, at least two answer boxes, and only correct answers that
 * point at a box.
 */
export function pollFormDefaults(poll: PollQuestion | undefined, defaultName: string): PollFormValues {
  if (!poll) return { name: defaultName, question: '', choice_type: 'single', option: ['', ''], answer_index: [] };
  const option = poll.option.map((answer) => answer.content);
  while (option.length < POLL_MIN_ANSWERS) option.push('');
  const answer_index = [...new Set(poll.answer_index)].filter((index) => index >= 0 && index < option.length).sort((a, b) => a - b);
  return { name: poll.name, question: poll.question, choice_type: pollChoiceOf(poll.choice_type), option, answer_index };
}

/**
 * Ticking or unticking answer `index` as correct. A single choice question has one correct answer at most, so ticking
 * one there unticks the other.
 */
export function toggleCorrect(current: readonly number[], index: number, on: boolean, choice: PollChoice): number[] {
  if (choice === 'single') return on ? [index] : current.filter((i) => i !== index);
  const next = new Set(current);
  if (on) next.add(index);
  else next.delete(index);
  return [...next].sort((a, b) => a - b);
}

/** Changing the type to single choice keeps the first correct answer only; to multiple choice keeps them all. */
export function correctForChoice(current: readonly number[], choice: PollChoice): number[] {
  if (choice === 'multiple' || current.length <= 1) return [...current];
  return [Math.min(...current)];
}

/** Removing answer box `index`: the boxes after it move up, and so do the ticks on them. */
export function removeAnswer(values: Pick<PollFormValues, 'option' | 'answer_index'>, index: number) {
  return {
    option: values.option.filter((_, i) => i !== index),
    answer_index: values.answer_index.filter((i) => i !== index).map((i) => (i > index ? i - 1 : i)),
  };
}

/** The form field a server error entry names ('option.3' is the answers), or null for one the form has no place for. */
export function pollFormFieldFor(field: string | undefined): PollFormField | null {
  const root = field?.split('.')[0];
  return root && FIELDS.has(root) ? (root as PollFormField) : null;
}

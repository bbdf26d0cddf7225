/** How the Zoom detail reads a lesson's meeting and poll questions (back-office §2 Zoom detail, §3 Lesson, Poll question). */
import { POLL_CHOICE_LABELS, pollChoiceOf } from '@backoffice/domain/polls';
import type { PollQuestion } from '@backoffice/domain/records';

/**
 * `settings.alternative_hosts` as a list. Zoom keeps the addresses in one string; the data separates them with commas
 * or semicolons (the demo data uses ';'), sometimes with spaces.
 */
export function alternateHostsOf(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[,;\s]+/)
    .map((host) => host.trim())
    .filter((host) => host.length > 0);
}

/** The questions in their order (question_index), whatever order they came in. */
export function sortedPolls(polls: readonly PollQuestion[]): PollQuestion[] {
  return [...polls].sort((a, b) => a.question_index - b.question_index);
}

/** 'Single choice' or 'Multiple choice', whichever way the type is spelt in the data ('single', 'Single Choice'). */
export function pollTypeLabel(poll: Pick<PollQuestion, 'choice_type'>): string {
  return POLL_CHOICE_LABELS[pollChoiceOf(poll.choice_type)];
}

/** An answer as the table shows it: 'B. considerable' (the stored label, then the text). */
export function optionText(option: PollQuestion['option'][number]): string {
  return option.label ? `${option.label}. ${option.content}` : option.content;
}

/**
 * The correct answers' text: the options `answer_index` points at; when those are not there (older data), the stored
 * `answer` texts.
 */
export function correctAnswers(poll: Pick<PollQuestion, 'option' | 'answer_index' | 'answer'>): string[] {
  const fromIndexes = poll.answer_index
    .map((index) => poll.option[index])
    .filter((option): option is PollQuestion['option'][number] => option !== undefined)
    .map(optionText);
  return fromIndexes.length > 0 ? fromIndexes : poll.answer.filter((text) => text.length > 0);
}

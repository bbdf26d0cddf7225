/**
 * Zoom poll questions of a lesson (back-office §2 Zoom detail, §3 Poll question, §4 Polls, §5 Poll question, §7
 * POST/PUT/DELETE /admin/lesson/{id}/poll): the form's rules, said the same way by the browser and the server.
 */
import './zod-config';
import { z } from 'zod';
import { itemEnvelope } from './api';
import type { POLL_CHOICE_TYPES } from './enums';
import { MESSAGES } from './messages';
import { pollQuestionSchema } from './records';
import { requiredText, TEXT_MAX, tooLongMessage } from './text';

/** Answers a question may offer: the first two are required, the rest optional (spec §5). */
export const POLL_MIN_ANSWERS = 2;
export const POLL_MAX_ANSWERS = 10;

export const POLL_MESSAGES = {
  singleOneCorrect: 'A single choice question has at most one correct answer',
  correctAnswerEmpty: 'A correct answer cannot be empty',
  /** Polls run inside a Zoom meeting; an Offline lesson's Zoom detail has none to show ('No zoom room created'). */
  notZoom: 'Poll questions can only be added to a Zoom lesson',
  notInLesson: 'This poll question is not in the lesson',
  tooManyAnswers: `A question has at most ${POLL_MAX_ANSWERS} answers`,
} as const;

export type PollChoice = 'single' | 'multiple';

/** The stored data spells the choice type two ways ('single', 'Single Choice'); the screens read both. */
export function pollChoiceOf(stored: (typeof POLL_CHOICE_TYPES)[number] | string): PollChoice {
  return /^multiple/i.test(stored) ? 'multiple' : 'single';
}

export const POLL_CHOICE_LABELS: Record<PollChoice, string> = {
  single: 'Single choice',
  multiple: 'Multiple choice',
};

/** A new question's default name: 'Question {n}', n being one more than the questions the lesson has (spec §5). */
export function defaultPollName(existingCount: number): string {
  return `Question ${existingCount + 1}`;
}

/**
 * POST and PUT /admin/lesson/{id}/poll: what the form sends. `option` holds the answer boxes as typed, empty ones
 * included; `answer_index` the boxes ticked as correct. The server drops empty boxes from the third on and stores the
 * answers' text in `answer` (spec §3).
 */
export const pollQuestionInputSchema = z
  .object({
    name: requiredText('Name', TEXT_MAX.name, MESSAGES.pollNameRequired),
    question: requiredText('Question', TEXT_MAX.question, MESSAGES.pollTitleRequired),
    choice_type: z.enum(['single', 'multiple']),
    // Worded like the rule it breaks, so a body without answers reads the spec's message, not 'option is required'.
    option: z
      .array(z.string().trim().max(TEXT_MAX.answer, tooLongMessage('Answer', TEXT_MAX.answer)), {
        error: (issue) => (issue.code === 'invalid_type' ? MESSAGES.pollTwoAnswers : undefined),
      })
      .max(POLL_MAX_ANSWERS, POLL_MESSAGES.tooManyAnswers),
    answer_index: z.array(z.number().int().min(0).max(POLL_MAX_ANSWERS - 1)).default([]),
  })
  .superRefine((value, ctx) => {
    const filled = value.option.filter((text) => text.length > 0).length;
    const firstTwoFilled = value.option.slice(0, POLL_MIN_ANSWERS).filter((text) => text.length > 0).length;
    if (filled < POLL_MIN_ANSWERS || firstTwoFilled < POLL_MIN_ANSWERS) {
      ctx.addIssue({ code: 'custom', path: ['option'], message: MESSAGES.pollTwoAnswers });
    }
    const correct = new Set(value.answer_index);
    if (value.choice_type === 'single' && correct.size > 1) {
      ctx.addIssue({ code: 'custom', path: ['answer_index'], message: POLL_MESSAGES.singleOneCorrect });
    }
    if ([...correct].some((index) => !value.option[index])) {
      ctx.addIssue({ code: 'custom', path: ['answer_index'], message: POLL_MESSAGES.correctAnswerEmpty });
    }
  });
export type PollQuestionInput = z.input<typeof pollQuestionInputSchema>;

export const pollQuestionResponseSchema = itemEnvelope(pollQuestionSchema);
export const pollDeleteResponseSchema = z.object({ data: z.object({ _id: z.uuid() }) });

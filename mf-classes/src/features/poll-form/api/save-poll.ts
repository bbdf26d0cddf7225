import { useMutation } from '@tanstack/react-query';
import { postItem, putItem } from '@backoffice/api-client';
import { pollQuestionSchema, type PollQuestion } from '@backoffice/domain/records';
import type { PollQuestionInput } from '@backoffice/domain/polls';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';

/** POST /admin/lesson/{id}/poll: a new question; answers the question as stored. */
export function createPoll(lessonId: string, input: PollQuestionInput) {
  return postItem<PollQuestion>(endpointPath(ENDPOINTS.pollCreate, { id: lessonId }), input, {
    schema: pollQuestionSchema,
    idempotent: ENDPOINTS.pollCreate.idempotent,
  });
}

/** PUT /admin/lesson/{id}/poll/{pollId}: the question as a whole (the contract has no partial update). */
export function updatePoll(lessonId: string, pollId: string, input: PollQuestionInput) {
  return putItem<PollQuestion>(endpointPath(ENDPOINTS.pollUpdate, { id: lessonId, pollId }), input, { schema: pollQuestionSchema });
}

export type SavePollVariables = { lessonId: string; pollId?: string; input: PollQuestionInput };

export function useSavePoll() {
  return useMutation({
    mutationFn: ({ lessonId, pollId, input }: SavePollVariables) =>
      pollId ? updatePoll(lessonId, pollId, input) : createPoll(lessonId, input),
  });
}

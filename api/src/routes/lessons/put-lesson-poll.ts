import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { pollQuestionInputSchema, pollQuestionResponseSchema } from '@backoffice/domain/polls';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { updatePollQuestion } from '../../services/polls/save-poll';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function putLessonPoll(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.pollUpdate),
    config: { access: { anyOf: [{ path: PATHS.zoomDetail, flag: 'canManagePoll' }] } },
    schema: {
      tags: ['polls'],
      summary: 'Edit a poll question (Zoom detail)',
      description:
        'The whole question, with the rules of adding one; `question_index` stays. A question stored as ' +
        "'Single Choice' or 'Multiple Choice' is written back as 'single' or 'multiple'. A body that changes " +
        'nothing answers the question and writes nothing. Unknown lesson, or a question not of that lesson: 404. ' +
        'One transaction with its audit record.',
      params: z.object({ id: idSchema, pollId: idSchema }),
      body: pollQuestionInputSchema,
      response: { 200: pollQuestionResponseSchema },
    },
    handler: async (request) => {
      const { id, pollId } = request.params;
      const question = await app.db.transaction((tx) => updatePollQuestion(tx, request.ctx, id, pollId, request.body));
      return { data: question };
    },
  });
}

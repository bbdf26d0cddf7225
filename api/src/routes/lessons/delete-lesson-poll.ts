import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { pollDeleteResponseSchema } from '@backoffice/domain/polls';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { deletePollQuestion } from '../../services/polls/save-poll';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function deleteLessonPoll(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.pollDelete),
    config: { access: { anyOf: [{ path: PATHS.zoomDetail, flag: 'canManagePoll' }] } },
    schema: {
      tags: ['polls'],
      summary: 'Delete a poll question (Zoom detail)',
      description:
        "The lesson's other questions keep their `question_index`. Unknown lesson, or a question not of that " +
        'lesson (or already deleted): 404. One transaction with its audit record.',
      params: z.object({ id: idSchema, pollId: idSchema }),
      response: { 200: pollDeleteResponseSchema },
    },
    handler: async (request) => {
      const { id, pollId } = request.params;
      const deleted = await app.db.transaction((tx) => deletePollQuestion(tx, request.ctx, id, pollId));
      return { data: { _id: deleted } };
    },
  });
}

import { z } from 'zod';
import { pollDeleteResponseSchema } from '@backoffice/domain/polls';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { deletePollQuestion } from '../../services/polls/save-poll';
import type { App } from '../types';

export function deleteLessonPoll(app: App) {
  app.delete(
    '/admin/lesson/:id/poll/:pollId',
    {
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
    },
    async (request) => {
      const { id, pollId } = request.params;
      const deleted = await app.db.transaction((tx) => deletePollQuestion(tx, request.ctx, id, pollId));
      return { data: { _id: deleted } };
    },
  );
}

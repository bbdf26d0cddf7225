import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { pollQuestionInputSchema, pollQuestionResponseSchema } from '@backoffice/domain/polls';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { createPoll } from '../../services/polls/save-poll';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postLessonPoll(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.pollCreate),
    config: { access: { anyOf: [{ path: PATHS.zoomDetail, flag: 'canManagePoll' }] } },
    schema: {
      tags: ['polls'],
      summary: 'Add a poll question to a Zoom lesson (Zoom detail)',
      description:
        "`name` ('Please give it a name') and `question` ('Please give it a title') are required; `option` holds " +
        "the answer boxes as typed, the first two required ('At least 2 answers required'), the rest optional; " +
        '`answer_index` the boxes ticked as correct (at most one for `single`). Empty boxes are dropped, the rest ' +
        'stored as `{label: A, B, ..., content}` with `answer_index` moved along and `answer` their text. The ' +
        'question goes last: `question_index` one more than the highest. A lesson that is not on Zoom: 409. ' +
        'Unknown lesson: 404. One transaction with its audit record.',
      params: z.object({ id: idSchema }),
      body: pollQuestionInputSchema,
      response: { 201: pollQuestionResponseSchema },
    },
    handler: async (request, reply) => {
      const question = await app.db.transaction((tx) => createPoll(tx, request.ctx, request.params.id, request.body));
      return reply.code(201).send({ data: question });
    },
  });
}

import { lessonCreateSchema, lessonResponseSchema } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { createLesson } from '../../services/lessons/save-lesson';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postLesson(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.lessonCreate),
    config: { access: { anyOf: [{ path: PATHS.classLessons, flag: 'canManage' }] } },
    schema: {
      tags: ['lessons'],
      summary: 'Create a lesson of a class (also one row of Batch Create)',
      description:
        'Required: class, name, scheduled_on and ended_on (ISO, the end not before the start). Unsent fields: ' +
        'active and released, not completed, Offline, meeting, no term or index, no tutors or TAs. Text is trimmed; ' +
        '`desc` is sanitised rich text. `tutor` and `ta` must be ids of Tutor and TA accounts (400 on that field). ' +
        'Unknown class: 404. One transaction with its audit record.',
      body: lessonCreateSchema,
      response: { 201: lessonResponseSchema },
    },
    handler: async (request, reply) => {
      const lesson = await app.db.transaction((tx) => createLesson(tx, request.ctx, request.body));
      return reply.code(201).send({ data: lesson });
    },
  });
}

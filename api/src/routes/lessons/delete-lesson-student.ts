import { z } from 'zod';
import { removeStudentResponseSchema } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { removeStudentFromLesson } from '../../services/lessons/lesson-students';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function deleteLessonStudent(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.lessonRemoveStudent),
    config: { access: { anyOf: [{ path: PATHS.lessonDetail, flag: 'canManage' }] } },
    schema: {
      tags: ['lessons'],
      summary: 'Remove a student from a lesson',
      description:
        'Takes the user out of the lesson, whatever its group; the class enrolment stays, and so does the order ' +
        'that gave the seat, if any. Unknown lesson, or a user not in it: 404. One transaction with its audit record.',
      params: z.object({ id: idSchema, userId: idSchema }),
      response: { 200: removeStudentResponseSchema },
    },
    handler: async (request) => {
      const removed = await app.db.transaction((tx) =>
        removeStudentFromLesson(tx, request.ctx, request.params.id, request.params.userId),
      );
      return { data: { removed } };
    },
  });
}

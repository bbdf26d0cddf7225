import { z } from 'zod';
import { addStudentsResponseSchema, addStudentsSchema } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { addStudentsToLessonById } from '../../services/lessons/lesson-students';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function patchLessonAddStudent(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.lessonAddStudent),
    config: { access: { anyOf: [{ path: PATHS.lessonDetail, flag: 'canManage' }] } },
    schema: {
      tags: ['lessons'],
      summary: 'Add Student, step two: seat the found students',
      description:
        'Seats the Student accounts in `student` (ids, at most 10) in the lesson as group student and enrols them ' +
        'in its class. `added` are those seated now, `already` those who were in the lesson (any group) and keep ' +
        "their seat. An id that is not a Student account: 400 on `student`, nothing added; a lesson of an inactive " +
        "class: 400 'This class is not active'. Unknown lesson: 404. One transaction with its audit record.",
      params: z.object({ id: idSchema }),
      body: addStudentsSchema,
      response: { 200: addStudentsResponseSchema },
    },
    handler: async (request) => {
      const result = await app.db.transaction((tx) =>
        addStudentsToLessonById(tx, request.ctx, request.params.id, request.body.student),
      );
      return { data: result };
    },
  });
}

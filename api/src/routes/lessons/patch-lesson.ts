import { z } from 'zod';
import { lessonResponseSchema, lessonUpdateSchema } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { updateLessonFields } from '../../services/lessons/save-lesson';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function patchLesson(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.lessonUpdate),
    // The class lessons' toggles and dialogs (/course/:classId) and the lesson detail's Edit Lesson.
    config: {
      access: {
        anyOf: [
          { path: PATHS.classLessons, flag: 'canManage' },
          { path: PATHS.lessonDetail, flag: 'canManage' },
        ],
      },
    },
    schema: {
      tags: ['lessons'],
      summary: 'Change a lesson (edit dialog, Active and Release toggles)',
      description:
        'Only the fields sent change, with the create rules (e.g. `{ _id, is_released: false }`). `_id` may be ' +
        'sent and must then be the id in the path (400 otherwise). `ended_on` may not fall before the start, the ' +
        'stored one when only one is sent. `tutor`/`ta` replace the lists. A body without changes answers the ' +
        'lesson and writes nothing. Unknown id: 404. One transaction with its audit record.',
      params: z.object({ id: idSchema }),
      body: lessonUpdateSchema,
      response: { 200: lessonResponseSchema },
    },
    handler: async (request) => {
      const lesson = await app.db.transaction((tx) => updateLessonFields(tx, request.ctx, request.params.id, request.body));
      return { data: lesson };
    },
  });
}

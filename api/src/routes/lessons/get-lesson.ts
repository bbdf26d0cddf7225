import { z } from 'zod';
import { lessonResponseSchema } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { getLesson } from '../../services/lessons/list-lessons';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getLessonById(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.lessonGet),
    // The lesson detail (/course/:classId/lesson/:lessonId) and the Zoom detail, which Tutors and Partners open.
    config: { access: { anyOf: [{ path: PATHS.lessonDetail }, { path: PATHS.zoomDetail }] } },
    schema: {
      tags: ['lessons'],
      summary: 'One lesson (lesson detail header, edit dialog, Zoom detail)',
      description:
        'The lesson with its class (`class_obj`), tutors, TAs, Zoom details (`platform_integration`), how many ' +
        'students each group has and its poll questions (`poll_setup`, by `question_index`; `choice_type` as ' +
        "stored, 'single' or 'Single Choice' and so on). Unknown id: 404.",
      params: z.object({ id: idSchema }),
      response: { 200: lessonResponseSchema },
    },
    handler: async (request) => ({ data: await getLesson(app.db, request.params.id) }),
  });
}

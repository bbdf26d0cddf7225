import { z } from 'zod';
import { lessonResponseSchema } from '@backoffice/domain/classes';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { getLesson } from '../../services/lessons/list-lessons';
import type { App } from '../types';

export function getLessonById(app: App) {
  app.get(
    '/admin/lesson/:id',
    {
      config: { access: { anyOf: [{ path: PATHS.lessonDetail }] } },
      schema: {
        tags: ['lessons'],
        summary: 'One lesson (lesson detail header, edit dialog)',
        description:
          'The lesson with its class (`class_obj`), tutors, TAs, Zoom details and how many students each group has. ' +
          'Unknown id: 404.',
        params: z.object({ id: idSchema }),
        response: { 200: lessonResponseSchema },
      },
    },
    async (request) => ({ data: await getLesson(app.db, request.params.id) }),
  );
}

import { z } from 'zod';
import { lessonStudentListQuerySchema, lessonStudentListResponseSchema } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { listStudentsOfLesson } from '../../services/lessons/lesson-students';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getLessonStudents(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.lessonStudents),
    config: { access: { anyOf: [{ path: PATHS.lessonDetail }] } },
    schema: {
      tags: ['lessons'],
      summary: "A lesson's students of one group (lesson detail's Students tab)",
      description:
        '`group` student (default), trial_student or video_student; `q` a case-insensitive substring of the name ' +
        'or email, matched literally. By name, `max` (default 20) a page from `offset`; `count` is how many match. ' +
        'Each with attendance (attended, joined_at, left_at). Unknown lesson: 404.',
      params: z.object({ id: idSchema }),
      querystring: lessonStudentListQuerySchema,
      response: { 200: lessonStudentListResponseSchema },
    },
    handler: async (request) => listStudentsOfLesson(app.db, request.params.id, request.query),
  });
}

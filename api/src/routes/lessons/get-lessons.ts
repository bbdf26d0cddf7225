import { lessonListQuerySchema, lessonListResponseSchema } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { listLessons } from '../../services/lessons/list-lessons';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getLessons(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.lessonList),
    config: { access: { anyOf: [{ path: PATHS.classLessons }] } },
    schema: {
      tags: ['lessons'],
      summary: "A class's lessons, by scheduled_on (class lessons)",
      description:
        'The lessons of `class` by `scheduled_on` (`order` asc by default; ties by id), `max` (default 20) a page ' +
        'from `offset`. With `around` (an ISO instant) the page is instead the one holding the first lesson that ' +
        'ends at or after it (the class\'s last lesson when all have ended), and the answer\'s `offset` says where ' +
        'that page starts. Each lesson carries its tutors, TAs and how many students it has (every group). ' +
        '`count` is the class\'s number of lessons. Unknown class: 404.',
      querystring: lessonListQuerySchema,
      response: { 200: lessonListResponseSchema },
    },
    handler: async (request) => listLessons(app.db, request.query, app.lessonCounts),
  });
}

import { dayLessonListQuerySchema, dayLessonListResponseSchema } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { listLessonsOfDay } from '../../services/lessons/lessons-of-day';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getLessonsOfDay(app: App) {
  // A static segment: find-my-way matches /admin/lesson/day before the /admin/lesson/:id pattern.
  app.route({
    ...endpoint(ENDPOINTS.lessonDay),
    config: { access: { anyOf: [{ path: PATHS.lessons }] } },
    schema: {
      tags: ['lessons'],
      summary: "The day's lessons (Quick Lesson Management, getLessonList)",
      description:
        'Active lessons whose `ended_on` falls on `date` (YYYY-MM-DD) in the centre\'s time zone (CENTRE_TIMEZONE): ' +
        'from that midnight up to, not including, the next. By `scheduled_on` ascending, ties by id; `max` ' +
        '(default 20) a page from `offset`; `count` is how many lessons end that day. Each lesson carries its class ' +
        '(`class_obj`), tutors, TAs, `student_count` (every group) and `student`: the first three of its student ' +
        'group by name.',
      querystring: dayLessonListQuerySchema,
      response: { 200: dayLessonListResponseSchema },
    },
    handler: async (request) => listLessonsOfDay(app.db, request.query, app.config.centreTimezone, app.lessonDayCounts),
  });
}

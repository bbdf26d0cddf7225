import { classListQuerySchema, classListResponseSchema } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { listClasses } from '../../services/classes/list-classes';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getClasses(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.classList),
    config: { access: { anyOf: [{ path: PATHS.course }] } },
    schema: {
      tags: ['classes'],
      summary: 'List classes, last edited first (class list)',
      description:
        'Classes whose name contains `q` (case-insensitive, matched literally: parentheses, `+`, `%` and the like ' +
        'are not patterns); without `q` every class, active or not. By `updated`, newest first (ties by id). ' +
        '`max` (default 10) a page from `offset` (0-based); `count` is how many match in all. Each class carries its ' +
        'tutors and TAs (by name) and `lesson_count`.',
      querystring: classListQuerySchema,
      response: { 200: classListResponseSchema },
    },
    handler: async (request) => listClasses(app.db, request.query, app.lessonCounts),
  });
}

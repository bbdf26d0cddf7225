import { staffOptionsQuerySchema, staffOptionsResponseSchema } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { listStaffOptions } from '../../services/classes/list-classes';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getClassStaff(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.classStaff),
    // The class dialog (/course), the lesson dialogs (/course/:classId) and the lesson detail's edit all pick staff.
    config: {
      access: { anyOf: [{ path: PATHS.course }, { path: PATHS.classLessons }, { path: PATHS.lessonDetail }] },
    },
    schema: {
      tags: ['classes'],
      summary: 'Tutors or TAs to choose for a class or lesson',
      description:
        'Active accounts of `type` (Tutor or TA) whose name or email contains `q` (case-insensitive, matched ' +
        'literally); without `q` all of them. By name, at most `max` (default 20); `count` is how many match.',
      querystring: staffOptionsQuerySchema,
      response: { 200: staffOptionsResponseSchema },
    },
    handler: async (request) => listStaffOptions(app.db, request.query),
  });
}

import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { studentLessonListQuerySchema, studentLessonListResponseSchema } from '@backoffice/domain/dashboard';
import { PATHS } from '@backoffice/domain/paths';
import { listStudentLessonsFor } from '../../services/dashboard/student-lessons';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getStudentLessons(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.studentLessonList),
    config: { access: { anyOf: [{ path: PATHS.dashboard, flag: 'canViewStudentTab' }] } },
    schema: {
      tags: ['dashboard'],
      summary: "The dashboard Student tab's lessons and sections",
      description:
        "`view=day`: the active lessons scheduled on `date` (a centre day). `no-action`: those of them not actioned " +
        "whose report is flagged (all five engagement scores ≤ 3, late, homework late or missing; with " +
        'canViewCounsellorSections also any comment). With canViewCounsellorSections only (403 otherwise): ' +
        '`no-report` (a report part missing), `consult-open` (open immediate-consultation flags, any day) and ' +
        "`consult-resolved` (resolved on `date`). The teacher's comment, and sorting by it, need the same flag. " +
        'Without `sort`, lessons are in time order.',
      querystring: studentLessonListQuerySchema,
      response: { 200: studentLessonListResponseSchema },
    },
    handler: async (request) => listStudentLessonsFor(app.db, request.ctx, request.query, app.studentLessonCounts, app.staffNames),
  });
}

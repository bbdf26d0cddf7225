import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { peopleListQuerySchema, studentGridResponseSchema } from '@backoffice/domain/people';
import { listStudents } from '../../services/people/list-people';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getPeopleStudents(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.peopleStudentList),
    config: { access: { anyOf: [{ path: PATHS.user }] } },
    schema: {
      tags: ['people'],
      summary: "User management's Student tab: 25 students a page by name",
      description:
        '`q` is matched without case as a substring of name, nickname, email, phone and dbid (its %, _ and \\ taken ' +
        'literally); `page` is 1-based. Each row has its parent. The counsellor columns (people-records §3 Student ' +
        'grid fields: examDate, punctual, cancelClass, questionEngagement, grades, courseType, examType, famous, ' +
        'amountPaid, amountFrequency, date_of_birth, updated) are sent only to a caller with the ' +
        'people.counsellorView capability.',
      querystring: peopleListQuerySchema,
      response: { 200: studentGridResponseSchema },
    },
    handler: async (request) => listStudents(app.db, request.ctx, request.query, app.peopleCounts),
  });
}

import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { peopleListQuerySchema, staffGridResponseSchema } from '@backoffice/domain/people';
import { listStaff } from '../../services/people/list-people';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getPeopleTutors(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.peopleTutorList),
    config: { access: { anyOf: [{ path: PATHS.user }] } },
    schema: {
      tags: ['people'],
      summary: "User management's Tutor list: 25 a page by name",
      description:
        'Name, EPA Database ID (dbid), gender and email of each Tutor. `q` is matched without case as a substring of ' +
        'name, nickname, email, phone and dbid (its %, _ and \\ taken literally); `page` is 1-based.',
      querystring: peopleListQuerySchema,
      response: { 200: staffGridResponseSchema },
    },
    handler: async (request) => listStaff(app.db, 'Tutor', request.query, app.peopleCounts),
  });
}

import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { handlerOptionsResponseSchema } from '@backoffice/domain/people';
import { listHandlers } from '../../services/people/list-people';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getPeopleHandlers(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.peopleHandlers),
    config: { access: { anyOf: [{ path: PATHS.user }] } },
    schema: {
      tags: ['people'],
      summary: 'The sales-admin and customer-service pickers',
      description: 'Active sales admins and customer service staff by name (at most 500 of each), fetched when user management opens.',
      response: { 200: handlerOptionsResponseSchema },
    },
    handler: async () => ({ data: await listHandlers(app.db) }),
  });
}

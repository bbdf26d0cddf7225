import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { peopleRecordResponseSchema, userCreateSchema } from '@backoffice/domain/people';
import { hashPasswords } from '../../services/people/apply';
import { createUser } from '../../services/people/save-people';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postUser(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.userCreate),
    // Create New Tutor is canManage's on /user (people-records §6): a Partner may not.
    config: { access: { anyOf: [{ path: PATHS.user, flag: 'canManage' }] } },
    schema: {
      tags: ['people'],
      summary: 'Create a tutor, TA or student',
      description:
        "By `_type`. Subjects and track record as comma-separated text (or lists), trimmed into lists; years of " +
        "experience 0 when missing. 409 'Email duplicated!' when any user has the email (without case). A student " +
        'with a consultation date gets its consultation too.',
      body: userCreateSchema,
      response: { 200: peopleRecordResponseSchema },
    },
    handler: async (request) => {
      const hashes = await hashPasswords(request.body);
      const created = await app.db.transaction((tx) => createUser(tx, request.ctx, request.body, hashes));
      return { data: created.data };
    },
  });
}

import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { parentCreateSchema, parentRecordResponseSchema } from '@backoffice/domain/people';
import { hashPasswords } from '../../services/people/apply';
import { createParent } from '../../services/people/save-people';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postParent(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.parentCreate),
    config: { access: { anyOf: [{ path: PATHS.user }] } },
    schema: {
      tags: ['people'],
      summary: 'Create a parent, linked to a student when `child` is given',
      description:
        "409 'Parent email duplicated!' when any user has the email (without case). The counsellor-only fields " +
        '(conflict, parent_character, payment_mode) are kept only from a caller with people.counsellorView.',
      body: parentCreateSchema,
      response: { 200: parentRecordResponseSchema },
    },
    handler: async (request) => {
      const hashes = await hashPasswords(request.body);
      const created = await app.db.transaction((tx) => createParent(tx, request.ctx, request.body, hashes));
      return { data: created.data };
    },
  });
}

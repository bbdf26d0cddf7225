import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { peopleRecordResponseSchema, userUpdateSchema } from '@backoffice/domain/people';
import { idSchema } from '@backoffice/domain/records';
import { TEXT_MAX } from '@backoffice/domain/text';
import { hashPasswords } from '../../services/people/apply';
import { updateUser } from '../../services/people/save-people';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function patchUser(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.userUpdate),
    config: { access: { anyOf: [{ path: PATHS.user }] } },
    schema: {
      tags: ['people'],
      summary: 'Update a student, tutor or TA (the spec\'s PATCH /admin/user/{type}/{id})',
      description:
        "`type` is the record's own (student, tutor or ta; 404 otherwise). Only the fields sent change, with the " +
        'same rules as the dialog\'s save; fields of the other kind of record are ignored. `_type` re-types the ' +
        "user and `is_active: false` deactivates it: both need canManage and end the user's sessions. A changed " +
        'consultation date of a student records a consultation.',
      // Any other type is a record this path cannot name: 404, like an id that does not exist.
      params: z.object({ type: z.string().max(TEXT_MAX.code), id: idSchema }),
      body: userUpdateSchema,
      response: { 200: peopleRecordResponseSchema },
    },
    handler: async (request) => {
      const hashes = await hashPasswords(request.body);
      const { type, id } = request.params;
      const saved = await app.db.transaction((tx) => updateUser(tx, request.ctx, type, id, request.body, hashes));
      for (const userId of saved.endedSessionsOf) app.sessionCache.forgetUser(userId);
      return { data: saved.data };
    },
  });
}

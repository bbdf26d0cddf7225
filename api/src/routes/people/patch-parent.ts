import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { parentRecordResponseSchema, parentUpdateSchema } from '@backoffice/domain/people';
import { TEXT_MAX } from '@backoffice/domain/text';
import { hashPasswords } from '../../services/people/apply';
import { updateParent } from '../../services/people/save-people';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function patchParent(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.parentUpdate),
    config: { access: { anyOf: [{ path: PATHS.user }] } },
    schema: {
      tags: ['people'],
      summary: 'Update a parent by its id or its current email',
      description:
        "Only the fields sent change. 409 'Parent email duplicated!' when the new email is someone else's. `child` " +
        'links one more student to this parent. A user who is not a parent answers 404.',
      params: z.object({ id: z.string().trim().min(1).max(TEXT_MAX.email) }),
      body: parentUpdateSchema,
      response: { 200: parentRecordResponseSchema },
    },
    handler: async (request) => {
      const hashes = await hashPasswords(request.body);
      const saved = await app.db.transaction((tx) => updateParent(tx, request.ctx, request.params.id, request.body, hashes));
      for (const userId of saved.endedSessionsOf) app.sessionCache.forgetUser(userId);
      return { data: saved.data };
    },
  });
}

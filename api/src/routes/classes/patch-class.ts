import { z } from 'zod';
import { classResponseSchema, classUpdateSchema } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { updateClassFields } from '../../services/classes/save-class';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function patchClass(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.classUpdate),
    config: { access: { anyOf: [{ path: PATHS.course, flag: 'canManage' }] } },
    schema: {
      tags: ['classes'],
      summary: 'Change a class (edit dialog, Activate/Deactivate)',
      description:
        'Only the fields sent change, with the create rules (e.g. `{ _id, is_active: false }` from the row menu). ' +
        '`_id` may be sent and must then be the id in the path (400 otherwise). `end_date` may not fall before ' +
        'the start, the stored one when only one is sent. `tutor`/`ta` replace the lists. A body without changes ' +
        'answers the class and writes nothing. Unknown id: 404. One transaction with its audit record.',
      params: z.object({ id: idSchema }),
      body: classUpdateSchema,
      response: { 200: classResponseSchema },
    },
    handler: async (request) => {
      const klass = await app.db.transaction((tx) => updateClassFields(tx, request.ctx, request.params.id, request.body));
      return { data: klass };
    },
  });
}

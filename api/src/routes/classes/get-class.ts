import { z } from 'zod';
import { classResponseSchema } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { getClass } from '../../services/classes/list-classes';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getClassById(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.classGet),
    config: { access: { anyOf: [{ path: PATHS.course }, { path: PATHS.classLessons }] } },
    schema: {
      tags: ['classes'],
      summary: 'One class (class lessons overview, edit dialog)',
      description: 'The class with its tutors, TAs and lesson count. Unknown id: 404.',
      params: z.object({ id: idSchema }),
      response: { 200: classResponseSchema },
    },
    handler: async (request) => ({ data: await getClass(app.db, request.params.id) }),
  });
}

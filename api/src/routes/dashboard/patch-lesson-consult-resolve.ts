import { z } from 'zod';
import { consultResolveSchema, lessonFollowUpResponseSchema } from '@backoffice/domain/dashboard';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { resolveConsultation } from '../../services/dashboard/follow-up';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function patchLessonConsultResolve(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.lessonConsultResolve),
    config: { access: { anyOf: [{ path: PATHS.dashboard, flag: 'canViewCounsellorSections' }] } },
    schema: {
      tags: ['dashboard'],
      summary: 'Mark an immediate consultation resolved',
      description:
        'Records the resolver and the time from the session and marks the lesson actioned. A lesson without the flag ' +
        'answers 409; one already resolved answers 200 with the first resolution, unchanged. Audited.',
      params: z.object({ id: idSchema }),
      body: consultResolveSchema,
      response: { 200: lessonFollowUpResponseSchema },
    },
    handler: async (request) => ({
      data: await app.db.transaction((tx) => resolveConsultation(tx, request.ctx, request.params.id)),
    }),
  });
}

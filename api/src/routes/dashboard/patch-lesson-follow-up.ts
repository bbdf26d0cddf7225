import { z } from 'zod';
import { lessonFollowUpResponseSchema, lessonFollowUpSchema } from '@backoffice/domain/dashboard';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { setLessonFollowUp } from '../../services/dashboard/follow-up';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function patchLessonFollowUp(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.lessonFollowUp),
    config: { access: { anyOf: [{ path: PATHS.dashboard, flag: 'canViewStudentTab' }] } },
    schema: {
      tags: ['dashboard'],
      summary: "Tick or untick a lesson's Action (follow-up) checkbox",
      description: "Sets lesson_meta.checked to 'y' or 'n'; audited.",
      params: z.object({ id: idSchema }),
      body: lessonFollowUpSchema,
      response: { 200: lessonFollowUpResponseSchema },
    },
    handler: async (request) => ({
      data: await app.db.transaction((tx) => setLessonFollowUp(tx, request.ctx, request.params.id, request.body.checked)),
    }),
  });
}

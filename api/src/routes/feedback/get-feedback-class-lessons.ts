import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { feedbackClassLessonsResponseSchema } from '@backoffice/domain/feedback';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { listFeedbackLessons } from '../../services/feedback/search';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getFeedbackClassLessons(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.feedbackClassLessons),
    config: { access: { anyOf: [{ path: PATHS.feedback }] } },
    schema: {
      tags: ['feedback'],
      summary: "A class and its lessons that have feedback (Feedback review's lesson filter)",
      description:
        'The class (`class`: id and name, for a filter opened from an address) and its lessons with at least one ' +
        'feedback entry, latest `scheduled_on` first, each with `feedback_count`; at most 1,000. Unknown class: 404.',
      params: z.object({ id: idSchema }),
      response: { 200: feedbackClassLessonsResponseSchema },
    },
    handler: async (request) => listFeedbackLessons(app.db, request.params.id),
  });
}

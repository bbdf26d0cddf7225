import { listEnvelope } from '@backoffice/domain/api';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { feedbackClassOptionSchema, feedbackClassSearchQuerySchema } from '@backoffice/domain/feedback';
import { PATHS } from '@backoffice/domain/paths';
import { searchFeedbackClasses } from '../../services/feedback/search';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getFeedbackClasses(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.feedbackClasses),
    config: { access: { anyOf: [{ path: PATHS.feedback }] } },
    schema: {
      tags: ['feedback'],
      summary: "Find classes by name (Feedback review's class filter)",
      description:
        'Classes, active or not, whose name contains `q` (required; case-insensitive, matched literally: parentheses ' +
        'and the like are not patterns). By name, at most `max` (default 20); `count` is how many match in all.',
      querystring: feedbackClassSearchQuerySchema,
      response: { 200: listEnvelope(feedbackClassOptionSchema) },
    },
    handler: async (request) => searchFeedbackClasses(app.db, request.query.q, request.query.max),
  });
}

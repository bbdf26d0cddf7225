import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { feedbackListQuerySchema, feedbackListResponseSchema } from '@backoffice/domain/feedback';
import { PATHS } from '@backoffice/domain/paths';
import { listFeedback } from '../../services/feedback/list-feedback';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getFeedback(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.feedbackList),
    config: { access: { anyOf: [{ path: PATHS.feedback }] } },
    schema: {
      tags: ['feedback'],
      summary: "Students' feedback on lessons, newest first, with the filter's summary",
      description:
        'getFeedback (spec §7): `rating` may repeat (1 to 5; all five by default), `class` keeps the entries on that ' +
        "class's lessons, `lesson` those on one lesson, `commented=true` those with a comment that is more than blanks. " +
        'Sorted by `created` desc (ties by id, so pages never overlap), `max` (default 10) a page from `offset`. ' +
        '`count` is how many entries match; `summary` gives how many of them have each rating and their average ' +
        '(two decimals, null when none match). An entry whose student chose `allow_anonymous` has `created_by: null` ' +
        'for everyone: its author is never read.',
      querystring: feedbackListQuerySchema,
      response: { 200: feedbackListResponseSchema },
    },
    handler: async (request) => listFeedback(app.db, request.query),
  });
}

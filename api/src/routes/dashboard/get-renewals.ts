import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { renewalListQuerySchema, renewalListResponseSchema } from '@backoffice/domain/renewals';
import { listRenewals } from '../../services/dashboard/renewals';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getRenewals(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.renewalList),
    config: { access: { anyOf: [{ path: PATHS.dashboard, flag: 'canViewRenewTab' }] } },
    schema: {
      tags: ['dashboard'],
      summary: "The dashboard Renew tab's students",
      description:
        "Active students whose parent's renewal date (`parent.meta.date_of_renewal`) falls from today to 14 days " +
        "ahead, both included (today in CENTRE_TIMEZONE): a date is listed from two weeks before it up to the day " +
        'itself. By renewal date, then parent name, then student name; `max` (default 20, at most 100) and `offset`.',
      querystring: renewalListQuerySchema,
      response: { 200: renewalListResponseSchema },
    },
    handler: async (request) => listRenewals(app.db, request.ctx, request.query, app.renewalCounts),
  });
}

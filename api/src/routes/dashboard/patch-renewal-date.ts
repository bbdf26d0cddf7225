import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { renewalDateResponseSchema, renewalDateSchema } from '@backoffice/domain/renewals';
import { setStudentRenewalDate } from '../../services/dashboard/renewals';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export const renewalAccess = { anyOf: [{ path: PATHS.dashboard, flag: 'canViewRenewTab' as const }] };

export const RENEWAL_DATE_CHANGE =
  "Sets the parent's renewal date (`date_of_renewal` and `meta.date_of_renewal`), stamps the parent's students " +
  'updated and records the change in the audit log, in one transaction: all of it or nothing. `dateObj` is a calendar ' +
  "day 'YYYY-MM-DD' (2000–2099). The date it already has answers `changed: false` and writes nothing.";

/** The spec's call from the Renew tab's row: the student's id; the date is its parent's. */
export function patchRenewalDate(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.renewalDateUpdate),
    config: { access: renewalAccess },
    schema: {
      tags: ['dashboard'],
      summary: "Change the renewal date of a student's parent",
      description: `${RENEWAL_DATE_CHANGE} 404 for an id that is not a student's, 409 for a student without a parent.`,
      params: z.object({ id: idSchema }),
      body: renewalDateSchema,
      response: { 200: renewalDateResponseSchema },
    },
    handler: async (request) => ({
      data: await app.db.transaction((tx) => setStudentRenewalDate(tx, request.ctx, request.params.id, request.body.dateObj)),
    }),
  });
}

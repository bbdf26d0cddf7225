import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { idSchema } from '@backoffice/domain/records';
import { renewalDateResponseSchema, renewalDateSchema } from '@backoffice/domain/renewals';
import { setRenewalDate } from '../../services/dashboard/renewals';
import { endpoint } from '../endpoint';
import type { App } from '../types';
import { RENEWAL_DATE_CHANGE, renewalAccess } from './patch-renewal-date';

/** The spec's second call, by the parent's id: the same change, for screens that show the parent (people records). */
export function patchParentRenewalDate(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.parentRenewalDateUpdate),
    config: { access: renewalAccess },
    schema: {
      tags: ['dashboard'],
      summary: "Change a parent's renewal date",
      description: `${RENEWAL_DATE_CHANGE} 404 for an id that is not a parent's.`,
      params: z.object({ id: idSchema }),
      body: renewalDateSchema,
      response: { 200: renewalDateResponseSchema },
    },
    handler: async (request) => ({
      data: await app.db.transaction((tx) => setRenewalDate(tx, request.ctx, request.params.id, request.body.dateObj)),
    }),
  });
}

import { z } from 'zod';
import { consultationCheckResponseSchema, consultationCheckSchema } from '@backoffice/domain/consultations';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { setConsultationDone } from '../../services/dashboard/consultations';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function patchConsultation(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.consultationCheck),
    config: { access: { anyOf: [{ path: PATHS.dashboard, flag: 'canViewConsultationTab' }] } },
    schema: {
      tags: ['dashboard'],
      summary: "Tick or untick a consultation's action checkbox (done)",
      description:
        'Sets the consultation done (`checked: true`) or not. Asking for the state it already has changes nothing and ' +
        'answers it (a double click sends two). Audited; unknown id: 404.',
      params: z.object({ id: idSchema }),
      body: consultationCheckSchema,
      response: { 200: consultationCheckResponseSchema },
    },
    handler: async (request) => ({
      data: await app.db.transaction((tx) => setConsultationDone(tx, request.ctx, request.params.id, request.body.checked)),
    }),
  });
}

import { consultationListQuerySchema, consultationListResponseSchema } from '@backoffice/domain/consultations';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { listConsultationsFor } from '../../services/dashboard/consultations';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getConsultations(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.consultationList),
    config: { access: { anyOf: [{ path: PATHS.dashboard, flag: 'canViewConsultationTab' }] } },
    schema: {
      tags: ['dashboard'],
      summary: "The dashboard Consultation tab's consultations of a day",
      description:
        'The consultations whose `date` falls on the centre day `date` (CENTRE_TIMEZONE), sorted by date ascending ' +
        '(ties by id), each with its students (the first 10 by name, `student_count` for all), their customer ' +
        'service and sales admins (each name once), the notes and the done state. `action_plans` is in the answer ' +
        'only for a caller with the `dashboard.actionPlan` capability.',
      querystring: consultationListQuerySchema,
      response: { 200: consultationListResponseSchema },
    },
    handler: async (request) => listConsultationsFor(app.db, request.ctx, request.query),
  });
}

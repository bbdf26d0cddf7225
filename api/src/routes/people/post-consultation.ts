import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { consultationCreateSchema, consultationRecordResponseSchema } from '@backoffice/domain/people';
import { addConsultation } from '../../services/people/save-people';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postConsultation(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.consultationCreate),
    // User management records consultations, and so may whoever keeps the Consultation tab.
    config: { access: { anyOf: [{ path: PATHS.user }, { path: PATHS.dashboard, flag: 'canViewConsultationTab' }] } },
    schema: {
      tags: ['people'],
      summary: 'Record a consultation of a student',
      description:
        'The caller is recorded as admin; the date is stored as the end of its day in the centre\'s time zone, so ' +
        "the Consultation tab lists it on that day. 400 when student_id is not a student's. The student's record is " +
        'not changed (the dialog\'s save sets its consultation date).',
      body: consultationCreateSchema,
      response: { 200: consultationRecordResponseSchema },
    },
    handler: async (request) => ({
      data: await app.db.transaction((tx) => addConsultation(tx, request.ctx, request.body)),
    }),
  });
}

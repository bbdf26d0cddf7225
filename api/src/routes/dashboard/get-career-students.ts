import { careerStudentListQuerySchema, careerStudentListResponseSchema } from '@backoffice/domain/consultations';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { listCareerStudents } from '../../services/dashboard/consultations';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getCareerStudents(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.careerStudentList),
    // The table sits in the Consultation tab, and lists students' phones, emails and birthdays.
    config: { access: { anyOf: [{ path: PATHS.dashboard, flag: 'canViewConsultationTab' }] } },
    schema: {
      tags: ['dashboard'],
      summary: "'Students that require consultation for Academic Career'",
      description:
        "Active students whose profile's careerGoals.consultation flag is set, by date_of_consultation ascending " +
        '(never consulted first), then by name; name, phone, email, school, birthday and gender.',
      querystring: careerStudentListQuerySchema,
      response: { 200: careerStudentListResponseSchema },
    },
    handler: async (request) => listCareerStudents(app.db, request.query),
  });
}

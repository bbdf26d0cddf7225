import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { studentProgressResponseSchema } from '@backoffice/domain/student-progress';
import { getStudentProgress } from '../../services/dashboard/student-progress';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getStudentProgressById(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.studentProgress),
    // The eye icon that opens the dialog is on the Student and Consultation tabs; SalesAdmin (Renew only) has neither.
    config: {
      access: {
        anyOf: [
          { path: PATHS.dashboard, flag: 'canViewStudentTab' },
          { path: PATHS.dashboard, flag: 'canViewConsultationTab' },
        ],
      },
    },
    schema: {
      tags: ['dashboard'],
      summary: 'The student profile dialog: the student, their classes, and per class the tiles and charts',
      description:
        "The student (contact, school, level, parent, customer service and sales admin, the profile's school, " +
        "academic and goal fields) and every class they have a seat in as a student, the most recently held first. " +
        'Per class, over its lessons already held (active, scheduled at or before `as_of`): punctuality (on-time ' +
        'share), homework and revision notes (share submitted on time), engagement and skill mastery (each lesson ' +
        'scored by the rounded mean of its five items, averaged as a percentage of 6), each with its colour band; ' +
        'and `series`, one point per held lesson in time order with its two scores. Unreported values (`---`, ' +
        'missing) count nowhere; a figure nothing reported is null. Not a Student, or unknown: 404.',
      params: z.object({ id: idSchema }),
      response: { 200: studentProgressResponseSchema },
    },
    handler: async (request) => ({ data: await getStudentProgress(app.db, request.ctx, request.params.id) }),
  });
}

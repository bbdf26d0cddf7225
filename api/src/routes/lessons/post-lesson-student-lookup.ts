import { z } from 'zod';
import { studentLookupResponseSchema, studentLookupSchema } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { lookUpStudents } from '../../services/lessons/lesson-students';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postLessonStudentLookup(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.lessonStudentLookup),
    config: { access: { anyOf: [{ path: PATHS.lessonDetail, flag: 'canManage' }] } },
    schema: {
      tags: ['lessons'],
      summary: 'Add Student, step one: find the accounts of up to 10 emails',
      description:
        "Reads only. For each email as sent: `found` (a Student account with that email, any case, not in the " +
        "lesson), `already` (in the lesson, any group: 'Already in class') or `not_found` (no Student account has " +
        "it: 'Not found'). Unknown lesson: 404.",
      params: z.object({ id: idSchema }),
      body: studentLookupSchema,
      response: { 200: studentLookupResponseSchema },
    },
    handler: async (request) => ({ data: await lookUpStudents(app.db, request.params.id, request.body.emails) }),
  });
}

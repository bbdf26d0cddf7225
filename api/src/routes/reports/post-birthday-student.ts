import { z } from 'zod';
import { listEnvelope } from '@backoffice/domain/api';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { birthdayStudentSchema } from '@backoffice/domain/records';
import { studentsWithBirthday } from '../../services/reports/birthdays';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postBirthdayStudent(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.birthdayStudents),
    config: { access: { anyOf: [{ path: PATHS.ops }] } },
    schema: {
      tags: ['reports'],
      summary: 'Students whose birthday falls on a day',
      description:
        "The day is the one `birthday_date` falls on in the centre's time zone. In a year without 29 February, " +
        'students born that day are listed on the 28th.',
      body: z.object({ birthday_date: z.iso.datetime({ offset: true }) }),
      response: { 200: listEnvelope(birthdayStudentSchema) },
    },
    handler: async (request) => {
      const data = await studentsWithBirthday(app.db, request.body.birthday_date, app.config.centreTimezone);
      return { data, count: data.length };
    },
  });
}

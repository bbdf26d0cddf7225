import { z } from 'zod';
import { listEnvelope } from '@backoffice/domain/api';
import { PATHS } from '@backoffice/domain/paths';
import { birthdayStudentSchema } from '@backoffice/domain/records';
import { findStudentsBornOn } from '../../db/repositories/birthdays';
import { dayjs } from '../../lib/time';
import type { App } from '../types';

export function postBirthdayStudent(app: App) {
  app.post(
    '/admin/report/birthday-student',
    {
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
    },
    async (request) => {
      const day = dayjs(request.body.birthday_date).tz(app.config.centreTimezone);
      const monthDays = [(day.month() + 1) * 100 + day.date()];
      if (monthDays[0] === 228 && !isLeapYear(day.year())) monthDays.push(229);
      const rows = await findStudentsBornOn(app.db, monthDays);
      const data = rows.map((row) => ({
        _id: row.id,
        name: row.name,
        email: row.email,
        phone: row.phone,
        phone_country_code: row.phoneCountryCode,
        date_of_birth: row.dateOfBirth ?? '',
      }));
      return { data, count: data.length };
    },
  );
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

import { classCreateSchema, classResponseSchema } from '@backoffice/domain/classes';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { createClass } from '../../services/classes/save-class';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postClass(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.classCreate),
    config: { access: { anyOf: [{ path: PATHS.course, flag: 'canManage' }] } },
    schema: {
      tags: ['classes'],
      summary: 'Create a class',
      description:
        'Required: name, subject, start_date, end_date (ISO, end not before start), schedule (HH:mm times, day of ' +
        'week as text) and at least one level tag. Unsent fields take the spec defaults: country SG, class_type ' +
        'Workshop, max_cap 20, rate 18, currency SGD, is_listed and is_active true, other flags false. Text is ' +
        'trimmed; `desc` is rich text, sanitised before it is stored (no scripts, styles or event handlers; links ' +
        'to http, https, mailto and tel only). `tutor` and `ta` are lists of ids (or null for none) of Tutor and ' +
        'TA accounts; another id answers 400 on that field. One transaction with its audit record.',
      body: classCreateSchema,
      response: { 201: classResponseSchema },
    },
    handler: async (request, reply) => {
      const klass = await app.db.transaction((tx) => createClass(tx, request.ctx, request.body));
      return reply.code(201).send({ data: klass });
    },
  });
}

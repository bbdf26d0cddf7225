import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { peopleRecordResponseSchema } from '@backoffice/domain/people';
import { idSchema } from '@backoffice/domain/records';
import { getPerson } from '../../services/people/get-person';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getUser(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.userGet),
    config: { access: { anyOf: [{ path: PATHS.user }] } },
    schema: {
      tags: ['people'],
      summary: 'One student, tutor or TA for the edit dialog',
      description:
        'A student comes with its handlers, its consultation fields, its additional notes and its parent (with the ' +
        "parent's students); the counsellor view's profile sections and parent fields only for a caller with " +
        'people.counsellorView. A tutor or TA comes with its description, subjects and credential (years of experience ' +
        '0 when none is stored). Any other user answers 404.',
      params: z.object({ id: idSchema }),
      response: { 200: peopleRecordResponseSchema },
    },
    handler: async (request) => ({ data: await getPerson(app.db, request.ctx, request.params.id) }),
  });
}

import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { countOpenConsultImmediately } from '../../db/repositories/lessons';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getConsultImmediatelyCount(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.consultImmediatelyCount),
    config: { access: { anyOf: [{ path: PATHS.dashboard }] } },
    schema: {
      tags: ['lessons'],
      summary: 'How many immediate-consultation recommendations are open',
      description: 'Active lessons flagged recommendationConsultImmediately and not yet resolved (the header badge).',
      response: { 200: z.object({ data: z.object({ count: z.number().int() }) }) },
    },
    handler: async () => ({ data: { count: await countOpenConsultImmediately(app.db) } }),
  });
}

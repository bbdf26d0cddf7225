import { z } from 'zod';
import { PATHS } from '@backoffice/domain/paths';
import { countOpenConsultImmediately } from '../../db/repositories/lessons';
import type { App } from '../types';

export function getConsultImmediatelyCount(app: App) {
  app.get(
    '/admin/lesson/consultimmediately/count',
    {
      config: { access: { anyOf: [{ path: PATHS.dashboard }] } },
      schema: {
        tags: ['lessons'],
        summary: 'How many immediate-consultation recommendations are open',
        description: 'Active lessons flagged recommendationConsultImmediately and not yet resolved (the header badge).',
        response: { 200: z.object({ data: z.object({ count: z.number().int() }) }) },
      },
    },
    async () => ({ data: { count: await countOpenConsultImmediately(app.db) } }),
  );
}

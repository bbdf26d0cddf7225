import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export async function healthRoutes(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.health),
    config: { access: { public: true } },
    schema: {
      tags: ['health'],
      summary: 'Liveness and database reachability',
      response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
    },
    handler: async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.databaseKind };
    },
  });
}

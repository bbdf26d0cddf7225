import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { authPlugin } from './plugins/auth';
import { errorsPlugin } from './plugins/errors';
import { openapiPlugin } from './plugins/openapi';
import fastifyCompress from '@fastify/compress';
import { securityPlugin } from './plugins/security';
import { staticSitePlugin } from './plugins/static-site';
import { announcementRoutes } from './routes/announcements/index';
import { authRoutes } from './routes/auth/index';
import { classRoutes } from './routes/classes/index';
import { healthRoutes } from './routes/health/index';
import { lessonRoutes } from './routes/lessons/index';
import { LessonCountCache } from './services/classes/lesson-counts';
import { smtpTransport } from './services/outbox/email-transport';
import { OutboxSender } from './services/outbox/sender';
import { orderRoutes } from './routes/orders/index';
import { reportRoutes } from './routes/reports/index';
import type { App } from './routes/types';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** More route plugins under /api, registered after the app's own (tests use it to probe the cross-cutting plugins). */
  extraRoutes?: Array<(api: App) => Promise<void>>;
};

/** The API as a Fastify instance, not listening: `main.ts` listens, tests `inject`. */
export async function buildApp({ config, database, clock = systemClock, logger, extraRoutes = [] }: BuildAppOptions) {
  const options: FastifyServerOptions = {
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: () => randomUUID(),
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: config.trustProxy,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('clock', clock);

  // Email and SMS leave through the outbox (ARCHITECTURE §4). Without SMTP_URL emails stay queued, visible to staff;
  // no SMS provider exists yet, so SMS stay queued too and the loop runs only when there is something it can send.
  const outbox = new OutboxSender({
    db: database.db,
    clock,
    log: app.log.child({ component: 'outbox' }),
    email: config.smtpUrl ? smtpTransport(config.smtpUrl, config.smtpFrom) : undefined,
    pollMs: config.outboxPollMs,
  });
  app.decorate('outbox', outbox);
  app.addHook('onReady', async () => outbox.start());
  // Before the database closes (main and the tests close the app first): the pass under way finishes its message.
  app.addHook('onClose', async () => outbox.stop());

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  // gzip/brotli for answers and the built files alike; small answers are not worth it.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(authPlugin);
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(reportRoutes);
      // The class list keeps lesson counts that the lesson routes' writes make stale.
      const lessonCounts = new LessonCountCache();
      await api.register(classRoutes, { lessonCounts });
      await api.register(lessonRoutes, { lessonCounts });
      await api.register(orderRoutes);
      await api.register(announcementRoutes);
      for (const routes of extraRoutes) await api.register(routes);
    },
    { prefix: '/api' },
  );

  if (config.staticDir) await app.register(staticSitePlugin, { root: config.staticDir });

  await app.ready();
  return app;
}

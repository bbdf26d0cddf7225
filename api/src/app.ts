import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { serializeError, serializeRequest } from './lib/log-serializers';
import { optionalBodyValidatorCompiler } from './lib/validator-compiler';
import { badUrlPlugin, routeFrameworkErrors } from './plugins/bad-url';
import { emptyJsonBodyPlugin } from './plugins/empty-json-body';
import { inputHygienePlugin } from './plugins/input-hygiene';
import { authPlugin } from './plugins/auth';
import { countCachesPlugin } from './plugins/count-caches';
import { errorsPlugin } from './plugins/errors';
import { housekeepingPlugin } from './plugins/housekeeping';
import { idempotencyPlugin } from './plugins/idempotency';
import { openapiPlugin } from './plugins/openapi';
import fastifyCompress from '@fastify/compress';
import { API_PREFIX } from '@backoffice/domain/endpoints';
import { securityPlugin } from './plugins/security';
import { staticSitePlugin } from './plugins/static-site';
import { announcementRoutes } from './routes/announcements/index';
import { authRoutes } from './routes/auth/index';
import { classRoutes } from './routes/classes/index';
import { feedbackRoutes } from './routes/feedback/index';
import { newsRoutes } from './routes/news/index';
import { healthRoutes } from './routes/health/index';
import { dashboardRoutes } from './routes/dashboard/index';
import { lessonRoutes } from './routes/lessons/index';
import { smtpTransport } from './services/outbox/email-transport';
import { OutboxSender } from './services/outbox/sender';
import { orderRoutes } from './routes/orders/index';
import { peopleRoutes } from './routes/people/index';
import { reportRoutes } from './routes/reports/index';
import { whatsNewRoutes } from './routes/whats-new/index';
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
    logger: loggerOptions(config, logger),
    genReqId: () => randomUUID(),
    bodyLimit: 5 * 1024 * 1024,
    trustProxy: config.trustProxy,
    // A path the router cannot decode answers like any other bad request (plugins/bad-url.ts).
    frameworkErrors: routeFrameworkErrors(() => app),
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(optionalBodyValidatorCompiler);
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
  await app.register(emptyJsonBodyPlugin);
  await app.register(inputHygienePlugin);
  // Before compression: its onSend stores an answer as JSON text.
  await app.register(idempotencyPlugin);
  // gzip/brotli for answers and the built files alike; small answers are not worth it.
  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(authPlugin);
  await app.register(countCachesPlugin);
  await app.register(housekeepingPlugin);
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(authRoutes);
      await api.register(reportRoutes);
      await api.register(classRoutes);
      await api.register(lessonRoutes);
      await api.register(orderRoutes);
      await api.register(announcementRoutes);
      await api.register(dashboardRoutes);
      await api.register(peopleRoutes);
      await api.register(feedbackRoutes);
      await api.register(newsRoutes);
      await api.register(whatsNewRoutes);
      for (const routes of extraRoutes) await api.register(routes);
    },
    // The endpoint table's paths (@backoffice/domain/endpoints) are under this prefix.
    { prefix: API_PREFIX },
  );
  await app.register(badUrlPlugin);

  if (config.staticDir) await app.register(staticSitePlugin, { root: config.staticDir });

  await app.ready();
  return app;
}

/**
 * The logger's options, the caller's (tests capture the output) or the configured level, always with the serializers
 * that keep values people typed out of the logs: URLs without their query string, errors without query parameters
 * (lib/log-serializers.ts), and no credentials.
 */
function loggerOptions(config: Config, logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  const given = typeof logger === 'object' ? logger : { level: config.logLevel };
  return {
    ...given,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: { ...given.serializers, req: serializeRequest, err: serializeError },
  };
}

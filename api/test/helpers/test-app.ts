import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../../src/app';
import type { Config } from '../../src/config';
import type { Database } from '../../src/db/client';
import type { Clock } from '../../src/lib/clock';
import { openTestDatabase } from './databases';

export const TEST_CONFIG: Config = {
  port: 0,
  host: '127.0.0.1',
  databaseUrl: undefined,
  databasePoolSize: 10,
  dataDir: '/nonexistent',
  jwtSecret: 'test-secret-test-secret-test-secret-0123456789',
  centreTimezone: 'Asia/Bangkok',
  smtpUrl: undefined,
  smtpFrom: '"Test Centre" <no-reply@centre.test>',
  outboxPollMs: 5000,
  // A purge at a moment of its own would race the tests' rows (and the fuzz test's before-and-after digests).
  housekeepingIntervalMs: 0,
  centreName: 'Test Centre',
  studentSiteUrl: 'https://students.centre.test',
  logLevel: 'silent',
  staticDir: undefined,
  seedDemo: false,
  trustProxy: false,
  remoteOrigins: [],
};

export type TestApp = { app: FastifyInstance; database: Database; close: () => Promise<void> };

export type TestAppOptions = { clock?: Clock; config?: Partial<Config>; extraRoutes?: BuildAppOptions['extraRoutes'] };

/** The whole API on a database of its own, ready for `inject` (`testApi` adds the staff to act as). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  const app = await buildApp({
    config: { ...TEST_CONFIG, ...options.config },
    database,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.extraRoutes ? { extraRoutes: options.extraRoutes } : {}),
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** A clock tests can move. */
export function fixedClock(start: Date | string): Clock & { set: (at: Date | string) => void; advance: (ms: number) => void } {
  let now = new Date(start);
  return {
    now: () => new Date(now),
    set: (at) => {
      now = new Date(at);
    },
    advance: (ms) => {
      now = new Date(now.getTime() + ms);
    },
  };
}

import fp from 'fastify-plugin';
import { runHousekeeping, type HousekeepingReport } from '../services/housekeeping/purge';

/** The first round runs a minute after start (not in the start-up's way), then every HOUSEKEEPING_INTERVAL_MS. */
const FIRST_RUN_MS = 60 * 1000;

/**
 * Purges what is done on a schedule (issue 17): ended sessions, idle sign-in throttle rows, old outbox messages
 * (services/housekeeping/purge.ts says how long each stays), hourly by default (HOUSEKEEPING_INTERVAL_MS). Every API process runs it; the deletes are idempotent,
 * so two processes on one PostgreSQL database only share the work. `app.housekeeping.runNow()` runs a round at once.
 */
export const housekeepingPlugin = fp(async (app) => {
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<unknown> = Promise.resolve();

  const runNow = (): Promise<HousekeepingReport> => {
    const round = current.then(() => runHousekeeping(app.db, app.clock.now()));
    current = round.catch(() => undefined);
    return round;
  };

  const schedule = (delay: number) => {
    timer = setTimeout(() => {
      runNow()
        // Counts only: the rows are people's sessions and messages.
        .then((report) => {
          if (report.sessions + report.throttleRows + report.outboxMessages > 0) app.log.info({ purged: report }, 'housekeeping: purged');
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'housekeeping: round failed'))
        .finally(() => {
          if (timer) schedule(app.config.housekeepingIntervalMs);
        });
    }, delay);
    // The schedule alone must not keep the process alive.
    timer.unref();
  };

  app.decorate('housekeeping', { runNow });
  app.addHook('onReady', async () => {
    const interval = app.config.housekeepingIntervalMs;
    if (interval > 0) schedule(Math.min(FIRST_RUN_MS, interval));
  });
  // Before the database closes: the round under way finishes.
  app.addHook('onClose', async () => {
    clearTimeout(timer);
    timer = undefined;
    await current;
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The purge of ended sessions, idle throttle rows and old outbox messages; runs hourly by itself. */
    housekeeping: { runNow: () => Promise<HousekeepingReport> };
  }
}

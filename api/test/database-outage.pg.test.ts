import { Client } from 'pg';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { currentDatabaseName } from './helpers/databases';
import { createTestApp, type TestApp } from './helpers/test-app';
import { insertClass } from './helpers/classes';
import { bearer, createUser, sessionToken } from './helpers/users';

/**
 * Issue 23: cutting the API's PostgreSQL connections under load must not end the process. Requests caught in the
 * outage answer 503 in the error format, and the pools replace their dead connections by themselves.
 *
 * PostgreSQL only (there are no connections to cut in PGlite): jest.config.ts runs `*.pg.test.ts` files only when
 * DATABASE_URL is set (`pnpm test:pg`).
 */

const CONCURRENCY = 50;
// Ten seconds between the two cuts, as in the issue; OUTAGE_TEST_GAP_MS shortens it when iterating (3 s at least).
const GAP_MS = Math.max(3000, Number(process.env.OUTAGE_TEST_GAP_MS ?? 10_000));
// How long the database refuses new connections in the second cut.
const REFUSAL_MS = 3000;
// The API must answer 200 again within this long after the database accepts connections.
const RECOVERY_MS = 5000;

type Outcome = { kind: string; started: number; ended: number; status: number; body?: unknown };

let t: TestApp;
let admin: Client;
let databaseName: string;
let token: string;
const classIds: string[] = [];
const uncaught: unknown[] = [];
const onUncaught = (error: unknown) => uncaught.push(error);

beforeAll(async () => {
  t = await createTestApp();
  databaseName = await currentDatabaseName(t.app.db);
  admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  const superAdmin = await createUser(t.app.db, { type: 'SuperAdmin' });
  token = await sessionToken(t.app, superAdmin);
  for (let i = 0; i < CONCURRENCY; i += 1) classIds.push((await insertClass(t.app.db, { name: `Outage class ${i}` })).id);
  process.on('uncaughtException', onUncaught);
});

afterAll(async () => {
  process.off('uncaughtException', onUncaught);
  await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`);
  await admin.end();
  await t.close();
});

/** Three kinds of work: a plain query (pool), a prepared statement (the hot pool) and a transaction. */
function request(worker: number, iteration: number) {
  const headers = bearer(token);
  switch (iteration % 3) {
    case 0:
      return { kind: 'health', run: () => t.app.inject({ method: 'GET', url: '/api/health' }) };
    case 1:
      return { kind: 'class list', run: () => t.app.inject({ method: 'GET', url: '/api/admin/class?max=10', headers }) };
    default:
      return {
        kind: 'class edit',
        run: () =>
          t.app.inject({
            method: 'PATCH',
            url: `/api/admin/class/${classIds[worker]}`,
            headers,
            payload: { name: `Outage class ${worker}.${iteration}` },
          }),
      };
  }
}

/** CONCURRENCY requests in flight at all times until stopped. */
function startLoad() {
  const outcomes: Outcome[] = [];
  let running = true;
  const workers = Array.from({ length: CONCURRENCY }, async (_, worker) => {
    for (let iteration = 0; running; iteration += 1) {
      const { kind, run } = request(worker, iteration);
      const started = Date.now();
      const response = await run();
      const outcome: Outcome = { kind, started, ended: Date.now(), status: response.statusCode };
      if (response.statusCode >= 300) outcome.body = response.json();
      outcomes.push(outcome);
    }
  });
  return {
    outcomes,
    stop: async () => {
      running = false;
      await Promise.all(workers);
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function cutConnections(): Promise<number> {
  const result = await admin.query(
    'select count(*)::int as ended from (select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()) as cut',
    [databaseName],
  );
  return result.rows[0].ended as number;
}

/** When the first request started after `since` answered 200, in ms after `since`. */
function firstSuccessAfter(outcomes: Outcome[], since: number): number | undefined {
  const served = outcomes.filter((outcome) => outcome.started >= since && outcome.status === 200);
  return served.length > 0 ? Math.min(...served.map((outcome) => outcome.ended)) - since : undefined;
}

describe('cutting the database connections under load (issue 23)', () => {
  it('keeps the process alive, answers 503 during the outage and serves again within 5 s, twice', async () => {
    const load = startLoad();
    await sleep(1000);

    // First cut, as the issue did it: every backend of the API's database ended; the database accepts new ones at once.
    expect(await cutConnections()).toBeGreaterThan(0);
    const firstCutAt = Date.now();
    await sleep(GAP_MS);

    // Second cut, with the database refusing connections for a while: every request meanwhile must answer 503.
    await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS false`);
    expect(await cutConnections()).toBeGreaterThan(0);
    const refusingFrom = Date.now();
    await sleep(REFUSAL_MS);
    const refusingUntil = Date.now();
    await admin.query(`ALTER DATABASE ${databaseName} WITH ALLOW_CONNECTIONS true`);
    const acceptingAt = Date.now();
    await sleep(RECOVERY_MS + 1000);
    await load.stop();

    const { outcomes } = load;
    expect(uncaught).toEqual([]);
    expect(outcomes.length).toBeGreaterThan(CONCURRENCY * 10);

    // Nothing but 200 or the outage's 503, whose body names the cause.
    const statuses = new Set(outcomes.map((outcome) => outcome.status));
    expect([...statuses].sort()).toEqual([200, 503]);
    for (const outcome of outcomes.filter((each) => each.status !== 200)) {
      expect(outcome).toMatchObject({
        status: 503,
        body: { message: [{ code: 'ServiceUnavailable', type: 'internal', message: SERVER_MESSAGES.databaseUnavailable }] },
      });
    }

    // The requests answered during the second outage, all refused with 503 (those still waiting for a connection when
    // the database accepts again are served).
    const inOutage = outcomes.filter((outcome) => outcome.started >= refusingFrom && outcome.ended <= refusingUntil);
    expect(inOutage.length).toBeGreaterThanOrEqual(5);
    expect(inOutage.filter((outcome) => outcome.status !== 503)).toEqual([]);

    // Served again within 5 s, each time, by every kind of work; and the last second before stopping is all 200.
    for (const since of [firstCutAt, acceptingAt]) {
      for (const kind of ['health', 'class list', 'class edit']) {
        const recovered = firstSuccessAfter(
          outcomes.filter((outcome) => outcome.kind === kind),
          since,
        );
        expect({ kind, recoveredWithin5s: recovered !== undefined && recovered <= RECOVERY_MS }).toEqual({ kind, recoveredWithin5s: true });
      }
    }
    const settled = outcomes.filter((outcome) => outcome.started >= acceptingAt + RECOVERY_MS);
    expect(settled.length).toBeGreaterThan(0);
    expect(settled.filter((outcome) => outcome.status !== 200)).toEqual([]);
  }, 40_000);
});

import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Client } from 'pg';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { currentDatabaseName, withDatabase } from './helpers/databases';
import { createTestApp, TEST_CONFIG, type TestApp } from './helpers/test-app';
import { insertClass } from './helpers/classes';
import { bearer, createUser, sessionToken } from './helpers/users';

/**
 * Issue 17's load with two API processes on one PostgreSQL: together with the server's other clients their pools asked
 * for more connections than `max_connections`, and every request that needed one more connection answered 503 'too
 * many clients' while the pools' own connections were serving the rest. The pool must wait for a connection it has
 * instead. Here the API connects as a role limited to four connections (the same 53300 as a full server), with pools
 * of twenty, under fifty requests at once.
 *
 * PostgreSQL only (jest.config.ts runs `*.pg.test.ts` files only when DATABASE_URL is set: `pnpm test:pg`).
 */

const CONCURRENCY = 50;
const ROUNDS = 4;
const ROLE_CONNECTIONS = 4;

let t: TestApp;
let admin: Client;
let role: string;
let limitedDatabase: Database;
let limited: FastifyInstance;
let token: string;
const classIds: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const databaseName = await currentDatabaseName(t.app.db);
  admin = new Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  role = `limited_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE ROLE ${role} LOGIN CONNECTION LIMIT ${ROLE_CONNECTIONS}`);
  // The grants live in the test's database: a client of that database gives them.
  const grantor = new Client({ connectionString: withDatabase(process.env.DATABASE_URL!, databaseName) });
  await grantor.connect();
  await grantor.query(`GRANT ALL ON DATABASE ${databaseName} TO ${role}`);
  await grantor.query(`GRANT ALL ON SCHEMA public, drizzle TO ${role}`);
  await grantor.query(`GRANT ALL ON ALL TABLES IN SCHEMA public, drizzle TO ${role}`);
  await grantor.query(`GRANT ALL ON ALL SEQUENCES IN SCHEMA public, drizzle TO ${role}`);
  await grantor.end();

  const url = new URL(withDatabase(process.env.DATABASE_URL!, databaseName));
  url.username = role;
  url.password = '';
  limitedDatabase = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  limited = await buildApp({ config: TEST_CONFIG, database: limitedDatabase, logger: false });

  const superAdmin = await createUser(t.app.db, { type: 'SuperAdmin' });
  token = await sessionToken(limited, superAdmin);
  for (let i = 0; i < CONCURRENCY; i += 1) classIds.push((await insertClass(t.app.db, { name: `Limited class ${i}` })).id);
});

afterAll(async () => {
  await limited?.close();
  await limitedDatabase?.close();
  await t.close();
  await admin.query(`DROP ROLE IF EXISTS ${role}`);
  await admin.end();
});

describe('a server with no connection left to give (issue 17)', () => {
  it('serves every request with the connections the pool has, instead of answering 503', async () => {
    const headers = bearer(token);
    const statuses: Array<{ kind: string; status: number; message?: string }> = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: CONCURRENCY }, async (_, worker) => {
          // A plain query (pool), a prepared statement (the hot pool) and a transaction.
          const kind = ['health', 'class list', 'class edit'][(worker + round) % 3]!;
          const response =
            kind === 'health'
              ? await limited.inject({ method: 'GET', url: '/api/health' })
              : kind === 'class list'
                ? await limited.inject({ method: 'GET', url: '/api/admin/class?max=10', headers })
                : await limited.inject({
                    method: 'PATCH',
                    url: `/api/admin/class/${classIds[worker]}`,
                    headers,
                    payload: { name: `Limited class ${worker}.${round}` },
                  });
          return {
            kind,
            status: response.statusCode,
            ...(response.statusCode === 200 ? {} : { message: response.body.slice(0, 200) }),
          };
        }),
      );
      statuses.push(...answers);
    }
    // The role's limit was reached (the pools asked for more than four), and yet every request was served.
    const { rows } = await admin.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE usename = $1`, [role]);
    expect(rows[0].n).toBeLessThanOrEqual(ROLE_CONNECTIONS);
    expect(statuses.filter((answer) => answer.status !== 200)).toEqual([]);
    expect(statuses).toHaveLength(CONCURRENCY * ROUNDS);
  }, 60_000);
});

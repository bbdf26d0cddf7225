import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { users } from '../src/db/schema/users';
import type { App } from '../src/routes/types';
import { openTestDatabase } from './helpers/databases';
import { TEST_CONFIG } from './helpers/test-app';
import { createUser } from './helpers/users';

/**
 * Issue 23: a failed query's parameters (names, emails, a 1 MB value) went into the log. The logs keep the error's
 * code, constraint and SQL text, never a value, and request URLs without their query string.
 */

const PERSON = {
  name: 'Somchai Logcheck',
  email: 'somchai.logcheck@people.test',
  phone: '0812345678',
  remark: 'Prefers the morning lessons, mother is a nurse',
};
// A megabyte of something recognisable.
const BIG = `bigvalue-${'x'.repeat(1024 * 1024)}`;

const lines: string[] = [];
let database: Database;
let app: FastifyInstance;

/** Routes that fail in the database the way real ones can, with personal data as the query's parameters. */
async function failingRoutes(api: App) {
  api.post(
    '/probe/person',
    {
      config: { access: { public: true } },
      schema: { body: z.object({ name: z.string(), email: z.string(), phone: z.string(), remark: z.string(), big: z.string() }) },
    },
    async (request) => {
      const { name, email, phone, remark, big } = request.body;
      // The email is taken: a unique violation, whose `detail` quotes the key.
      await api.db.insert(users).values({ type: 'Student', name, email, phone, meta: { remark, big } });
      return { ok: true };
    },
  );
  api.get(
    '/probe/search',
    { config: { access: { public: true } }, schema: { querystring: z.object({ q: z.string() }) } },
    async (request) => {
      // PostgreSQL quotes the value it cannot read in its message: 'invalid input syntax for type uuid: "…"'.
      await api.db.execute(sql`select * from users where id = ${request.query.q}::uuid`);
      return { ok: true };
    },
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  await createUser(database.db, { type: 'Student', email: PERSON.email });
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  app = await buildApp({ config: TEST_CONFIG, database, logger: { level: 'info', stream }, extraRoutes: [failingRoutes] });
});

afterAll(async () => {
  await app.close();
  await database.close();
});

function logOutput(): string {
  return lines.join('');
}

function expectNoPersonalValue(output: string) {
  for (const value of [PERSON.name, PERSON.email, PERSON.phone, PERSON.remark, 'bigvalue-', 'somchai']) {
    expect({ value, logged: output.toLowerCase().includes(value.toLowerCase()) }).toEqual({ value, logged: false });
  }
}

describe('what the logs keep of a failed query (issue 23)', () => {
  it('logs the error code, the constraint and the SQL text, but none of the values', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'POST', url: '/api/probe/person', payload: { ...PERSON, big: BIG } });
    expect(response.statusCode).toBe(500);

    const output = logOutput();
    expectNoPersonalValue(output);
    const failure = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
    expect(failure.err).toMatchObject({ message: 'Failed query', query: expect.stringContaining('insert into "users"') });
    expect(failure.err.cause).toMatchObject({ code: '23505', constraint: 'users_email_unique', table: 'users' });
    expect(failure.err.stack).toMatch(/^\s+at /);
    // Not even the size of the refused body.
    expect(output.length).toBeLessThan(20_000);
  });

  it('drops the value PostgreSQL quotes in its message, and the query string from the logged URL', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: `/api/probe/search?q=${encodeURIComponent(PERSON.email)}` });
    expect(response.statusCode).toBe(500);

    const output = logOutput();
    expectNoPersonalValue(output);
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.find((entry) => entry.msg === 'incoming request').req.url).toBe('/api/probe/search');
    const failure = entries.find((entry) => entry.msg === 'unhandled error');
    expect(failure.err.cause).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "…"' });
  });

  it('keeps the query string out of the not-found answer and its log too', async () => {
    lines.length = 0;
    const response = await app.inject({ method: 'GET', url: `/api/nowhere?email=${encodeURIComponent(PERSON.email)}` });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('somchai');
    expectNoPersonalValue(logOutput());
  });
});

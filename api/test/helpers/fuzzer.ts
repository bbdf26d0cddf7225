import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { CAPABILITIES } from '@backoffice/domain/capabilities';
import { accessAllows, type RouteAccess } from '@backoffice/domain/permissions';
import { STAFF_ROLES, type StaffRole } from '@backoffice/domain/roles';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo/accounts';
import { changedTables, databaseDigest, installDatabaseDigest, type DatabaseDigest } from './database-digest';
import {
  bodyArbitrary,
  encodeForUrl,
  pathValueArbitrary,
  queryArbitrary,
  seededBodyArbitrary,
  queryString,
  type FuzzBody,
  type FuzzContext,
  type FuzzQuery,
  type IdKind,
  type OpenApiOperation,
  type Repeated,
} from './fuzz-requests';
import type { FuzzSeed } from './fuzz-seeds';
import { pathParameters } from './route-sweep';
import type { StaffSpec, TestApi } from './test-api';
import { bearer, sessionToken, TEST_PASSWORD } from './users';

/**
 * The fuzzer of issue 17 (api/test/fuzz.test.ts): sends a route requests that fast-check makes up from the route's
 * OpenAPI operation (helpers/fuzz-requests.ts), as the roles that may call it, and checks each answer: no 5xx, no
 * stack trace or server path, the error format on every failure, no table changed by a refused request or a read,
 * Object.prototype untouched.
 */

/** The staff the requests are sent as: one of each role, and a SuperAdmin holding every capability. */
export const FUZZ_STAFF: Record<StaffRole | 'admin', StaffSpec & { email: string }> = {
  ...(Object.fromEntries(STAFF_ROLES.map((role) => [role, { type: role, email: `${role.toLowerCase()}@fuzz.test` }])) as Record<
    StaffRole,
    StaffSpec & { email: string }
  >),
  admin: { type: 'SuperAdmin', email: 'admin@fuzz.test', capabilities: [...CAPABILITIES] },
};
type Caller = StaffRole | 'admin' | 'nobody';

export type FuzzRoute = { method: string; url: string; access: RouteAccess | undefined };
type FuzzRequest = { caller: Caller; params: Array<string | Repeated>; query: FuzzQuery; body: FuzzBody };

export type Fuzzer = {
  /** Sends `runs` requests to the route; throws what went wrong, with the seed and the smallest request found. */
  fuzzRoute: (route: FuzzRoute, options: { runs: number; seed: number }) => Promise<void>;
  /** Requests sent, by `METHOD /pattern`. */
  sent: Map<string, number>;
  /** Answers by status class (`2xx`, `4xx`...) and refusals by their words, by `METHOD /pattern`: how deep the requests got. */
  answers: Map<string, Record<string, number>>;
};

/** A fuzzer for the app of `api`, which has FUZZ_STAFF and whatever rows the caller put in. */
export async function fuzzer(api: TestApi, seeds: Record<string, FuzzSeed[]> = {}): Promise<Fuzzer> {
  const document = (await api.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
  };
  const context = await fuzzContext(api);
  await installDatabaseDigest(api.db);
  // Within a route, the digest after one request is the one before the next: nothing but the requests writes meanwhile
  // (the outbox sender and the housekeeping do not run in tests; opening a session writes only bookkeeping).
  let lastDigest: DatabaseDigest = await databaseDigest(api.db);
  const sent = new Map<string, number>();
  const answers = new Map<string, Record<string, number>>();

  const operationOf = (method: string, url: string): OpenApiOperation | undefined =>
    document.paths[url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')]?.[method.toLowerCase()];

  const requestArbitrary = (route: FuzzRoute): fc.Arbitrary<FuzzRequest> => {
    const operation = operationOf(route.method, route.url);
    const bodySchema = operation?.requestBody?.content['application/json']?.schema;
    const parameters = [...pathParameters(route.url), ...(route.url.endsWith('*') ? ['*'] : [])];
    const pathValues = parameters.map((name) => pathValueArbitrary(context, parameterKind(route.url, name)));
    const generated = fc.record({
      caller: fc.constantFrom(...callers(route.access)),
      params: fc.tuple(...pathValues),
      query: queryArbitrary(operation, context),
      body: bodyArbitrary(bodySchema, context),
    });
    const routeSeeds = seeds[`${route.method} ${route.url}`] ?? [];
    if (routeSeeds.length === 0) return generated;
    // A request that works, changed a little: its path parameters mostly kept, its body a field or two off.
    const seeded = fc.constantFrom(...routeSeeds).chain((seed) =>
      fc.record({
        caller: fc.constantFrom(...callers(route.access)),
        params: fc.tuple(...pathValues.map((value, index) => fc.oneof({ weight: 5, arbitrary: fc.constant(seed.params[index] ?? '') }, { weight: 1, arbitrary: value }))),
        query: queryArbitrary(operation, context),
        body: seededBodyArbitrary(seed.body),
      }),
    );
    return fc.oneof(generated, seeded);
  };

  /** What is wrong with the answer to one request, if anything. */
  const check = async (route: FuzzRoute, request: FuzzRequest): Promise<string | undefined> => {
    const url = urlOf(route.url, request);
    const options = injectOptions(route.method, url, request.body);
    // A fresh session each time: the requests include sign-outs and password changes, which end sessions.
    const headers = request.caller === 'nobody' ? {} : bearer(await sessionToken(api.app, api.user(request.caller)));
    const before = lastDigest;
    const response = await api.app.inject({ ...options, headers: { ...options.headers, ...headers } });
    const after = await databaseDigest(api.db);
    lastDigest = after;
    const body = response.body;
    const tally = answers.get(`${route.method} ${route.url}`) ?? {};
    const statusClass = `${String(response.statusCode)[0]}xx`;
    tally[statusClass] = (tally[statusClass] ?? 0) + 1;
    if (response.statusCode >= 400) {
      // The refusal's words, to see what stops the requests (`pnpm test:fuzz` prints the commonest).
      const reason = `${response.statusCode} ${/"message":"([^"]{0,80})/.exec(body)?.[1] ?? ''}`;
      tally[reason] = (tally[reason] ?? 0) + 1;
    }
    answers.set(`${route.method} ${route.url}`, tally);
    const problems: string[] = [];
    if (response.statusCode >= 500) problems.push(`answered ${response.statusCode}`);
    if (STACK_TRACE.test(body) || body.includes(process.cwd())) problems.push('carries a stack trace or a path of the server');
    if (response.statusCode >= 400 && !inErrorFormat(body)) problems.push('left the error format');
    const changed = changedTables(before, after);
    if (changed.length > 0 && (response.statusCode >= 400 || route.method === 'GET')) {
      problems.push(`${route.method === 'GET' ? 'a read' : `a refused write (${response.statusCode})`} changed ${changed.join(', ')}`);
    }
    const polluted = Object.prototype as Record<string, unknown>;
    if ('polluted' in polluted || 'isAdmin' in polluted) problems.push('polluted Object.prototype');
    if (problems.length === 0) return undefined;
    return `${route.method} ${url.slice(0, 300)} as ${request.caller}: ${problems.join('; ')}; answer ${response.statusCode} ${body.slice(0, 400)}`;
  };

  const fuzzRoute: Fuzzer['fuzzRoute'] = async (route, { runs, seed }) => {
    const key = `${route.method} ${route.url}`;
    // Whatever a test did between two routes is not this route's doing.
    lastDigest = await databaseDigest(api.db);
    try {
      await fc.assert(
        fc.asyncProperty(requestArbitrary(route), async (request) => {
          sent.set(key, (sent.get(key) ?? 0) + 1);
          const problem = await check(route, request);
          if (problem) throw new Error(problem);
        }),
        { seed: routeSeed(seed, key), numRuns: runs },
      );
    } catch (error) {
      // fast-check's report has its own seed and path; FUZZ_SEED and the route are what repeat the run.
      const cause = (error as Error).cause;
      const found = cause instanceof Error ? `\nFound: ${cause.message}` : '';
      throw new Error(`fuzz failed with FUZZ_SEED=${seed} on ${key}\n${(error as Error).message}${found}`);
    }
  };

  return { fuzzRoute, sent, answers };
}

/** A path parameter's name, or for `:id` the segment before it (`/admin/lesson/:id` names a lesson). */
function parameterKind(url: string, name: string): string {
  if (name !== 'id') return name;
  const segments = url.split('/');
  return segments[segments.indexOf(':id') - 1] ?? name;
}

type Rows<T> = { rows: T[] };

/** Some ids of every kind of record, the texts stored in each text column by its name, emails and passwords. */
async function fuzzContext(api: TestApi): Promise<FuzzContext> {
  const kinds: IdKind[] = ['users', 'classes', 'lessons', 'orders', 'lesson_polls', 'consultations', 'news', 'feedback'];
  const idsByKind = {} as Record<IdKind, string[]>;
  for (const kind of kinds) {
    const result = (await api.db.execute(sql`select id::text as id from ${sql.identifier(kind)} order by id limit 8`)) as unknown as Rows<{ id: string }>;
    idsByKind[kind] = result.rows.map((row) => row.id);
  }
  const columns = (await api.db.execute(
    sql`select table_name::text as "table", column_name::text as "column" from information_schema.columns
        where table_schema = 'public' and data_type = 'text' and column_name not in ('password_hash', 'ip', 'user_agent', 'dedupe_key')`,
  )) as unknown as Rows<{ table: string; column: string }>;
  const textsByName: Record<string, string[]> = {};
  for (const { table, column } of columns.rows) {
    const values = (await api.db.execute(
      sql`select distinct ${sql.identifier(column)} as value from ${sql.identifier(table)} where ${sql.identifier(column)} is not null limit 6`,
    )) as unknown as Rows<{ value: string }>;
    textsByName[column] = [...(textsByName[column] ?? []), ...values.rows.map((row) => row.value)];
  }
  return {
    ids: Object.values(idsByKind).flat(),
    idsByKind,
    textsByName,
    emails: [...Object.values(FUZZ_STAFF).map((staff) => staff.email), ...DEMO_ACCOUNTS.map((account) => account.email)],
    passwords: [TEST_PASSWORD, DEMO_PASSWORD],
  };
}

/** Who may call a route: every role its access allows, the all-capable SuperAdmin, and nobody on a public route. */
function callers(access: RouteAccess | undefined): Caller[] {
  if (!access) return ['admin'];
  const roles = STAFF_ROLES.filter((role) => accessAllows(access, role));
  return ['public' in access ? 'nobody' : 'admin', ...roles, ...('public' in access ? (['admin'] as const) : [])];
}

function urlOf(pattern: string, request: FuzzRequest): string {
  const values = [...request.params];
  const url = pattern.replace(/:[A-Za-z]+|\*$/g, () => encodeForUrl(values.shift() ?? ''));
  return url + queryString(request.query);
}

function injectOptions(method: string, url: string, body: FuzzBody): InjectOptions {
  const options: InjectOptions = { method: method as 'GET', url };
  if (body.kind === 'json') {
    const text = JSON.stringify(body.value);
    if (text === undefined) return options;
    return { ...options, payload: text, headers: { 'content-type': 'application/json' } };
  }
  if (body.kind === 'raw') {
    return { ...options, payload: String(body.text), headers: body.contentType ? { 'content-type': body.contentType } : {} };
  }
  return options;
}

// A stack frame (`at fn (file.ts:12:3)`), a stack property, or a file of this machine in an answer.
const STACK_TRACE = /\bat [^\n]*\(?[^\s()]+\.[cm]?[jt]sx?:\d+:\d+|"stack"\s*:|node_modules[\\/]/;

function inErrorFormat(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { message?: unknown };
    return (
      Array.isArray(parsed.message) &&
      parsed.message.length > 0 &&
      parsed.message.every(
        (entry: { code?: unknown; type?: unknown; message?: unknown }) =>
          typeof entry.code === 'string' && typeof entry.type === 'string' && typeof entry.message === 'string',
      )
    );
  } catch {
    return false;
  }
}

/** A seed per route from the run's seed, so a new route changes no other route's requests. */
function routeSeed(seed: number, key: string): number {
  let hash = seed | 0;
  for (const character of key) hash = (Math.imul(hash, 31) + character.charCodeAt(0)) | 0;
  return hash;
}

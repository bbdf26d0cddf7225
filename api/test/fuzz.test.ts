import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { z } from 'zod';
import { API_PREFIX, ENDPOINTS } from '@backoffice/domain/endpoints';
import { badRequest } from '../src/errors';
import { seedDemo } from '../src/db/seed/demo/seed-demo';
import { auditLog } from '../src/db/schema/audit';
import type { App } from '../src/routes/types';
import { FUZZ_STAFF, fuzzer, type Fuzzer } from './helpers/fuzzer';
import { encodeForUrl, hostileText, hostileValue, seededBodyArbitrary } from './helpers/fuzz-requests';
import { fuzzSeeds, type FuzzSeed } from './helpers/fuzz-seeds';
import { fixedClock } from './helpers/test-app';
import { testApi, type TestApi } from './helpers/test-api';

/**
 * Issue 17: every route, called by the roles that may call it, with requests made up by fast-check from the route's
 * own OpenAPI operation (generated from its zod schemas) and hostile values mixed in (helpers/fuzz-requests.ts). No
 * answer is a 5xx, carries a stack trace or leaves the error format; a refused request, or a read, changes no table;
 * no request pollutes Object.prototype (helpers/fuzzer.ts).
 *
 * `pnpm test` runs FUZZ_RUNS requests per route (default below) with a fixed seed, so a run repeats exactly;
 * `pnpm test:fuzz` runs many more with a new seed each time. A failure names the seed and the route:
 * `FUZZ_SEED=<seed> pnpm test:fuzz -t '<route>'` repeats it.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : 20_261_126;
const NOW = '2026-03-10T03:00:00.000Z';
// Time for one route's requests on a loaded two-core machine, shrinking a failure included.
const ROUTE_TIMEOUT_MS = 60_000 + RUNS * 1000;

// Every route of the endpoint table; the routes outside it (OpenAPI pages, the bad-URL address, the built site) are
// read from the app.
const TABLE_ROUTES = Object.values(ENDPOINTS).map(({ method, path: url }) => `${method} ${API_PREFIX}${url}`);

let api: TestApi;
let fuzz: Fuzzer;
let seeds: Record<string, FuzzSeed[]>;
let siteRoot: string;

beforeAll(async () => {
  // A built site to serve, so its catch-all route is fuzzed too.
  siteRoot = mkdtempSync(path.join(os.tmpdir(), 'fuzz-site-'));
  mkdirSync(path.join(siteRoot, 'assets'));
  writeFileSync(path.join(siteRoot, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(siteRoot, 'remotes.json'), '{"remotes":{}}');
  writeFileSync(path.join(siteRoot, 'assets', 'main.0123456789ab.js'), 'void 0;');
  api = await testApi({ clock: fixedClock(NOW), config: { staticDir: siteRoot }, staff: FUZZ_STAFF });
  // The demo data, so real ids reach the routes' depths (a lesson with students, an order to cancel, a poll).
  await seedDemo(api.db, { timezone: 'Asia/Bangkok', now: new Date(NOW) });
  seeds = await fuzzSeeds(api.db);
  fuzz = await fuzzer(api, seeds);
}, 120_000);

afterAll(async () => {
  await api?.close();
  rmSync(siteRoot, { recursive: true, force: true });
});

function registered(key: string) {
  const route = api.app.routeTable.find((each) => `${each.method} ${each.url}` === key);
  if (!route) throw new Error(`${key} is in the endpoint table but not registered`);
  return route;
}

describe(`fuzzing every route (issue 17; FUZZ_SEED=${SEED}, ${RUNS} requests a route)`, () => {
  it('starts from seeds that work: each answers 2xx as it is', async () => {
    // A seed that stopped working would leave its route fuzzed from the schema alone, unnoticed. First, before the
    // fuzzing changes the rows they name.
    const answers = [];
    for (const [key, routeSeeds] of Object.entries(seeds)) {
      const [method, pattern] = key.split(' ') as [string, string];
      for (const seed of routeSeeds) {
        const values = [...seed.params];
        const url = pattern.replace(/:[A-Za-z]+/g, () => values.shift() ?? '');
        const response = await api.as('admin').inject({ method: method as 'POST', url, ...(seed.body === undefined ? {} : { payload: seed.body as object }) });
        answers.push({ key, status: response.statusCode < 300 ? 'ok' : `${response.statusCode} ${response.body.slice(0, 200)}` });
      }
    }
    expect(answers.length).toBeGreaterThanOrEqual(15);
    expect(answers.filter((answer) => answer.status !== 'ok')).toEqual([]);
  });

  it.each(TABLE_ROUTES)(
    '%s',
    async (key) => {
      await fuzz.fuzzRoute(registered(key), { runs: RUNS, seed: SEED });
    },
    ROUTE_TIMEOUT_MS,
  );

  it('the routes outside the endpoint table: OpenAPI pages, the bad-URL address, the built site', async () => {
    const table = new Set(TABLE_ROUTES);
    const others = api.app.routeTable.filter((route) => route.method !== 'HEAD' && !table.has(`${route.method} ${route.url}`));
    expect(others.length).toBeGreaterThan(3);
    for (const route of others) await fuzz.fuzzRoute(route, { runs: RUNS, seed: SEED });
  }, 20 * ROUTE_TIMEOUT_MS);

  it('sent its requests to every route the app registers', () => {
    // A route the sweeps above never reached would be a hole: every registered route (but Fastify's HEAD twins of
    // GET routes) must have had its full share of requests. A new route in the endpoint table is fuzzed by itself.
    const routes = api.app.routeTable.filter((route) => route.method !== 'HEAD').map((route) => `${route.method} ${route.url}`);
    expect(routes.filter((key) => (fuzz.sent.get(key) ?? 0) < RUNS)).toEqual([]);
    expect(routes).toEqual(expect.arrayContaining(['POST /api/auth', 'GET /*', 'POST /api/admin/order/import']));
    // `pnpm test:fuzz` prints how far the requests got, route by route (the README's figures).
    if (process.env.FUZZ_REPORT) {
      const lines = [...fuzz.answers].map(([key, tally]) => {
        const classes = Object.entries(tally).filter(([name]) => /^\dxx$/.test(name));
        const [commonest] = Object.entries(tally)
          .filter(([name]) => !/^\dxx$/.test(name))
          .sort((a, b) => b[1] - a[1]);
        return `${key}  ${classes.sort().map(([name, count]) => `${name} ${count}`).join(', ')}${commonest ? `  (most refused: ${commonest[0]})` : ''}`;
      });
      process.stdout.write(`\nrequests sent: ${[...fuzz.sent.values()].reduce((a, b) => a + b, 0)}\n${lines.join('\n')}\n`);
    }
  });
});

describe('the hostile values (issue 23: NUL and lone surrogates among them)', () => {
  const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
  const texts = () => fc.sample(hostileText, { seed: SEED, numRuns: 2000 }).map(String);

  it('include NUL, lone surrogates, metacharacters, numbers as text and huge texts', () => {
    const sample = texts();
    expect(sample.some((text) => text.includes('\u0000'))).toBe(true);
    expect(sample.some((text) => LONE_SURROGATE.test(text))).toBe(true);
    expect(sample).toEqual(expect.arrayContaining(["' OR '1'='1", '%_\\', '(a+)+$', 'NaN', '-1', '__proto__']));
    expect(sample.some((text) => text.length >= 100_000)).toBe(true);
  });

  it('are copied into a seed, never changed in place: no request contains itself, whatever ran before', () => {
    // A mutation that added a field inside a shared constant (`{}`, the `__proto__` object) made later requests cyclic.
    const bodies = fc.sample(seededBodyArbitrary({ a: { b: [1, 'x'], c: {} }, d: 'y' }), { seed: SEED, numRuns: 3000 });
    for (const body of bodies) expect(() => JSON.stringify(body)).not.toThrow();
    expect(fc.sample(hostileValue, { seed: SEED, numRuns: 3000 }).filter((value) => JSON.stringify(value) === '{}').length).toBeGreaterThan(0);
  });

  it('reach the path and the query string as a client would send them, a lone surrogate as its three bytes', () => {
    expect(encodeForUrl('a\u0000b')).toBe('a%00b');
    expect(encodeForUrl('x\ud800y')).toBe('x%ED%A0%80y');
    expect(encodeForUrl('😀')).toBe('%F0%9F%98%80');
  });
});

describe('the fuzzer finds what it looks for', () => {
  // Routes with the faults the checks exist for, each fuzzed as above: each must fail, naming its fault.
  const probes = async (app: App) => {
    const access = { config: { access: { signedIn: true as const } } };
    const body = z.object({ name: z.string(), count: z.number().int().optional() });
    // A query that breaks on a metacharacter, as string-built SQL would.
    app.post('/probe/crash', { ...access, schema: { body } }, async (request) => {
      if (/['"%\\;_]/.test((request.body as { name: string }).name)) throw new Error('syntax error at or near "\'"');
      return { data: 'ok' };
    });
    // Writes, then refuses: half a write left behind.
    app.post('/probe/half-write', { ...access, schema: { body } }, async (request) => {
      await app.db.insert(auditLog).values({ action: 'probe', entity: 'probe', entityId: '00000000-0000-4000-8000-000000000000', before: null, after: null });
      if ((request.body as { count?: number }).count === undefined) throw badRequest('count is required');
      return { data: 'ok' };
    });
    // Tells the client too much.
    app.get('/probe/stack', access, async (_request, reply) => reply.status(400).send({ message: [{ code: 'BadRequest', type: 'invalid', message: new Error('x').stack }] }));
    // Reads a form body with nested keys (`a[b]=1`) the way a careless parser does. Fastify itself refuses JSON with
    // `__proto__` or `constructor.prototype` keys, so a parser of its own is where such a fault would come in.
    app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
        const form: Record<string, unknown> = {};
        for (const pair of String(text).split('&')) {
          const [name = '', value = ''] = pair.split('=').map(decodeURIComponent);
          const keys = name.split(/\[|\]\[|\]/).filter(Boolean);
          let target = form;
          for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
          target[keys.at(-1) ?? ''] = value;
        }
        done(null, form);
      });
      scope.post('/probe/form', access, async () => ({ data: 'ok' }));
    });
  };

  const PROBE_TIMEOUT_MS = 120_000;
  let probe: TestApi;
  let probeFuzz: Fuzzer;

  beforeAll(async () => {
    probe = await testApi({ staff: FUZZ_STAFF, extraRoutes: [probes] });
    probeFuzz = await fuzzer(probe);
  });
  afterAll(async () => {
    await probe?.close();
    const prototype = Object.prototype as Record<string, unknown>;
    delete prototype.polluted;
    delete prototype.isAdmin;
    delete prototype.type;
  });

  const fuzzProbe = (method: string, url: string, runs = 200) => {
    const route = probe.app.routeTable.find((each) => each.method === method && each.url === url)!;
    return probeFuzz.fuzzRoute(route, { runs, seed: SEED });
  };

  it('a 5xx', async () => {
    await expect(fuzzProbe('POST', '/api/probe/crash', 500)).rejects.toThrow(/FUZZ_SEED=\d+ on POST \/api\/probe\/crash[\s\S]*answered 500/);
  }, PROBE_TIMEOUT_MS);

  it('a refused write that changed a table', async () => {
    await expect(fuzzProbe('POST', '/api/probe/half-write')).rejects.toThrow(/a refused write \(400\) changed audit_log/);
  }, PROBE_TIMEOUT_MS);

  it('a stack trace', async () => {
    await expect(fuzzProbe('GET', '/api/probe/stack')).rejects.toThrow(/carries a stack trace/);
  }, PROBE_TIMEOUT_MS);

  it('a polluted Object.prototype', async () => {
    // The form body is one of the fuzzer's rarer bodies: more requests.
    await expect(fuzzProbe('POST', '/api/probe/form', 1000)).rejects.toThrow(/polluted Object.prototype/);
  }, PROBE_TIMEOUT_MS);
});

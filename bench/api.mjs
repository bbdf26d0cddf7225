// `pnpm bench:api`: the API under load on the scale data set in PostgreSQL, each figure beside the same query timed
// directly in SQL. Budget (issues 4 and 5): p95 ≤ 50 ms at 50 concurrent connections.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/backoffice_scale) must hold `pnpm seed:scale` data.
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/backoffice_scale';
const PORT = Number(process.env.BENCH_PORT ?? 8191);
const BASE = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const P95_BUDGET_MS = 50;
const ZONE = 'Asia/Bangkok';

/** The scenarios: an API request and the SQL it amounts to. */
const SCENARIOS = [
  {
    name: 'GET /api/admin/order (first page, default filter)',
    path: () => '/api/admin/order?max=20&offset=0&sortBy=created&order=desc',
    sql: async (client) => {
      // Default filter: created from the start of the day one month ago to the end of today (Bangkok), INIT,
      // PROCESSED and CANCELLED, newest first; the page and the count.
      const bounds = `(date_trunc('day', now() AT TIME ZONE '${ZONE}') - interval '1 month') AT TIME ZONE '${ZONE}'`;
      const end = `(date_trunc('day', now() AT TIME ZONE '${ZONE}') + interval '1 day') AT TIME ZONE '${ZONE}'`;
      const where = `o.created >= ${bounds} AND o.created < ${end} AND o.status IN ('INIT', 'PROCESSED', 'CANCELLED')`;
      await client.query(
        `SELECT o.*, s.name AS student_name, s.email AS student_email, a.name AS agent_name, a.email AS agent_email
           FROM orders o JOIN users s ON s.id = o.student_id LEFT JOIN users a ON a.id = o.agent_id
          WHERE ${where} ORDER BY o.created DESC, o.id DESC LIMIT 20`,
      );
      await client.query(`SELECT count(*) FROM orders o WHERE ${where}`);
    },
  },
];

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function waitForHealth(child) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('API did not start within 2 minutes');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function load(pathname, token) {
  const latencies = [];
  const instance = autocannon({
    url: `${BASE}${pathname}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${token}` },
  });
  instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return { latencies, result };
}

async function timeSql(run) {
  const client = new pg.Client({ connectionString: DATABASE_URL });
  await client.connect();
  const times = [];
  try {
    for (let i = 0; i < 5; i += 1) await run(client);
    for (let i = 0; i < 50; i += 1) {
      const start = performance.now();
      await run(client);
      times.push(performance.now() - start);
    }
  } finally {
    await client.end();
  }
  return times.sort((a, b) => a - b);
}

const check = new pg.Client({ connectionString: DATABASE_URL });
await check.connect();
const { rows } = await check.query(`SELECT count(*)::int AS n FROM users WHERE type = 'Student'`).catch(() => ({ rows: [{ n: 0 }] }));
await check.end();
if (rows[0].n < 50_000) {
  console.error(`${DATABASE_URL} has ${rows[0].n} students: fill it first with DATABASE_URL=${DATABASE_URL} pnpm seed:scale`);
  process.exit(1);
}

const api = spawn('pnpm', ['--filter', '@backoffice/api', 'start'], {
  cwd: root,
  env: { ...process.env, DATABASE_URL, PORT: String(PORT), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123' },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
let failed = false;
const table = [];
try {
  await waitForHealth(api);
  const auth = await fetch(`${BASE}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'superadmin@demo.test', password: 'Demo1234' }),
  });
  if (!auth.ok) throw new Error(`sign-in failed: ${auth.status} ${await auth.text()}`);
  const { token } = (await auth.json()).data;

  for (const scenario of SCENARIOS) {
    const pathname = scenario.path();
    const probe = await fetch(`${BASE}${pathname}`, { headers: { authorization: `Bearer ${token}` } });
    if (!probe.ok) throw new Error(`${scenario.name}: ${probe.status} ${await probe.text()}`);
    await load(pathname, token); // warm-up: plans, caches, JIT
    const { latencies, result } = await load(pathname, token);
    const sql = await timeSql(scenario.sql);
    const p95 = percentile(latencies, 95);
    const errors = result.non2xx + result.errors + result.timeouts;
    const over = p95 > P95_BUDGET_MS || errors > 0;
    failed ||= over;
    table.push(
      `| ${scenario.name} | ${result.requests.total} | ${Math.round(result.requests.average)} | ${percentile(latencies, 50)} | ${p95} | ${percentile(latencies, 99)} | ${errors} | ${percentile(sql, 50).toFixed(1)} | ${percentile(sql, 95).toFixed(1)} | ${over ? 'OVER' : 'ok'} |`,
    );
  }
} finally {
  process.kill(-api.pid, 'SIGTERM');
}

console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s each, PostgreSQL scale data; budget p95 ≤ ${P95_BUDGET_MS} ms`);
console.log('| scenario | requests | req/s | p50 ms | p95 ms | p99 ms | errors | SQL p50 ms | SQL p95 ms | |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of table) console.log(row);
process.exit(failed ? 1 : 0);

// `pnpm bench:csv`: a 2,000-row CSV import end to end in Chromium against the composed production build on the
// PostgreSQL scale data set. Budget (issue 4): ≤ 20 s from pressing Proceed until the final summary shows, no row failed.
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/backoffice_scale) must hold `pnpm seed:scale` data.
// BENCH_ROWS changes the row count (default 2,000). Everything the run imports is deleted again at the end, also when
// the run fails or is interrupted; `node csv-import.mjs --clean` removes what a killed run left. Besides the figure it
// prints where the time went; BENCH_DEBUG=1, BENCH_TRACE and BENCH_PROFILE tell more.
//
// The server is `pnpm start` (scripts/start.mjs): it builds an app only when it has no build yet, so after changing a
// remote rebuild it (`pnpm build`) before measuring.
/* global document -- in the functions run in the page */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import { deleteOrders } from './orders-cleanup.mjs';
import { CHROMIUM, exitOf, waitForHealth } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const DATABASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/backoffice_scale';
const PORT = Number(process.env.BENCH_PORT ?? 8192);
const BASE = `http://127.0.0.1:${PORT}`;
const ROWS = Number(process.env.BENCH_ROWS ?? 2000);
const BUDGET_S = 20;
/** A run slower than this is given up (BENCH_TIMEOUT, seconds), reporting how far it got. */
const TIMEOUT_S = Number(process.env.BENCH_TIMEOUT ?? 300);
/** The server's connections to PostgreSQL say so (PGAPPNAME), so their backends can be told from other work's. */
const APP_NAME = 'backoffice-csv-bench';
/** A file to write a Chromium performance trace of the import to (BENCH_TRACE), for chrome://tracing or DevTools. */
const TRACE = process.env.BENCH_TRACE;
/** A file to write a JavaScript CPU profile of the page during the import to (BENCH_PROFILE, .cpuprofile for DevTools). */
const PROFILE = process.env.BENCH_PROFILE;
const ZONE = 'Asia/Bangkok';
/** The most lessons a row asks for; a class qualifies for a month with at least this many future lessons left. */
const MAX_LESSONS = 4;
/** Share of rows for students who exist already; the others create a student (some new emails come twice). */
const EXISTING_SHARE = 0.7;
/** The class search answers 20 by default: a name contained in more class names might not find itself. */
const SEARCH_PAGE = 20;
/** Marks what this bench creates, so a run that was interrupted is cleaned up by the next one. */
const TAG = 'csv-bench';
const NEW_EMAIL_DOMAIN = 'bench.test';

/** The template's columns an allocation needs (ORDER_CSV_ALLOCATION_COLUMNS in @backoffice/domain/orders). */
const COLUMNS = ['id', 'email', 'name', 'phone_country_code', 'phone', 'class_name', 'date', 'lessons', 'type', 'remark', 'discount_code'];
const THAI_NAMES = ['สมหญิง ใจดี', 'นิรันดร์ สุขใจ', 'กัญญา วงศ์ไทย', 'พลอย ศรีสุข', 'ธนา มั่นคง'];

const pick = (list) => list[Math.floor(Math.random() * list.length)];

function quote(cell) {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** As the dialog's Download sample writes it (utils/sample-csv.ts): a byte-order mark, CRLF, RFC 4180 quoting. */
function toCsv(rows) {
  const lines = [COLUMNS.join(','), ...rows.map((row) => COLUMNS.map((column) => quote(row[column] ?? '')).join(','))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/**
 * Active classes whose name no other class has (so the import picks them without the chooser) and whose name the
 * search finds among its first answers, with the months (YYYY-MM-01, centre time) in which they have at least
 * MAX_LESSONS lessons more than an hour ahead: next month and the one after.
 */
async function candidateClasses(client) {
  const { rows } = await client.query(
    `WITH names AS (
       SELECT lower(regexp_replace(trim(name), '\\s+', ' ', 'g')) AS key FROM classes GROUP BY 1 HAVING count(*) = 1
     ),
     unique_active AS (
       SELECT c.id, c.name FROM classes c JOIN names n ON n.key = lower(regexp_replace(trim(c.name), '\\s+', ' ', 'g'))
        WHERE c.is_active
          AND (SELECT count(*) FROM classes o WHERE o.is_active AND strpos(lower(o.name), lower(trim(c.name))) > 0) <= $1
     ),
     months AS (
       SELECT (date_trunc('month', now() AT TIME ZONE $2) + make_interval(months => m)) AS start FROM generate_series(1, 2) AS m
     )
     SELECT u.name, to_char(mo.start, 'YYYY-MM-DD') AS month
       FROM unique_active u CROSS JOIN months mo
      WHERE (SELECT count(*) FROM lessons l
              WHERE l.class_id = u.id AND l.is_active AND l.scheduled_on > now() + interval '1 hour'
                AND l.scheduled_on >= mo.start AT TIME ZONE $2
                AND l.scheduled_on < (mo.start + interval '1 month') AT TIME ZONE $2) >= $3
      ORDER BY u.name, month`,
    [SEARCH_PAGE, ZONE, MAX_LESSONS],
  );
  const byName = new Map();
  for (const { name, month } of rows) byName.set(name, [...(byName.get(name) ?? []), month]);
  return [...byName].map(([name, months]) => ({ name, months }));
}

/** The import file: existing students (distinct) and new ones, a few of them on two rows with different classes. */
async function buildFile(client, runId) {
  const classes = await candidateClasses(client);
  if (classes.length < 10) throw new Error(`only ${classes.length} classes qualify; is ${DATABASE_URL} seeded with pnpm seed:scale?`);
  const existingCount = Math.round(ROWS * EXISTING_SHARE);
  const { rows: students } = await client.query(
    `SELECT email FROM users WHERE type = 'Student' AND email IS NOT NULL AND email NOT LIKE '%@${NEW_EMAIL_DOMAIN}'
      ORDER BY random() LIMIT $1`,
    [existingCount],
  );
  if (students.length < existingCount) throw new Error(`only ${students.length} students in ${DATABASE_URL}`);

  const rows = [];
  const newEmails = new Set();
  let newIndex = 0;
  for (let i = 0; i < ROWS; i += 1) {
    const klass = pick(classes);
    const base = {
      id: `${TAG}-${runId}-${i + 1}`,
      phone_country_code: '66',
      // Now and then in other case or with spaces around: the import matches names case- and space-insensitively.
      class_name: i % 10 === 3 ? klass.name.toLowerCase() : i % 10 === 7 ? ` ${klass.name} ` : klass.name,
      date: pick(klass.months),
      lessons: String(1 + Math.floor(Math.random() * MAX_LESSONS)),
      type: i % 5 === 0 ? 'TRIAL' : 'PAYMENT',
      discount_code: i % 9 === 0 ? 'early10' : '',
    };
    if (i < existingCount) {
      rows.push({ ...base, email: students[i].email, remark: i % 4 === 0 ? 'EXISTING, renewal for next month' : 'EXISTING' });
      continue;
    }
    // Every tenth new row repeats the email of the one before (that student's second allocation, another class).
    if ((i - existingCount) % 10 !== 9) newIndex += 1;
    const email = `${TAG}.${runId}.${newIndex}@${NEW_EMAIL_DOMAIN}`;
    newEmails.add(email);
    rows.push({
      ...base,
      email,
      name: newIndex % 3 === 0 ? pick(THAI_NAMES) : `Bench Student ${newIndex}`,
      phone: String(800000000 + newIndex),
      remark: 'NEW',
    });
  }
  // Shuffled, so rows of one student and the new students are spread through the file.
  for (let i = rows.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [rows[i], rows[j]] = [rows[j], rows[i]];
  }
  return { text: toCsv(rows), newEmails: [...newEmails], classes: classes.length };
}

/**
 * Deletes what imports created: the orders with the import keys, their lesson seats, the class places they gave
 * (added at the order's moment), the audit rows of the orders and of the students they created, and those students.
 */
async function removeImports(client, { importKeyLike, newEmailLike }) {
  await client.query('BEGIN');
  try {
    const { rows: created } = await client.query(`SELECT id FROM orders WHERE import_key LIKE $1`, [importKeyLike]);
    const orderIds = created.map((row) => row.id);
    const { seats, places, audit: orderAudit } = await deleteOrders(client, orderIds);
    const { rows: students } = await client.query(`SELECT id FROM users WHERE type = 'Student' AND lower(email) LIKE $1`, [newEmailLike]);
    const studentIds = students.map((row) => row.id);
    const userAudit = await client.query(`DELETE FROM audit_log WHERE entity = 'user' AND entity_id = ANY($1::text[])`, [studentIds]);
    // Their remaining seats and class places go with them (ON DELETE CASCADE).
    await client.query(`DELETE FROM users WHERE id = ANY($1::uuid[])`, [studentIds]);
    await client.query('COMMIT');
    // The deleted rows stay in the indexes until vacuumed: the newest orders, where the order list starts reading,
    // would be dead entries for `pnpm bench:api` to step over (it measured 0.6 ms a page instead of 0.25).
    await client.query('VACUUM (ANALYZE) orders, lesson_students, class_students, audit_log, users');
    return {
      orders: orderIds.length,
      seats,
      places,
      audit: orderAudit + userAudit.rowCount,
      students: studentIds.length,
    };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/**
 * CPU seconds used so far by the server (its process group), the browser (the process group of the Chromium this
 * script started) and the server's PostgreSQL backends, read from /proc (Linux, with PostgreSQL on this machine);
 * null elsewhere.
 */
async function cpuSeconds(serverGroup) {
  try {
    const { rows } = await client.query(`SELECT pid FROM pg_stat_activity WHERE application_name = $1`, [APP_NAME]);
    const backends = new Set(rows.map((row) => row.pid));
    const stats = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        stats.push({
          pid: Number(entry),
          comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')),
          ppid: Number(fields[1]),
          group: Number(fields[2]),
          // utime + stime, in clock ticks (100 a second on Linux)
          seconds: (Number(fields[11]) + Number(fields[12])) / 100,
        });
      } catch {
        // gone meanwhile
      }
    }
    const browserGroup = stats.find((stat) => stat.ppid === process.pid && /chrom/i.test(stat.comm))?.group;
    const total = { server: 0, browser: 0, db: 0 };
    for (const stat of stats) {
      if (stat.group === serverGroup) total.server += stat.seconds;
      else if (browserGroup !== undefined && stat.group === browserGroup) {
        total.browser += stat.seconds;
        if (process.env.BENCH_DEBUG) {
          const type = /--type=([\w-]+)/.exec(readFileSync(`/proc/${stat.pid}/cmdline`, 'utf8'))?.[1] ?? 'browser';
          total[`browser:${type}:${stat.pid}`] = stat.seconds;
        }
      } else if (backends.has(stat.pid)) total.db += stat.seconds;
    }
    return total;
  } catch {
    return null;
  }
}

/** Seconds the page's main thread spent on tasks, scripts, style and layout so far. */
async function mainThread(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const wanted = ['TaskDuration', 'ScriptDuration', 'RecalcStyleDuration', 'LayoutDuration'];
  return Object.fromEntries(metrics.filter((metric) => wanted.includes(metric.name)).map((metric) => [metric.name, metric.value]));
}

/** Imports the file through the dialog; the seconds from Proceed until the summary shows, and the summary's counts. */
async function importThroughDialog(page, file, rowCount, serverGroup) {
  await page.goto(`${BASE}/login`);
  await page.getByLabel('Email').fill('superadmin@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  await page.goto(`${BASE}/orders`);
  await page.getByRole('button', { name: 'Add Lessons using CSV', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Lessons using CSV' });
  await dialog.getByLabel('Choose CSV file', { exact: true }).setInputFiles(file);
  await dialog.getByText(`${path.basename(file)}: ${rowCount} rows`, { exact: true }).waitFor({ timeout: 60_000 });
  const problems = dialog.getByText(/^The file has \d+ problems?/);
  if (await problems.isVisible()) throw new Error(`the dialog refused the file: ${await problems.textContent()}`);
  await dialog.getByRole('checkbox', { name: 'Confirm and proceed', exact: true }).check();
  const proceed = dialog.getByRole('button', { name: 'Proceed', exact: true });
  await proceed.waitFor();
  if (!(await proceed.isEnabled())) throw new Error('Proceed stayed disabled');

  const summary = dialog.getByRole('list', { name: 'Import summary' });
  const chooser = page.getByRole('dialog', { name: /^Choose the class for row/ });
  // Where the time goes: the page's main thread (Chrome's own counters) and each import request as the page saw it.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.evaluate(() => {
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(100_000);
  });
  if (TRACE) await page.context().browser().startTracing(page, { path: TRACE, screenshots: false });
  if (PROFILE) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 500 });
    await cdp.send('Profiler.start');
  }
  const before = await mainThread(cdp);
  const cpuBefore = await cpuSeconds(serverGroup);
  const started = performance.now();
  await proceed.click();
  // A plain query ten times a second: a role locator's wait would walk the page's accessibility tree on every
  // animation frame and take a good part of the CPU the page has.
  const first = await page
    .waitForFunction(
      () => {
        if (document.querySelector('ul[aria-label="Import summary"]')) return 'summary';
        const dialogs = [...document.querySelectorAll('[role="dialog"]')];
        return dialogs.some((element) => element.textContent?.includes('Choose the class for row')) ? 'chooser' : false;
      },
      undefined,
      { polling: 100, timeout: TIMEOUT_S * 1000 },
    )
    .then((handle) => handle.jsonValue(), () => 'timeout');
  const seconds = (performance.now() - started) / 1000;
  if (first === 'chooser') throw new Error(`the class chooser opened: ${await chooser.getByRole('heading').first().textContent()}`);
  if (first === 'timeout') {
    const done = await dialog.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow');
    throw new Error(`gave up after ${seconds.toFixed(0)} s with ${done} of ${rowCount} rows done (${(Number(done) / seconds).toFixed(1)} rows/s)`);
  }

  const after = await mainThread(cdp);
  if (TRACE) await page.context().browser().stopTracing();
  if (PROFILE) writeFileSync(PROFILE, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  const cpuAfter = await cpuSeconds(serverGroup);
  if (process.env.BENCH_DEBUG) for (const key of Object.keys(cpuAfter)) console.log(key, (cpuAfter[key] - (cpuBefore[key] ?? 0)).toFixed(2));
  const durations = (part) =>
    page.evaluate(
      (part) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes(part))
          .map((entry) => entry.duration)
          .sort((a, b) => a - b),
      part,
    );
  const requests = await durations('/api/admin/order/import');
  const searches = await durations('/api/admin/order/classes');
  const percentile = (list, p) => list[Math.min(list.length - 1, Math.max(0, Math.ceil((p / 100) * list.length) - 1))] ?? NaN;
  const at = (p) => percentile(requests, p);
  const busy = {};
  for (const key of Object.keys(after)) busy[key] = after[key] - before[key];
  const diagnostics =
    `page main thread busy ${busy.TaskDuration.toFixed(1)} s (script ${busy.ScriptDuration.toFixed(1)} s, style and layout ` +
    `${(busy.RecalcStyleDuration + busy.LayoutDuration).toFixed(1)} s); ${requests.length} import requests, ` +
    `p50 ${at(50).toFixed(0)} ms, p95 ${at(95).toFixed(0)} ms; ${searches.length} class searches, ` +
    `p50 ${percentile(searches, 50).toFixed(0)} ms` +
    (cpuBefore && cpuAfter
      ? `; CPU: browser ${(cpuAfter.browser - cpuBefore.browser).toFixed(1)} s, server ${(cpuAfter.server - cpuBefore.server).toFixed(1)} s, ` +
        `PostgreSQL ${(cpuAfter.db - cpuBefore.db).toFixed(1)} s`
      : '');

  const counts = {};
  for (const item of await summary.getByRole('listitem').allTextContents()) {
    const [label, value] = item.split(':');
    counts[label.trim()] = Number(value);
  }
  const failedRows = dialog.getByRole('list', { name: 'Failed rows' });
  const failures = (await failedRows.count()) > 0 ? await failedRows.getByRole('listitem').allTextContents() : [];
  return { seconds, counts, failures, diagnostics };
}

const client = new pg.Client({ connectionString: DATABASE_URL });
await client.connect();
const { rows: studentCount } = await client
  .query(`SELECT count(*)::int AS n FROM users WHERE type = 'Student'`)
  .catch(() => ({ rows: [{ n: 0 }] }));
if (studentCount[0].n < 50_000) {
  console.error(`${DATABASE_URL} has ${studentCount[0].n} students: fill it first with DATABASE_URL=${DATABASE_URL} pnpm seed:scale`);
  process.exit(1);
}

// What an interrupted run left behind (`node csv-import.mjs --clean` does only this).
const leftover = await removeImports(client, { importKeyLike: `%:${TAG}-%`, newEmailLike: `${TAG}.%@${NEW_EMAIL_DOMAIN}` });
if (leftover.orders + leftover.students > 0 || process.argv.includes('--clean')) {
  console.log(`removed what earlier runs left: ${leftover.orders} orders, ${leftover.students} students`);
}
if (process.argv.includes('--clean')) {
  await client.end();
  process.exit(0);
}

const runId = Date.now().toString(36);
const { text, newEmails, classes } = await buildFile(client, runId);
const fileHash = createHash('sha256').update(text.replace(/^\uFEFF/, '')).digest('hex');
const dir = mkdtempSync(path.join(os.tmpdir(), 'backoffice-csv-bench-'));
const file = path.join(dir, `bench-${runId}.csv`);
writeFileSync(file, text);
console.log(`${ROWS} rows (${newEmails.length} new students, ${classes} classes), fingerprint ${fileHash.slice(0, 12)}…`);

// Another server on the port would answer the health check and take the import.
if (await fetch(`${BASE}/api/health`).then(() => true, () => false)) {
  console.error(`something already listens on port ${PORT}; choose another with BENCH_PORT`);
  process.exit(1);
}
const server = spawn('node', [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    DATABASE_URL,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PGAPPNAME: APP_NAME,
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
  detached: true,
});
let browser;

/** Stops the server and the browser and deletes what this run imported; once, however the run ends. */
let finishing;
function finish() {
  finishing ??= (async () => {
    try {
      process.kill(-server.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    await browser?.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
    if (process.env.BENCH_DEBUG) {
      const { rows: timeline } = await client.query(
        `SELECT extract(epoch FROM date_trunc('second', created))::int AS at, count(*)::int AS n FROM orders
          WHERE import_key LIKE $1 GROUP BY 1 ORDER BY 1`,
        [`${fileHash}:%`],
      );
      console.log(`orders created per second: ${timeline.map((row) => row.n).join(' ')}`);
    }
    const removed = await removeImports(client, {
      importKeyLike: `${fileHash}:%`,
      newEmailLike: `${TAG}.${runId}.%@${NEW_EMAIL_DOMAIN}`,
    });
    await client.end();
    console.log(
      `cleaned up: ${removed.orders} orders, ${removed.seats} lesson seats, ${removed.places} class places, ` +
        `${removed.audit} audit rows, ${removed.students} students`,
    );
  })();
  return finishing;
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    console.error(`${signal}: stopping and cleaning up`);
    void finish().finally(() => process.exit(130));
  });
}

let result;
try {
  // The first start builds the shell and the remotes: minutes on two cores.
  await waitForHealth(BASE, { exited: () => exitOf(server), minutes: 15 });
  browser = await chromium.launch(CHROMIUM);
  const context = await browser.newContext({ timezoneId: ZONE, viewport: { width: 1280, height: 800 } });
  result = await importThroughDialog(await context.newPage(), file, ROWS, server.pid);
} catch (error) {
  await finish();
  console.error(error);
  process.exit(1);
}
await finish();

const { seconds, counts, failures, diagnostics } = result;
const created = counts.Created ?? 0;
const failed = counts.Failed ?? 0;
const over = seconds > BUDGET_S || failed > 0 || created + (counts['Already imported'] ?? 0) !== ROWS;
console.log(`\nCSV import in Chromium, PostgreSQL scale data; budget ≤ ${BUDGET_S} s, no row failed`);
console.log('| rows | seconds | rows/s | created | already imported | skipped | failed | |');
console.log('|---|---|---|---|---|---|---|---|');
console.log(
  `| ${ROWS} | ${seconds.toFixed(1)} | ${(ROWS / seconds).toFixed(0)} | ${created} | ${counts['Already imported'] ?? 0} | ${counts.Skipped ?? 0} | ${failed} | ${over ? 'OVER' : 'ok'} |`,
);
console.log(diagnostics);
for (const line of failures.slice(0, 10)) console.log(`  ${line}`);
if (failures.length > 10) console.log(`  … and ${failures.length - 10} more failed rows`);
process.exit(over ? 1 : 0);

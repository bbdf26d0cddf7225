// `pnpm bench:load`: issue 20's measurement of how fast the screens appear, in Chromium against the production build.
// Cold loads signed in (/orders, /course, /lessons, /dashboard, /ops; no added latency, then 100 ms per request), the
// longest chain of requests before /orders' first row, sign-in to the landing screen and to /orders, the first and
// second open of three dialogs, and the layout shift of each load. Median of BENCH_RUNS runs (default 7), each on a
// fresh browser context (empty HTTP cache). Then Lighthouse (desktop preset) on /login and the signed-in /orders and
// landing screen, median of BENCH_LIGHTHOUSE_RUNS runs (default 5; 0 leaves it out), each on a Chromium of its own.
// BENCH_BASE=<git rev> also builds that commit in a temporary git worktree, serves it on another port and alternates
// runs between the two, printing both columns and their ratio. Measurement only: it fails only when it cannot measure.
/* global window -- in the functions run in the page */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { LIGHTHOUSE_CATEGORIES, LIGHTHOUSE_METRICS, runLighthouse } from './lighthouse.mjs';
import { CHROMIUM } from './server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const LIGHTHOUSE_RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);
const LIGHTHOUSE_REPORTS = process.env.BENCH_LIGHTHOUSE_REPORTS?.trim() || null; // a folder for each run's JSON report
const BASE = process.env.BENCH_BASE?.trim() || null;
const PORT = Number(process.env.BENCH_PORT ?? 8191);
const ACCOUNT = { email: 'superadmin@demo.test', password: 'Demo1234' };
const TOKEN_STORAGE_KEY = 'backoffice.token'; // shared/session/src/token-storage.ts
// Only the steps whose name contains this text ('dialog', '/orders', 'sign-in'...), to iterate on one measure.
const ONLY = process.env.BENCH_ONLY?.trim().toLowerCase() || null;
const LATENCY_MS = 100;
const WIDE = { width: 1280, height: 800 };
const NARROW = { width: 768, height: 1024 };
const STEP_TIMEOUT = 30_000; // any one wait in the browser
const QUIET_MS = 1_000; // how long a page has had no long frame before a dialog is opened (quiet())
const TOTAL_LIMIT = Number(process.env.BENCH_TIMEOUT_MIN ?? (BASE ? 60 : 25)) * 60_000;
// Lighthouse's pages: the sign-in page, and signed in the order list and the landing screen of superadmin@demo.test.
const LIGHTHOUSE_PAGES = [
  { pathname: '/login', signedIn: false },
  { pathname: '/orders', signedIn: true },
  { pathname: '/dashboard', signedIn: true },
];

if (!Number.isInteger(RUNS) || RUNS < 1) fail(`BENCH_RUNS must be a positive integer, not ${process.env.BENCH_RUNS}`);
if (!Number.isInteger(LIGHTHOUSE_RUNS) || LIGHTHOUSE_RUNS < 0) {
  fail(`BENCH_LIGHTHOUSE_RUNS must be 0 or a positive integer, not ${process.env.BENCH_LIGHTHOUSE_RUNS}`);
}

function fail(message) {
  console.error(`bench:load: ${message}`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------------------------------
// Clean-up: servers (their process groups), temporary directories and the worktree go whatever happens.

const cleanups = [];
let cleanedUp = false;
function cleanUp() {
  if (cleanedUp) return;
  cleanedUp = true;
  for (const step of cleanups.reverse()) {
    try {
      step();
    } catch (error) {
      console.error(`bench:load: clean-up step failed: ${error.message}`);
    }
  }
}
process.on('exit', cleanUp);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`bench:load: ${signal}, cleaning up`);
    cleanUp();
    process.exit(130);
  });
}
const watchdog = setTimeout(() => {
  console.error(`bench:load: gave up after ${TOTAL_LIMIT / 60_000} min (BENCH_TIMEOUT_MIN to change)`);
  cleanUp();
  process.exit(1);
}, TOTAL_LIMIT);
watchdog.unref();

/** Runs a command with a time limit, output to stderr; throws with the command's name when it fails. */
function run(command, args, { cwd, timeoutMin, env = process.env }) {
  const started = Date.now();
  try {
    execFileSync(command, args, { cwd, env, stdio: ['ignore', process.stderr, 'inherit'], timeout: timeoutMin * 60_000, killSignal: 'SIGKILL' });
  } catch (error) {
    const why = error.code === 'ETIMEDOUT' || error.signal === 'SIGKILL' ? `timed out after ${timeoutMin} min` : `failed (${error.status ?? error.signal})`;
    throw new Error(`\`${command} ${args.join(' ')}\` in ${cwd} ${why}`);
  }
  console.error(`  ${command} ${args.join(' ')}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

/** A git worktree of `rev` in a temporary directory, installed offline and built; removed at exit. */
function prepareBase(rev) {
  let commit;
  try {
    commit = execFileSync('git', ['rev-parse', '--verify', `${rev}^{commit}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
  } catch {
    fail(`BENCH_BASE=${rev} is not a commit of this repository`);
  }
  const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-base-')), 'repo');
  console.error(`bench:load: building ${rev} (${commit.slice(0, 10)}) in ${dir}`);
  cleanups.push(() => {
    try {
      execFileSync('git', ['worktree', 'remove', '--force', dir], { cwd: root, stdio: 'ignore' });
    } catch {
      // removed below by hand; prune forgets it
    }
    rmSync(path.dirname(dir), { recursive: true, force: true });
    execFileSync('git', ['worktree', 'prune'], { cwd: root, stdio: 'ignore' });
  });
  run('git', ['worktree', 'add', '--detach', dir, commit], { cwd: root, timeoutMin: 2 });
  run('pnpm', ['install', '--frozen-lockfile', '--offline'], { cwd: dir, timeoutMin: 10 });
  // Older commits (c1d24c7) resolve swc-loader from the app's folder, where only a package manager that hoists it
  // finds it; pnpm keeps its hoisted packages in node_modules/.pnpm/node_modules, given to Node as a last resort.
  const hoisted = path.join(dir, 'node_modules', '.pnpm', 'node_modules');
  run('node', ['scripts/build.mjs'], { cwd: dir, timeoutMin: 25, env: { ...process.env, NODE_PATH: hoisted } });
  return { dir, commit };
}

const alive = (pid) => {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * SIGTERM to a process group, then waits (synchronously: it runs in the exit handler) until it is gone, SIGKILL after
 * 10 s. Removing the database while the server still runs would let PGlite write it back on its way out.
 */
function stopGroup(pid) {
  if (!alive(pid)) return;
  process.kill(-pid, 'SIGTERM');
  const pause = new Int32Array(new SharedArrayBuffer(4));
  const deadline = Date.now() + 10_000;
  while (alive(pid) && Date.now() < deadline) Atomics.wait(pause, 0, 0, 100);
  if (alive(pid)) process.kill(-pid, 'SIGKILL');
  while (alive(pid) && Date.now() < deadline + 2_000) Atomics.wait(pause, 0, 0, 100);
}

/** `node scripts/start.mjs` of `dir` on `port` with a throwaway database (demo data); stopped at exit. */
async function startServer(dir, port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-load-'));
  const child = spawn('node', [path.join(dir, 'scripts', 'start.mjs')], {
    cwd: dir,
    // The current tree serves a site of its own from its builds (a fresh deployment); a base commit from before
    // issue 21 assembles dist/public and serves that.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...(dir === root ? { STATIC_DIR: path.join(dataDir, 'site') } : {}) },
    stdio: ['ignore', process.stderr, 'inherit'],
    detached: true,
  });
  cleanups.push(() => {
    stopGroup(child.pid);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 5 * 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server of ${dir} exited with ${child.exitCode} before answering`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server of ${dir} did not answer /api/health within 5 minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return baseUrl;
}

// ---------------------------------------------------------------------------------------------------------------------
// In the page: from the document's start, one check per animation frame records when each thing is first visible
// (performance.now(), i.e. since the navigation started), when the last click happened, and the layout shift.

const PROBE = `(() => {
  const bench = (window.__bench = { cls: 0, marks: {}, click: null, lastLongFrame: 0, clickPresented: [] });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
  // When the last frame that kept the page busy over 50 ms ended: a page is quiet once that is a while ago.
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.lastLongFrame = Math.max(bench.lastLongFrame, entry.startTime + entry.duration);
    }).observe({ type: 'long-animation-frame', buffered: true });
  } catch {}
  // Event Timing: from a click to the next frame on screen (raster and compositing included), in steps of 8 ms.
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'click') bench.clickPresented.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
  } catch {}
  document.addEventListener('click', () => { bench.click = performance.now(); }, true);
  document.addEventListener('keydown', (event) => { if (event.key === 'Enter') bench.click = performance.now(); }, true);
  const visible = (el) => {
    if (!el || !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
  };
  const checks = {
    // The screen's h1, not the sign-in page's (also an h1 in a main, left on screen until the app renders).
    h1: () => [...document.querySelectorAll('main h1')].some((h) => visible(h) && !h.closest('main').querySelector('input[type="password"]')),
    // The main table's first real row: skeleton rows are aria-hidden.
    row: () => {
      const row = document.querySelector('main table tbody tr:not([aria-hidden="true"])');
      return !!row && !!row.querySelector('td') && visible(row);
    },
    // A form field of an open dialog: the loading dialog of a lazy one has none.
    dialog: () => [...document.querySelectorAll('[role="dialog"] :is(input:not([type="hidden"]), textarea, select, [contenteditable="true"])')].some(visible),
  };
  const tick = () => {
    const now = performance.now();
    for (const [name, check] of Object.entries(checks)) {
      if (bench.marks[name] === undefined) {
        try { if (check()) bench.marks[name] = now; } catch {}
      }
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;

const mark = (page, name) =>
  page
    .waitForFunction((n) => window.__bench?.marks[n] !== undefined, name, { timeout: STEP_TIMEOUT, polling: 50 })
    .then(() => page.evaluate((n) => window.__bench.marks[n], name));

/**
 * A page that has settled: no request for 500 ms, then no frame over 50 ms for QUIET_MS, as a user finds it a moment
 * after it has shown its data (the idle downloads and warm-ups done). Lighthouse's time to interactive asks for 5 s.
 */
async function quiet(page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  await page.waitForFunction((ms) => performance.now() - window.__bench.lastLongFrame > ms, QUIET_MS, { timeout: STEP_TIMEOUT, polling: 100 });
}

/** Layout shift once the page has settled (no request for 500 ms, or 5 s at most). */
async function settledCls(page) {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
  return page.evaluate(() => window.__bench.cls);
}

// ---------------------------------------------------------------------------------------------------------------------
// One server under test: its URL, a token for the signed-in loads, a class whose lessons page has 'Add a new lesson'.

async function signInByApi(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNT),
  });
  if (!response.ok) throw new Error(`sign-in to ${baseUrl} answered ${response.status}: ${await response.text()}`);
  const { data } = await response.json();
  return { token: data.token, expiresAt: data.expiresAt, at: Date.now() };
}

async function target(label, baseUrl) {
  const grant = await signInByApi(baseUrl);
  const classes = await fetch(`${baseUrl}/api/admin/class?max=1`, { headers: { authorization: `Bearer ${grant.token}` } });
  if (!classes.ok) throw new Error(`${baseUrl}/api/admin/class answered ${classes.status}`);
  const { data } = await classes.json();
  if (!data?.length) throw new Error(`${baseUrl}: the demo data has no class`);
  return { label, baseUrl, grant, classId: data[0]._id };
}

/** The server's token, a new one when it is older than 15 minutes (tokens last 30). */
async function freshGrant(server) {
  if (Date.now() - server.grant.at > 15 * 60_000) server.grant = await signInByApi(server.baseUrl);
  return server.grant;
}

/** A fresh context (empty HTTP cache), signed in as the app keeps it (the token in local storage) or not. */
async function newPage(browser, server, { signedIn = true, viewport = WIDE, latency = 0, recordRequests = false } = {}) {
  if (signedIn) await freshGrant(server);
  const context = await browser.newContext({
    viewport,
    timezoneId: 'Asia/Bangkok',
    storageState: {
      cookies: [],
      origins: signedIn
        ? [{ origin: server.baseUrl, localStorage: [{ name: TOKEN_STORAGE_KEY, value: JSON.stringify({ token: server.grant.token, expiresAt: server.grant.expiresAt }) }] }]
        : [],
    },
  });
  context.setDefaultTimeout(STEP_TIMEOUT);
  await context.addInitScript(PROBE);
  const page = await context.newPage();
  const requests = new Map();
  if (latency || recordRequests) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    if (latency) {
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency, downloadThroughput: -1, uploadThroughput: -1 });
    }
    if (recordRequests) {
      cdp.on('Network.requestWillBeSent', (event) => {
        if (!requests.has(event.requestId)) requests.set(event.requestId, { url: event.request.url, start: event.timestamp, end: null });
      });
      cdp.on('Network.loadingFinished', (event) => {
        const request = requests.get(event.requestId);
        if (request) request.end = event.timestamp;
      });
      cdp.on('Network.loadingFailed', (event) => {
        const request = requests.get(event.requestId);
        if (request) request.end = event.timestamp;
      });
    }
  }
  return { context, page, requests };
}

/**
 * The longest chain of requests each started after the one before had finished, ending at the order list's request:
 * the round trips /orders' first row waits for one after another.
 */
function longestChain(requests, baseUrl) {
  const all = [...requests.values()].filter((r) => r.end !== null).sort((a, b) => a.start - b.start);
  const isOrderList = (r) => {
    const url = new URL(r.url);
    return url.origin === baseUrl && url.pathname === '/api/admin/order';
  };
  const last = all.find(isOrderList);
  if (!last) throw new Error('no GET /api/admin/order was seen while /orders loaded');
  const best = new Map();
  for (const request of all) {
    let chain = [request];
    for (const before of all) {
      if (before.end > request.start) continue;
      const through = best.get(before);
      if (through && through.length + 1 > chain.length) chain = [...through, request];
    }
    best.set(request, chain);
    if (request === last) break;
  }
  const t0 = all[0].start;
  return best.get(last).map((r) => ({
    url: r.url.startsWith(baseUrl) ? r.url.slice(baseUrl.length) : r.url,
    start: (r.start - t0) * 1000,
    end: (r.end - t0) * 1000,
  }));
}

// ---------------------------------------------------------------------------------------------------------------------
// The measurements of one run against one server: `record(name, value)` collects them.

const LOADS = [
  { path: '/orders', what: 'first row', mark: 'row', list: true },
  { path: '/course', what: 'first row', mark: 'row', list: true },
  { path: '/lessons', what: 'first row', mark: 'row', list: true },
  { path: '/dashboard', what: 'h1', mark: 'h1', list: false },
  // A day without birthdays has no row to wait for: its h1, and the layout shift once the list settled.
  { path: '/ops', what: 'h1', mark: 'h1', list: true },
];

async function coldLoad(browser, server, record, load, { latency = 0, viewport = WIDE }) {
  const recordRequests = latency > 0 && load.path === '/orders';
  const { context, page, requests } = await newPage(browser, server, { latency, viewport, recordRequests });
  try {
    await page.goto(`${server.baseUrl}${load.path}`, { waitUntil: 'commit' });
    const at = await mark(page, load.mark);
    const size = viewport === WIDE ? '' : ` at ${viewport.width}×${viewport.height}`;
    const delay = latency ? ` +${latency} ms/request` : '';
    record(`Cold load ${load.path} → ${load.what}${delay}${size}`, at, 'ms');
    record(`CLS of ${load.path}${delay}${size}`, await settledCls(page), 'cls');
    if (recordRequests) {
      // The row is painted after its request finished: wait for it to be in the list.
      const chain = longestChain(requests, server.baseUrl);
      record(`Longest request chain to /orders' list +${latency} ms/request`, chain.length, 'count', { chain });
    }
  } finally {
    await context.close();
  }
}

async function signInFlows(browser, server, record) {
  // Sign In pressed → the landing screen's h1.
  {
    const { context, page } = await newPage(browser, server, { signedIn: false });
    try {
      await page.goto(`${server.baseUrl}/login`);
      await page.getByLabel('Email').fill(ACCOUNT.email);
      await page.getByLabel('Password', { exact: true }).fill(ACCOUNT.password);
      await page.evaluate(() => (window.__bench.marks = {}));
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      const at = await mark(page, 'h1');
      const pressed = await page.evaluate(() => window.__bench.click);
      record('Sign In pressed → landing h1', at - pressed, 'ms', { note: `lands on ${new URL(page.url()).pathname}` });
    } finally {
      await context.close();
    }
  }
  // /orders opened signed out shows the sign-in page; Sign In pressed → /orders' first row, by whatever way it takes.
  {
    const { context, page } = await newPage(browser, server, { signedIn: false });
    try {
      await page.goto(`${server.baseUrl}/orders`);
      await page.getByLabel('Email').fill(ACCOUNT.email);
      await page.getByLabel('Password', { exact: true }).fill(ACCOUNT.password);
      await page.evaluate(() => (window.__bench.marks = {}));
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      const pressed = await page.evaluate(() => window.__bench.click);
      await page.waitForFunction(() => window.__bench.marks.h1 !== undefined || window.__bench.marks.row !== undefined, null, { polling: 50 });
      let how = 'straight to /orders';
      if (new URL(page.url()).pathname !== '/orders') {
        how = `lands on ${new URL(page.url()).pathname}, then its h1 shown → sidebar link clicked`;
        await page.evaluate(() => delete window.__bench.marks.row);
        await page.locator('nav a[href="/orders"]').click();
      }
      const at = await mark(page, 'row');
      record('Sign In pressed → /orders first row (/orders opened signed out)', at - pressed, 'ms', { note: how });
    } finally {
      await context.close();
    }
  }
}

const DIALOGS = [
  { name: 'Create New Allocation', path: () => '/orders', button: 'Add new allocation' },
  { name: 'Add New Class', path: () => '/course', button: 'Add New Class' },
  { name: 'a lesson (class lessons page)', path: (server) => `/course/${server.classId}`, button: 'Add a new lesson' },
];

async function dialogOpens(browser, server, record, dialog) {
  const { context, page } = await newPage(browser, server);
  try {
    await page.goto(`${server.baseUrl}${dialog.path(server)}`);
    await page.locator('main h1').first().waitFor();
    await page.locator('table[aria-busy="true"]').first().waitFor({ state: 'detached' });
    await quiet(page);
    const button = page.getByRole('button', { name: dialog.button, exact: true });
    for (const which of ['first', 'second']) {
      if (process.env.BENCH_DEBUG && which === 'first') {
        const idle = await page.evaluate(() => performance.getEntriesByName('backoffice:idle-preload', 'mark')[0]?.startTime ?? null);
        const now = await page.evaluate(() => performance.now());
        console.error(`  ${dialog.name}: the idle download started ${idle === null ? 'never' : `${Math.round(now - idle)} ms`} before the click`);
      }
      await page.evaluate(() => {
        delete window.__bench.marks.dialog;
        window.__bench.clickPresented = [];
      });
      await button.click();
      const at = await mark(page, 'dialog');
      const clicked = await page.evaluate(() => window.__bench.click);
      record(`Dialog ${dialog.name}: ${which} open, click → field painted`, at - clicked, 'ms');
      const presented = await page
        .waitForFunction(() => window.__bench.clickPresented[0], null, { timeout: 5_000, polling: 50 })
        .then((handle) => handle.jsonValue())
        .catch(() => null);
      if (presented !== null) record(`Dialog ${dialog.name}: ${which} open, click → next frame on screen`, presented, 'ms');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
  } finally {
    await context.close();
  }
}

async function oneRun(browser, server, record) {
  const step = async (name, work) => {
    if (ONLY && !name.toLowerCase().includes(ONLY)) return;
    const at = Date.now();
    await work();
    if (process.env.BENCH_DEBUG) console.error(`  ${name}: ${Date.now() - at} ms`);
  };
  for (const latency of [0, LATENCY_MS]) {
    for (const load of LOADS) await step(`${load.path} +${latency}`, () => coldLoad(browser, server, record, load, { latency }));
  }
  for (const load of LOADS.filter((l) => l.list)) {
    await step(`${load.path} narrow`, () => coldLoad(browser, server, record, load, { viewport: NARROW }));
  }
  await step('sign-in', () => signInFlows(browser, server, record));
  for (const dialog of DIALOGS) await step(`dialog ${dialog.name}`, () => dialogOpens(browser, server, record, dialog));
}

// ---------------------------------------------------------------------------------------------------------------------
// Lighthouse: each page of LIGHTHOUSE_PAGES once per run on each server, alternating which server goes first.

let lighthouseVersion = '';
// Lighthouse's own measure of the machine's CPU speed at each run (higher is faster): the desktop preset simulates the
// network but runs the page's script at the machine's speed, so the scores of a slower or busier machine are lower.
const benchmarkIndexes = [];

/**
 * Lighthouse now and then fails to record its trace (NO_NAVSTART: "Please run Lighthouse again"), which says nothing of
 * the page: such a run is taken once more, and the bench says so. Any other failure still stops the bench.
 */
async function againOnTraceLoss(name, run) {
  try {
    return await run();
  } catch (error) {
    if (!/NO_NAVSTART|NO_TRACING_STARTED|NO_TRACE/.test(String(error))) throw error;
    console.error(`bench:load: ${name}, run again: ${error.message}`);
    return run();
  }
}
async function lighthouseRuns(servers) {
  // results[label] = Map(pathname → { runs, scores: { category: [] }, metrics: { audit: [] }, losses, opportunities })
  const results = Object.fromEntries(servers.map((s) => [s.label, new Map()]));
  for (let runIndex = 0; runIndex < LIGHTHOUSE_RUNS; runIndex += 1) {
    const turn = runIndex % 2 ? [...servers].reverse() : servers;
    for (const server of turn) {
      const runStarted = Date.now();
      for (const { pathname, signedIn } of LIGHTHOUSE_PAGES) {
        const name = `${server.label}${pathname}-${runIndex + 1}`.replace(/[^a-z0-9]+/gi, '-');
        const report = await againOnTraceLoss(name, async () =>
          runLighthouse({
            baseUrl: server.baseUrl,
            pathname,
            grant: signedIn ? await freshGrant(server) : null,
            tokenKey: TOKEN_STORAGE_KEY,
            reportFile: LIGHTHOUSE_REPORTS ? path.resolve(LIGHTHOUSE_REPORTS, `${name}.json`) : null,
          }),
        );
        lighthouseVersion = report.lhr.lighthouseVersion;
        if (typeof report.lhr.environment?.benchmarkIndex === 'number') benchmarkIndexes.push(report.lhr.environment.benchmarkIndex);
        const entry = results[server.label].get(pathname) ?? { runs: 0, scores: {}, metrics: {}, losses: new Map(), opportunities: new Map() };
        entry.runs += 1;
        for (const { id } of LIGHTHOUSE_CATEGORIES) (entry.scores[id] ??= []).push(report.scores[id]);
        for (const { id } of LIGHTHOUSE_METRICS) (entry.metrics[id] ??= []).push(report.metrics[id]);
        for (const [category, losses] of Object.entries(report.losses)) {
          for (const loss of losses) {
            const key = `${category} ${loss.id}`;
            const seen = entry.losses.get(key) ?? { category, id: loss.id, points: [], values: [], unit: loss.unit };
            seen.points.push(loss.points);
            if (typeof loss.value === 'number') seen.values.push(loss.value);
            entry.losses.set(key, seen);
          }
        }
        for (const found of report.opportunities) {
          const seen = entry.opportunities.get(found.id) ?? { id: found.id, savings: [] };
          seen.savings.push(found.savingsMs);
          entry.opportunities.set(found.id, seen);
        }
        results[server.label].set(pathname, entry);
      }
      console.error(`bench:load: Lighthouse run ${runIndex + 1}/${LIGHTHOUSE_RUNS} on ${server.label}: ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
    }
  }
  return results;
}

function printLighthouse(servers, results) {
  const base = servers.find((s) => s.label !== 'now');
  const shown = base ? [base, servers.find((s) => s.label === 'now')] : servers;
  const columns = [...LIGHTHOUSE_CATEGORIES.map((c) => c.label), ...LIGHTHOUSE_METRICS.map((m) => m.label)];
  console.log(`\nLighthouse ${lighthouseVersion}, desktop preset (simulated throttling), median of ${LIGHTHOUSE_RUNS} runs [min–max of the performance score]:\n`);
  console.log(`| page | ${base ? 'build | ' : ''}${columns.join(' | ')} |\n|---|${base ? '---|' : ''}${columns.map(() => '---').join('|')}|`);
  for (const { pathname, signedIn } of LIGHTHOUSE_PAGES) {
    for (const server of shown) {
      const entry = results[server.label].get(pathname);
      if (!entry) continue;
      const perf = entry.scores.performance;
      const cells = LIGHTHOUSE_CATEGORIES.map(({ id }) =>
        id === 'performance' ? `${median(perf)} [${Math.min(...perf)}–${Math.max(...perf)}]` : String(median(entry.scores[id])),
      );
      for (const { id, unit } of LIGHTHOUSE_METRICS) cells.push(format(median(entry.metrics[id]), unit));
      console.log(`| ${pathname}${signedIn ? ' (signed in)' : ''} | ${base ? `${server.label} | ` : ''}${cells.join(' | ')} |`);
    }
  }
  if (benchmarkIndexes.length) {
    const index = `${Math.round(median(benchmarkIndexes))} [${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}]`;
    console.log(`\nLighthouse's CPU benchmark index over the runs: ${index} (higher is faster; scores of machines far apart in it do not compare).`);
  }
  // Where the points go: the weighted audits that did not score 1, in points of 100 per run (the mean over the runs).
  console.log('\nWhere Lighthouse takes points off (mean points lost per run; in how many runs):');
  for (const server of shown) {
    for (const { pathname } of LIGHTHOUSE_PAGES) {
      const entry = results[server.label].get(pathname);
      if (!entry) continue;
      const parts = [];
      for (const { id, label } of LIGHTHOUSE_CATEGORIES) {
        const losses = [...entry.losses.values()]
          .filter((l) => l.category === id)
          .map((l) => ({ ...l, mean: l.points.reduce((a, b) => a + b, 0) / entry.runs }))
          .filter((l) => l.mean >= 0.05)
          .sort((a, b) => b.mean - a.mean);
        if (!losses.length) continue;
        // With the audit's median value where it has one (a metric's time).
        const value = (l) => (!l.values.length ? '' : `, ${l.unit === 'millisecond' ? `${Math.round(median(l.values))} ms` : median(l.values).toFixed(3)}`);
        const listed = losses.map((l) => `${l.id} −${l.mean.toFixed(1)} (${l.points.length}/${entry.runs}${value(l)})`);
        parts.push(`${label}: ${listed.join(', ')}`);
      }
      const opportunities = [...entry.opportunities.values()]
        .map((o) => ({ ...o, ms: median(o.savings) }))
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5)
        .map((o) => `${o.id} ~${Math.round(o.ms)} ms (${o.savings.length}/${entry.runs})`);
      if (opportunities.length) parts.push(`opportunities (estimated savings): ${opportunities.join(', ')}`);
      console.log(`- ${server.label} ${pathname}: ${parts.length ? parts.join('; ') : 'nothing'}`);
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------------

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const format = (value, unit) => (unit === 'ms' ? `${Math.round(value)} ms` : unit === 'cls' ? value.toFixed(3) : String(value));

const started = Date.now();
let browser;
try {
  const servers = [];
  let baseInfo = null;
  if (BASE) {
    baseInfo = prepareBase(BASE);
    if (!existsSync(path.join(baseInfo.dir, 'dist', 'public', 'remotes.json'))) throw new Error(`${BASE} built no dist/public`);
  }
  console.error('bench:load: starting the current tree');
  servers.push(await target('now', await startServer(root, PORT)));
  if (baseInfo) {
    console.error(`bench:load: starting ${BASE}`);
    servers.unshift(await target(`base ${BASE} (${baseInfo.commit.slice(0, 10)})`, await startServer(baseInfo.dir, PORT + 1)));
  }

  // Playwright kills the browser it launched when this process exits.
  browser = await chromium.launch(CHROMIUM);

  // results[label][name] = { unit, values, chains (the request chains), notes (how it was measured) }
  const results = Object.fromEntries(servers.map((s) => [s.label, new Map()]));
  const order = [];
  for (let runIndex = 0; runIndex < RUNS; runIndex += 1) {
    // Alternate which server goes first, so neither always meets a machine warmed (or loaded) by the other.
    const turn = runIndex % 2 ? [...servers].reverse() : servers;
    for (const server of turn) {
      const runStarted = Date.now();
      await oneRun(browser, server, (name, value, unit, { chain, note } = {}) => {
        if (!order.includes(name)) order.push(name);
        const entry = results[server.label].get(name) ?? { unit, values: [], chains: [], notes: new Set() };
        entry.values.push(value);
        if (chain) entry.chains.push(chain);
        if (note) entry.notes.add(note);
        results[server.label].set(name, entry);
      });
      console.error(`bench:load: run ${runIndex + 1}/${RUNS} on ${server.label}: ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
    }
  }
  await browser.close();
  const lighthouse = LIGHTHOUSE_RUNS ? await lighthouseRuns(servers) : null;

  const chromiumVersion = browser.version();
  const now = servers.find((s) => s.label === 'now');
  const base = servers.find((s) => s.label !== 'now');
  console.log(`\nbench:load — ${new Date().toISOString().slice(0, 10)}, Chromium ${chromiumVersion}, ${RUNS} runs, median [min–max], ${Math.round((Date.now() - started) / 1000)} s in all\n`);
  if (base) {
    console.log(`| measure | ${base.label} | now | now / base |\n|---|---|---|---|`);
  } else {
    console.log('| measure | now |\n|---|---|');
  }
  const cell = (entry) => `${format(median(entry.values), entry.unit)} [${format(Math.min(...entry.values), entry.unit)}–${format(Math.max(...entry.values), entry.unit)}]`;
  for (const name of order) {
    const mine = results[now.label].get(name);
    if (!base) {
      console.log(`| ${name} | ${mine ? cell(mine) : '—'} |`);
      continue;
    }
    const theirs = results[base.label].get(name);
    const ratio = mine && theirs && median(theirs.values) > 0 ? (median(mine.values) / median(theirs.values)).toFixed(2) : '—';
    console.log(`| ${name} | ${theirs ? cell(theirs) : '—'} | ${mine ? cell(mine) : '—'} | ${ratio} |`);
  }
  // How the sign-in measures were taken (where the sign-in landed), per server.
  for (const name of order) {
    for (const server of servers) {
      const notes = results[server.label].get(name)?.notes;
      if (notes?.size) console.log(`\n${name}, ${server.label}: ${[...notes].join('; ')}.`);
    }
  }
  for (const server of servers) {
    const entry = [...results[server.label].entries()].find(([name]) => name.startsWith('Longest request chain'))?.[1];
    if (!entry) continue;
    // The chain of a run whose length is the median's (rounded down).
    const wanted = Math.floor(median(entry.values));
    const chain = entry.chains.find((c) => c.length === wanted) ?? entry.chains[0];
    console.log(`\nLongest chain to /orders' list on ${server.label} (+${LATENCY_MS} ms/request), ${chain.length} requests, ms since the first request started:\n`);
    console.log('| # | request | start | end |\n|---|---|---|---|');
    chain.forEach((r, i) => console.log(`| ${i + 1} | \`${r.url.length > 100 ? `${r.url.slice(0, 97)}…` : r.url}\` | ${Math.round(r.start)} | ${Math.round(r.end)} |`));
  }
  if (lighthouse) printLighthouse(servers, lighthouse);
} catch (error) {
  console.error(`bench:load: ${error.stack ?? error.message}`);
  await browser?.close().catch(() => {});
  cleanUp();
  process.exit(1);
}
cleanUp();
process.exit(0);

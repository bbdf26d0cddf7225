// `pnpm bench:bundle`: what the browser downloads, measured in Chromium against the production build.
// Budgets (issue 3): everything /login downloads ≤ 150 KB of gzipped JS; each remote's own JS for its first route
// ≤ 15 KB gzipped, shared singletons excluded (issue 20, once the federation runtime is the shell's; issue 3 set 60 KB,
// which mf-whatsnew, bringing its own React 18, keeps). mf-classes has two first routes: /course, and /lessons for the Tutors
// and Partners who open nothing else. A route's files are those requested before the page first downloads on idle
// (a screen's main dialog, once its data is shown: the `backoffice:idle-preload` mark); what comes after is shown
// beside, outside the budget. Prints a table and exits 1 when over; BENCH_FILES=1 also lists each remote's own files.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM, startServer } from './server.mjs';

const KB = 1024;
const LOGIN_BUDGET = 150 * KB;
const REMOTE_BUDGET = 15 * KB;
const OWN_REACT_REMOTE_BUDGET = 60 * KB;
// `opened`: what a screen downloads only when used, measured after its first route and printed outside the budget (it
// must download something, or it was in the route's files).
const REMOTES = [
  {
    name: 'dashboard',
    path: '/dashboard?tab=student',
    opened: {
      what: "mf-dashboard's student profile dialog with its charts (opened)",
      open: async (page) => {
        await page.getByRole('button', { name: /^View the profile of / }).first().click();
        await page.locator('.recharts-line-curve').first().waitFor();
      },
    },
  },
  { name: 'orders', path: '/orders' },
  { name: 'classes', path: '/course' },
  { name: 'classes', path: '/lessons' },
  { name: 'people', path: '/user' },
  { name: 'ops', path: '/ops' },
  // On its own React 18 (a single-spa-react parcel, issue 18): its own JS is React DOM 18 and the page.
  { name: 'whatsnew', path: '/whats-new', budget: OWN_REACT_REMOTE_BUDGET },
];

const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const IDLE_PRELOAD_MARK = 'backoffice:idle-preload'; // shared/ui/src/preload-dialog.tsx

/** The paths of the files the page asked for once it started downloading on idle (none without the mark). */
function requestedOnIdle(page) {
  return page.evaluate((mark) => {
    const at = performance.getEntriesByName(mark, 'mark')[0]?.startTime;
    if (at === undefined) return [];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime >= at)
      .map((entry) => new URL(entry.name).pathname);
  }, IDLE_PRELOAD_MARK);
}

/**
 * Records every JS file a page downloads with its raw and gzipped size (gzip -9 of the body, as a CDN would serve it).
 * Bodies are read as the responses come; `settled()` waits for every one of them, and throws when one could not be
 * read, so a total is never taken before the files are in.
 */
function recordScripts(page) {
  const scripts = new Map();
  const pending = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || scripts.has(url.pathname)) return;
    scripts.set(url.pathname, null);
    const read = response.body().then(
      (body) => scripts.set(url.pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }),
      (error) => {
        throw new Error(`could not read ${url.pathname} (${response.status()}): ${error.message}`);
      },
    );
    read.catch(() => {}); // reported by settled(), not as an unhandled rejection that would leave the server running
    pending.push(read);
  });
  return {
    scripts,
    settled: async () => {
      // A response may arrive while earlier bodies are awaited: wait until no new one was added.
      for (let seen = -1; seen !== pending.length; ) {
        seen = pending.length;
        await Promise.all(pending);
      }
      return scripts;
    },
  };
}

/** What a page downloaded once its screen is up and the network has been idle: fails when it is nothing. */
async function downloaded(page, recorder, what) {
  await page.waitForLoadState('networkidle');
  const scripts = await recorder.settled();
  if (scripts.size === 0) throw new Error(`${what} downloaded no JavaScript: the page did not load, nothing to measure`);
  return scripts;
}

/** Files of a remote that provide shared modules: excluded from its own budget (the shell normally provides them). */
async function sharedAssetsOf(baseUrl, manifestUrl) {
  const manifest = await (await fetch(new URL(manifestUrl, baseUrl))).json();
  const files = new Set();
  for (const shared of manifest.shared ?? []) {
    for (const file of [...(shared.assets?.js?.sync ?? []), ...(shared.assets?.js?.async ?? [])]) files.add(file);
  }
  return files;
}

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 8190) });
const rows = [];
let failed = false;
try {
  const browser = await chromium.launch(CHROMIUM);
  const context = await browser.newContext({ timezoneId: 'Asia/Bangkok', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();

  const loginRecorder = recordScripts(page);
  await page.goto(`${server.baseUrl}/login`);
  await page.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
  const loginScripts = await downloaded(page, loginRecorder, '/login');
  const login = [...loginScripts.values()].reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), { raw: 0, gzip: 0 });
  rows.push({ what: '/login (everything)', files: loginScripts.size, raw: login.raw, gzip: login.gzip, budget: LOGIN_BUDGET });

  await page.getByLabel('Email').fill('superadmin@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL('**/dashboard');
  await page.waitForLoadState('networkidle');

  const runtime = await (await fetch(`${server.baseUrl}/remotes.json`)).json();
  for (const remote of REMOTES) {
    const remotePage = await context.newPage();
    const recorder = recordScripts(remotePage);
    await remotePage.goto(`${server.baseUrl}${remote.path}`);
    // The screen's heading: the remote's code has run (the shell's loading stand-in has none).
    await remotePage.locator('main h1').first().waitFor();
    const scripts = await downloaded(remotePage, recorder, remote.path);
    const manifestUrl = runtime.remotes[`mf_${remote.name}`];
    const folder = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
    const shared = await sharedAssetsOf(server.baseUrl, manifestUrl);
    const onIdle = new Set(await requestedOnIdle(remotePage));
    let raw = 0;
    let gzip = 0;
    let files = 0;
    const idle = { files: 0, gzip: 0 };
    for (const [pathname, size] of scripts) {
      if (onIdle.has(pathname)) {
        idle.files += 1;
        idle.gzip += size.gzip;
        continue;
      }
      if (!pathname.startsWith(folder) || shared.has(pathname.slice(folder.length))) continue;
      raw += size.raw;
      gzip += size.gzip;
      files += 1;
      if (process.env.BENCH_FILES) console.log(`${remote.path} ${pathname.slice(folder.length)} ${kb(size.gzip)}`);
    }
    if (files === 0) throw new Error(`${remote.path} downloaded none of mf-${remote.name}'s own JavaScript (under ${folder}): nothing to measure`);
    rows.push({ what: `mf-${remote.name} own JS (${remote.path})`, files, raw, gzip, budget: remote.budget ?? REMOTE_BUDGET, idle });
    if (remote.opened) {
      const before = new Set(scripts.keys());
      await remote.opened.open(remotePage);
      const after = await downloaded(remotePage, recorder, remote.opened.what);
      const added = [...after].filter(([pathname]) => !before.has(pathname) && !onIdle.has(pathname));
      if (added.length === 0) throw new Error(`${remote.opened.what} downloaded nothing: it came with ${remote.path}`);
      const sum = added.reduce((total, [, size]) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip }), { raw: 0, gzip: 0 });
      rows.push({ what: remote.opened.what, files: added.length, raw: sum.raw, gzip: sum.gzip, budget: null });
    }
    await remotePage.close();
  }
  await browser.close();
} finally {
  await server.stop();
}

console.log('\n| what | files | raw | gzip | budget | | then on idle (any JS) |\n|---|---|---|---|---|---|---|');
for (const row of rows) {
  const over = row.budget !== null && row.gzip > row.budget;
  failed ||= over;
  const idle = row.idle?.files ? `${row.idle.files} files, ${kb(row.idle.gzip)}` : '—';
  const budget = row.budget === null ? '—' : kb(row.budget);
  const verdict = row.budget === null ? '' : over ? 'OVER' : 'ok';
  console.log(`| ${row.what} | ${row.files} | ${kb(row.raw)} | ${kb(row.gzip)} | ${budget} | ${verdict} | ${idle} |`);
}
process.exit(failed ? 1 : 0);

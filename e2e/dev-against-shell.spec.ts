import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from './support/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { accountButton } from './support/auth';
import { siteDir } from './support/server';

// Issue 21: a team develops its remote against a deployed shell as the README says ("Against a deployed shell"). The
// shell is built the way staging is (production, ALLOW_REMOTE_OVERRIDE=true) and served by the API with the dev
// server's origin in REMOTE_ORIGINS; mf-ops's dev server runs on a copy of its sources. The override in the address
// shows the dev server's screen, and a saved change shows in the page without the shell being rebuilt, with nothing
// refused by the content security policy and the dev server's code mapped back to its sources.
const root = path.resolve(__dirname, '..');
const HEADING = 'Birthday Calendar';
const PAGE_FILE = 'src/features/birthdays/components/birthday-calendar-page.tsx';

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

type Started = { child: ChildProcess; output: () => string };

/** A command in a process group of its own (so it and its children stop together), its output kept for a failure. */
function start(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Started {
  const child = spawn(command, args, { cwd: options.cwd, env: { ...process.env, ...options.env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = `${output}${String(chunk)}`.slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

async function stop(started: Started | undefined): Promise<void> {
  const { child } = started ?? {};
  if (!child?.pid || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name);
    } catch {
      // Gone already.
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Runs a command to its end; fails with its output. */
async function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<void> {
  const started = start(command, args, options);
  const code = await new Promise<number | null>((resolve) => started.child.once('exit', resolve));
  if (code !== 0) throw new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}:\n${started.output()}`);
}

/** Waits until `url` answers 200, or fails naming what the process said (a dev server answers once it has compiled). */
async function waitForOk(url: string, started: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`exited with ${started.child.exitCode} before ${url} answered:\n${started.output()}`);
    const ok = await fetch(url, { signal: AbortSignal.timeout(30_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s:\n${started.output()}`);
}

/**
 * mf-ops's sources in a folder of their own, laid out as in the workspace (its node_modules, and the root's beside it),
 * so the journey edits a copy and never the real file.
 */
function copyOfOps(work: string): string {
  symlinkSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), 'dir');
  const app = path.join(work, 'mf-ops');
  mkdirSync(app);
  for (const entry of ['src', 'package.json', 'webpack.config.mjs']) cpSync(path.join(root, 'mf-ops', entry), path.join(app, entry), { recursive: true });
  symlinkSync(path.join(root, 'mf-ops', 'node_modules'), path.join(app, 'node_modules'), 'dir');
  return app;
}

async function signIn(page: Page, shell: string): Promise<void> {
  await page.goto(`${shell}/login`);
  await page.getByLabel('Email', { exact: true }).fill(ACCOUNTS.superadmin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(accountButton(page)).toBeVisible();
}

test("a remote's dev server inside a staging-built shell: the override shows its screen, and a saved change shows without rebuilding the shell", async ({
  page,
}) => {
  // A production build of the shell (about a minute on two cores), a first compile of the dev server (30–60 s on a
  // busy machine, beside it) and a fresh API with the demo data: bounded, but not the usual minute.
  test.setTimeout(8 * 60_000);
  const work = mkdtempSync(path.join(tmpdir(), 'backoffice-dev-against-shell-'));
  let api: Started | undefined;
  let devServer: Started | undefined;
  try {
    const [apiPort, devPort] = [await freePort(), await freePort()];
    const devOrigin = `http://localhost:${devPort}`;
    const shell = `http://127.0.0.1:${apiPort}`;

    // The dev server starts compiling while the shell is built.
    const ops = copyOfOps(work);
    devServer = start(path.join(root, 'mf-ops', 'node_modules', '.bin', 'webpack'), ['serve', '--mode', 'development', '--port', String(devPort)], { cwd: ops });
    await run(path.join(root, 'shell', 'node_modules', '.bin', 'webpack'), ['--mode', 'production', '--output-path', path.join(work, 'shell')], {
      cwd: path.join(root, 'shell'),
      env: { ALLOW_REMOTE_OVERRIDE: 'true' },
    });
    // The run's deployment with this shell in place of its own: the published remotes, remotes.json, the staging shell.
    const site = path.join(work, 'site');
    cpSync(siteDir(), site, { recursive: true });
    cpSync(path.join(work, 'shell'), site, { recursive: true });
    api = start(path.join(root, 'api', 'node_modules', '.bin', 'tsx'), ['src/main.ts'], {
      cwd: path.join(root, 'api'),
      env: {
        PORT: String(apiPort),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: path.join(work, 'data'),
        STATIC_DIR: site,
        REMOTE_ORIGINS: devOrigin,
        HOUSEKEEPING_INTERVAL_MS: '0',
      },
    });
    await waitForOk(`${shell}/api/health`, api, 120_000);
    await waitForOk(`${devOrigin}/mf-manifest.json`, devServer, 180_000);

    const refused: string[] = [];
    const uncaught: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) refused.push(message.text());
    });
    page.on('pageerror', (error) => uncaught.push(error.message));

    await signIn(page, shell);
    const entryFromDevServer = page.waitForResponse(`${devOrigin}/remoteEntry.js`);
    await page.goto(`${shell}/ops?remote=mf_ops@${devOrigin}/mf-manifest.json`);
    await expect(page.getByRole('status').filter({ hasText: `mf_ops → ${devOrigin}/mf-manifest.json` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HEADING, exact: true })).toBeVisible({ timeout: 30_000 });
    expect((await entryFromDevServer).ok()).toBe(true);

    // A line of the remote's source changes: the dev server compiles it and the page reloads itself, override and all.
    const edited = `${HEADING} (edited in the dev server)`;
    const file = path.join(ops, PAGE_FILE);
    const source = readFileSync(file, 'utf8');
    expect(source).toContain(`title="${HEADING}"`);
    writeFileSync(file, source.replace(`title="${HEADING}"`, `title="${edited}"`));
    await expect(page.getByRole('heading', { level: 1, name: edited, exact: true })).toBeVisible({ timeout: 120_000 });
    await expect(page).toHaveURL(`${shell}/ops?remote=mf_ops@${devOrigin}/mf-manifest.json`);

    // The dev server's code runs without eval, and its map gives the source back as written.
    const manifest = (await (await fetch(`${devOrigin}/mf-manifest.json`)).json()) as {
      exposes: Array<{ name: string; assets: { js: { sync: string[] } } }>;
    };
    const routes = manifest.exposes.find((expose) => expose.name === 'routes')!.assets.js.sync;
    const chunks = await Promise.all(routes.map(async (file) => ({ file, code: await (await fetch(`${devOrigin}/${file}`)).text() })));
    const pageChunk = chunks.find(({ code }) => code.includes(edited));
    expect(pageChunk, `the edited screen among ${routes.join(', ')}`).toBeDefined();
    expect(pageChunk!.code).not.toMatch(/\beval\(/);
    const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(pageChunk!.code)?.[1];
    expect(mapName).toBeDefined();
    const map = (await (await fetch(new URL(mapName!, `${devOrigin}/${pageChunk!.file}`))).json()) as { sources: string[]; sourcesContent: string[] };
    const original = map.sources.findIndex((name) => name.endsWith(PAGE_FILE));
    expect(original, map.sources.join('\n')).toBeGreaterThanOrEqual(0);
    expect(map.sourcesContent[original]).toContain(`<PageFrame path={PATHS.ops} title="${edited}">`);

    expect(refused).toEqual([]);
    expect(uncaught).toEqual([]);
  } finally {
    await Promise.all([stop(devServer), stop(api)]);
    rmSync(work, { recursive: true, force: true });
  }
});

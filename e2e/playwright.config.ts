import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { mailDir, SMTP_PORT } from './support/mail';
import { DATA_DIR_ENV, DATA_DIR_PREFIX, PORT, baseURL } from './support/server';

/**
 * The journeys run in Debian's Chromium against the production build as `pnpm start` serves it: one origin, the shell,
 * the five remotes and the API, on a fresh embedded database seeded with the demo data of the day the run starts.
 */

// The main process creates a fresh data folder for the run's server and hands it to the workers through the
// environment, so the tests can read the server's JWT secret (workers load this file again, with the variable set).
if (!process.env.TEST_WORKER_INDEX && !process.env[DATA_DIR_ENV]) {
  removeStaleDataDirs();
  process.env[DATA_DIR_ENV] = mkdtempSync(path.join(tmpdir(), DATA_DIR_PREFIX));
}
const dataDir = process.env[DATA_DIR_ENV] as string;

const chromium = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      // The address bar's suggestion popup, a web page Chromium 156 builds in a renderer of its own for every new
      // window (each test's context): about one of two cores for the first seconds of every test (bench/server.mjs).
      '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup,WebUIOmniboxFullPopup,WebUIOmniboxFullPopupV2',
    ],
  },
};
const RELEASE_JOURNEYS = '**/release.spec.ts';
// It builds a shell and runs a dev server beside the run's server: minutes of both cores, which would slow the others.
const DEV_SHELL_JOURNEYS = '**/dev-against-shell.spec.ts';

/** Data folders of earlier runs (older than a day) are dropped; a run still going is never that old. */
function removeStaleDataDirs(): void {
  const dayAgo = Date.now() - 24 * 60 * 60 * 1000;
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith(DATA_DIR_PREFIX)) continue;
    const dir = path.join(tmpdir(), name);
    try {
      if (statSync(dir).mtimeMs < dayAgo) rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another run's folder vanished meanwhile: nothing to do.
    }
  }
}

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The machine has two cores: the server, its build and the browsers share them.
  workers: 2,
  fullyParallel: true,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: 'list',
  // A journey's whole budget. 60 s ran out once on a slower machine of the same kind (Chromium about three times
  // slower): the CSV journey, two imports and four searches, was at its last step. A timeout only ends a hang.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    timezoneId: 'Asia/Bangkok',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: [RELEASE_JOURNEYS, DEV_SHELL_JOURNEYS] },
    // Releasing a remote changes what every tab of the run's server loads: these run alone, after all the others.
    { name: 'release', use: chromium, testMatch: RELEASE_JOURNEYS, dependencies: ['chromium'] },
    // Developing a remote against a staging shell (a server and a shell of its own): after the others too.
    { name: 'dev-against-shell', use: chromium, testMatch: DEV_SHELL_JOURNEYS, dependencies: ['chromium'] },
  ],
  webServer: [
    {
      // A real SMTP server on loopback, ready long before the app: the app's outbox sender delivers email to it.
      command: 'node support/mail-catcher.mjs',
      env: { SMTP_PORT: String(SMTP_PORT), MAIL_DIR: mailDir(dataDir) },
      port: SMTP_PORT,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // Run from e2e/: builds whatever app has no build yet, then serves everything on one origin.
      command: 'node ../scripts/start.mjs',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        // A site of its own, assembled from the current builds: a fresh deployment, whatever dist/public holds.
        STATIC_DIR: path.join(dataDir, 'site'),
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // The journeys wait for the mail: the sender looks for queued messages every half second instead of five.
        OUTBOX_POLL_MS: '500',
      },
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // A first build of the six webpack apps takes about four minutes on two cores.
      timeout: 10 * 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});

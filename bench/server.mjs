// Starts what `pnpm start` serves on a free port with a throwaway database, for a benchmark to measure.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

export async function startServer({ port = 8190 } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'backoffice-bench-'));
  const child = spawn('node', [path.join(root, 'scripts', 'start.mjs')], {
    cwd: root,
    // A site of its own from the current builds (a fresh deployment), whatever dist/public holds.
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, STATIC_DIR: path.join(dataDir, 'site'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, { exited: () => exitOf(child), minutes: 10 });
  return {
    baseUrl,
    // The database goes once the server has exited: removed before, PGlite would write part of it back on shutdown.
    // Every process of its group must be gone, not only start.mjs: the API can outlive it (SIGKILL after 10 s).
    stop: async () => {
      if (alive(child.pid)) {
        process.kill(-child.pid, 'SIGTERM');
        const deadline = Date.now() + 10_000;
        while (alive(child.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
        if (alive(child.pid)) process.kill(-child.pid, 'SIGKILL');
        while (alive(child.pid) && Date.now() < deadline + 2_000) await new Promise((resolve) => setTimeout(resolve, 100));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the API at `baseUrl` answers `/api/health`, asking every half second. Fails at once when `exited()` says
 * how the process ended (null while it runs), or after `minutes`.
 */
export async function waitForHealth(baseUrl, { exited, minutes, what = 'server' }) {
  const deadline = Date.now() + minutes * 60_000;
  for (;;) {
    const ended = exited();
    if (ended !== null) throw new Error(`${what} exited ${ended}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not start within ${minutes} minutes`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** How a spawned process ended, for waitForHealth: null while it runs. */
export const exitOf = (child) => (child.exitCode === null ? null : `with ${child.exitCode}`);

/** Whether a process group still has a process. */
function alive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Chromium's features that run beside the page under test and are no part of it. Debian's Chromium (156) builds the
 * address bar's suggestion popup as a web page of its own, in a renderer of its own, for every new window: each fresh
 * context of a benchmark opens one, and its scripts took about one of this machine's two cores for the whole cold load
 * of the page measured (seen in a trace: 1.9 s of that renderer's main thread during a 1.85 s load of /orders, which
 * took 1.0 s without it). A staff member's browser builds it once, when a window opens. Off, the page is measured alone.
 */
const CHROMIUM_DISABLED_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxFullPopupV2'];

export const CHROMIUM = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${CHROMIUM_DISABLED_FEATURES.join(',')}`,
  ],
};

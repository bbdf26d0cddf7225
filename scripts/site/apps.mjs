// @ts-check
// The workspace's apps as the site commands see them: where they are, their versions, how each is built.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@backoffice/mf-config';

export const root = path.resolve(import.meta.dirname, '../..');

/** The site `pnpm start` serves: STATIC_DIR, by default dist/public. */
export const siteDir = () => process.env.STATIC_DIR ?? path.join(root, 'dist', 'public');

/** Builds an app with webpack, unless it has a build already and `always` is false. @param {string} app */
export function buildApp(app, { always = false } = {}) {
  const dir = path.join(root, app);
  if (!always && existsSync(path.join(dir, 'dist', 'index.html'))) return;
  console.log(`building ${app}…`);
  execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** A remote by its folder name (mf-ops) or its federation name (mf_ops), or an error naming the ones there are. */
export function remoteNamed(/** @type {string | undefined} */ name) {
  const found = Object.entries(REMOTES).find(([app, remote]) => app === name || remote.federationName === name);
  if (!found) throw new Error(`Name a remote: ${Object.keys(REMOTES).join(', ')}`);
  const [app, remote] = found;
  return { app, ...remote };
}

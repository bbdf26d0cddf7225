// @ts-check
/**
 * The one shared-dependency table (ARCHITECTURE §3). Every app, shell and remotes alike, builds with it, so React, the
 * router, styled-components, jotai, TanStack Query, axios, dayjs and the @backoffice packages exist once in the page.
 * Versions are read from the installed packages, so the table never drifts from the lockfile.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The installed version of a dependency of the app, found as Node would find the package folder (walking up from the
 * app through node_modules): not every package exports './package.json', and workspace sources may not resolve yet.
 * @param {string} appDir
 * @param {string} name
 */
function installedVersion(appDir, name) {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(manifest)) return /** @type {string} */ (JSON.parse(readFileSync(manifest, 'utf8')).version);
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed for ${appDir}`);
  }
}

/**
 * @param {string} appDir
 * @param {string} name
 */
function caretOf(appDir, name) {
  const [major, minor] = installedVersion(appDir, name).split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/** Third-party singletons: one instance in the page, the highest compatible version loaded first wins. */
const THIRD_PARTY = ['react', 'react-dom', 'react-router', 'styled-components', 'jotai', '@tanstack/react-query', 'axios', 'dayjs'];
/** React's subpaths (react/jsx-runtime, react-dom/client...) must come from the same copy as react itself. */
const SUBPATHS = { 'react/': 'react', 'react-dom/': 'react-dom' };
/** The workspace packages every app imports. */
export const WORKSPACE_PACKAGES = [
  '@backoffice/domain',
  '@backoffice/api-client',
  '@backoffice/session',
  '@backoffice/ui',
  '@backoffice/remote-kit',
];

/**
 * @param {string} appDir the folder of the app being built (its package.json resolves the versions)
 * @returns {Record<string, { singleton: true; requiredVersion: string; version?: string }>}
 */
export function sharedDependencies(appDir) {
  /** @type {Record<string, { singleton: true; requiredVersion: string; version?: string }>} */
  const shared = {};
  for (const name of THIRD_PARTY) shared[name] = { singleton: true, requiredVersion: caretOf(appDir, name) };
  for (const [key, name] of Object.entries(SUBPATHS)) shared[key] = { singleton: true, requiredVersion: caretOf(appDir, name) };
  for (const name of WORKSPACE_PACKAGES) {
    const entry = { singleton: true, requiredVersion: caretOf(appDir, name), version: installedVersion(appDir, name) };
    // The root and its subpaths (`@backoffice/ui/button`) come from the same copy: a second copy of the session
    // package would hold a second token.
    shared[name] = entry;
    shared[`${name}/`] = { ...entry };
  }
  return shared;
}

/** The names of the shared singletons, for budgets and tests that check each is downloaded once. */
export const SHARED_SINGLETONS = [...THIRD_PARTY, ...WORKSPACE_PACKAGES];

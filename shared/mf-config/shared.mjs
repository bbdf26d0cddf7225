// @ts-check
/**
 * The one shared-dependency table (ARCHITECTURE §3). Every app, shell and remotes alike, builds with it, so React, the
 * router, styled-components, jotai, TanStack Query, axios, dayjs and the @backoffice packages exist once in the page.
 * Versions are read from the installed packages, so the table never drifts from the lockfile.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The installed version of a dependency of the app, found as Node would find the package folder (walking up from the
 * app through node_modules): not every package exports './package.json', and workspace sources may not resolve yet.
 * @param {string} appDir
 * @param {string} name
 */
function installedVersion(appDir, name) {
  return /** @type {string} */ (readPackage(packageDir(appDir, name)).version);
}

/**
 * @param {string} appDir
 * @param {string} name
 */
function packageDir(appDir, name) {
  for (let dir = appDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error(`${name} is not installed for ${appDir}`);
  }
}

/** @param {string} dir */
function readPackage(dir) {
  return JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
}

/**
 * The import specifiers a workspace package's `exports` map allows (`./*` patterns expanded against its files), listed
 * one by one with the file each names: a trailing-slash share key would make Node resolve a deprecated `./` pattern.
 * @param {string} appDir
 * @param {string} name
 * @returns {Map<string, string>} specifier → absolute file
 */
function workspaceSubpaths(appDir, name) {
  const dir = packageDir(appDir, name);
  const exportsMap = readPackage(dir).exports ?? {};
  /** @type {Map<string, string>} */
  const specifiers = new Map();
  for (const [key, target] of Object.entries(exportsMap)) {
    // Test helpers (`./test-utils`) are never shared: no production build imports them.
    if (key === '.' || typeof target !== 'string' || key.includes('test')) continue;
    if (!key.includes('*')) {
      specifiers.set(`${name}/${key.slice(2)}`, path.join(dir, target));
      continue;
    }
    const [targetPrefix, targetSuffix] = target.split('*');
    const folder = path.join(dir, path.dirname(`${targetPrefix}x`));
    for (const file of readdirSync(folder)) {
      const relative = `./${path.posix.join(path.posix.dirname(`${targetPrefix}x`), file)}`;
      if (!relative.startsWith(targetPrefix) || !relative.endsWith(targetSuffix) || /^index\.|test/.test(file)) continue;
      const stem = relative.slice(targetPrefix.length, relative.length - targetSuffix.length);
      specifiers.set(`${name}/${key.slice(2).replace('*', stem)}`, path.join(dir, relative));
    }
  }
  return specifiers;
}

/**
 * The file a workspace package's root names (`exports['.']`).
 * @param {string} appDir
 * @param {string} name
 */
function workspaceRoot(appDir, name) {
  const dir = packageDir(appDir, name);
  const exportsMap = readPackage(dir).exports ?? {};
  return typeof exportsMap['.'] === 'string' ? path.join(dir, exportsMap['.']) : null;
}

/**
 * @param {string} appDir
 * @param {string} name
 */
function caretOf(appDir, name) {
  const [major, minor] = installedVersion(appDir, name).split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/**
 * Third-party singletons: one instance in the page, the highest compatible version loaded first wins. The form stack
 * (react-hook-form, its resolvers, zod) is here too: the shell and two remotes use it, and zod also comes with the
 * domain package's schemas, so each app bundling its own would download it up to three times. Every app's build has
 * them installed (the root package.json lists each shared library).
 */
const THIRD_PARTY = [
  'react',
  'react-dom',
  'react-router',
  'styled-components',
  'jotai',
  '@tanstack/react-query',
  'axios',
  'dayjs',
  'react-hook-form',
  '@hookform/resolvers',
  'zod',
];
/** Subpaths that must come from the same copy as their package (react/jsx-runtime, react-dom/client...). */
const SUBPATHS = { 'react/': 'react', 'react-dom/': 'react-dom', '@hookform/resolvers/zod': '@hookform/resolvers' };
/** The file shared as react-router: its browser part only (react-router.mjs says why). */
export const REACT_ROUTER_SHARED = path.join(import.meta.dirname, 'react-router.mjs');
/**
 * How the shared table names that file: a package request (webpack aliases it to the file), since the federation
 * plugin would also build a file path into the HTML template's child compilation, as a stray chunk in every dist.
 */
export const REACT_ROUTER_SHARED_REQUEST = '@backoffice/mf-config/react-router';

/**
 * The react-router build the shared file re-exports: the production one (its development warnings left out) unless the
 * build is for development.
 * @param {string} appDir
 * @param {boolean} production
 */
export function reactRouterDist(appDir, production) {
  return path.join(packageDir(appDir, 'react-router'), 'dist', production ? 'production' : 'development', 'index.mjs');
}
/** The workspace packages every app imports. */
export const WORKSPACE_PACKAGES = [
  '@backoffice/domain',
  '@backoffice/api-client',
  '@backoffice/session',
  '@backoffice/ui',
  '@backoffice/remote-kit',
];
/**
 * Packages that hold state (the token, the session store) or are imported subpath by subpath are shared subpath by
 * subpath too: a second copy of any of their modules would be a second state. The UI packages are shared as a whole
 * only; a subpath import of them (the sign-in page's few components) is bundled into the importer, tree-shaken and
 * without a federation round trip, which is what keeps the first page small.
 */
const SHARED_BY_SUBPATH = new Set(['@backoffice/domain', '@backoffice/api-client', '@backoffice/session']);
/**
 * Workspace packages without state of their own: shared, but not as singletons. A remote built against a newer minor
 * version than the shell's (a package that gained exports gets a new minor version) then runs its own copy instead of
 * the shell's older one, which would lack what the remote imports: so a remote is released without rebuilding the
 * shell. When the versions match, the copy loaded first is used and nothing is downloaded twice. (The domain package's
 * one piece of state, the centre's time zone, lives on globalThis for that reason.) The packages with state stay
 * singletons; a remote needing more of them than the deployed shell has waits for a shell release.
 */
const STATELESS = new Set(['@backoffice/domain', '@backoffice/ui']);

/**
 * @typedef {{ singleton: boolean; strictVersion?: boolean; requiredVersion: string; version?: string; import?: string }} SharedEntry
 * @param {string} appDir the folder of the app being built (its package.json resolves the versions)
 * @param {{ host?: boolean }} [options] host: the build is the shell's, which provides every module of the packages
 *   shared subpath by subpath, whether it imports it or not
 * @returns {Record<string, SharedEntry>}
 */
export function sharedDependencies(appDir, { host = false } = {}) {
  /** @type {Record<string, SharedEntry>} */
  const shared = {};
  // strictVersion: a remote whose range the page's copy does not satisfy (built for React 20 under a React 19 shell)
  // fails to load and shows its fallback, naming the mismatch, instead of rendering on a library it was not built for
  // (issue 21); without it the runtime only logs a warning.
  for (const name of THIRD_PARTY) shared[name] = { singleton: true, strictVersion: true, requiredVersion: caretOf(appDir, name) };
  // Its own version stated: the shared file belongs to this package, whose version is not the router's.
  shared['react-router'] = {
    ...shared['react-router'],
    import: REACT_ROUTER_SHARED_REQUEST,
    version: installedVersion(appDir, 'react-router'),
  };
  for (const [key, name] of Object.entries(SUBPATHS)) {
    shared[key] = { singleton: true, strictVersion: true, requiredVersion: caretOf(appDir, name) };
    // A subpath folder with a package.json of its own (@hookform/resolvers/zod says 1.0.0) must not lend its version.
    if (!key.endsWith('/')) shared[key].version = installedVersion(appDir, name);
  }
  for (const name of WORKSPACE_PACKAGES) {
    const singleton = !STATELESS.has(name);
    const entry = {
      singleton,
      // A singleton with state (the session, the API client) the shell's copy cannot serve refuses to load, as above;
      // a stateless package the shell's copy cannot serve is loaded from the remote's own copy (webpack's default).
      ...(singleton ? { strictVersion: true } : {}),
      requiredVersion: caretOf(appDir, name),
      version: installedVersion(appDir, name),
    };
    if (!SHARED_BY_SUBPATH.has(name)) {
      shared[name] = entry;
      continue;
    }
    // The shell provides each of these modules by its file, which the federation plugin provides whether the shell
    // imports it or not (a package request is provided only once the app imports it). Apps import the domain module
    // by module, so a screen runs only the schemas it uses (issue 20), and a remote's module the shell does not use
    // itself (the dashboard's consultations) still comes from the shell: its imports of the domain's other modules are
    // then the shell's copies, loaded already, not the remote's own copies downloaded again. The root stays provided
    // for remotes built before the domain was imported by subpath.
    const providedFrom = (/** @type {string | null} */ file) => (host && file ? { ...entry, import: file } : { ...entry });
    shared[name] = providedFrom(workspaceRoot(appDir, name));
    for (const [subpath, file] of workspaceSubpaths(appDir, name)) shared[subpath] = providedFrom(file);
  }
  return shared;
}

/**
 * The version of every shared module as an app built with this table provides it: the table's own where it states one,
 * else the installed package's (a subpath such as react-dom/client is its package's).
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
export function providedVersions(appDir) {
  /** @type {Record<string, string>} */
  const versions = {};
  for (const [key, entry] of Object.entries(sharedDependencies(appDir))) {
    const parts = key.split('/');
    const packageName = key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
    versions[key] = entry.version ?? installedVersion(appDir, packageName);
  }
  return versions;
}

/** The names of the shared packages, for budgets and tests that check each is downloaded once. */
export const SHARED_PACKAGES = [...THIRD_PARTY, ...WORKSPACE_PACKAGES];

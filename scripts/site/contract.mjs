// @ts-check
// The contract a remote must keep to run in the shell (issue 18): its manifest exposes ./routes, and every singleton it
// shares (React, the router, styled-components, jotai, TanStack Query, the API client, the session...) is satisfied by
// the version the shell provides, or the remote would run on a library it was not built for (issue 21: a remote built
// for React ^20 rendered on the shell's React 19 with only a warning). A non-singleton the shell cannot satisfy is not
// a failure: the remote then loads its own copy.
import semver from 'semver';

/** Where the shell's build lists the versions it provides (shared/mf-config/shared-versions-plugin.mjs). */
export const SHELL_VERSIONS_FILE = 'shared-versions.json';
/**
 * Where an app's build lists what its shared copies export and what it imports from shared modules
 * (shared/mf-config/shared-exports-plugin.mjs).
 */
export const SHARED_EXPORTS_FILE = 'shared-exports.json';

/**
 * @typedef {{ name: string; requiredVersion?: string; singleton?: boolean }} ManifestShared
 * @typedef {{ name?: string; exposes?: Array<{ path?: string; name?: string }>; shared?: ManifestShared[] }} Manifest
 */

/**
 * What keeps a remote from running in the shell, one sentence each; empty when it fits. With `exports` (the remote's
 * imports and the shell's copies' exports, from their builds' shared-exports.json), a name the remote imports from a
 * shared module whose shell copy it would take (the shell's version is in its range) must be one that copy exports.
 * @param {Manifest} manifest the remote's mf-manifest.json
 * @param {Record<string, string>} shellVersions shared module → the version the shell provides
 * @param {{ used?: Record<string, string[]>; provided?: Record<string, string[]> }} [exports]
 */
export function contractProblems(manifest, shellVersions, exports = {}) {
  const problems = [];
  const ranges = new Map((manifest.shared ?? []).map((shared) => [shared.name, shared.requiredVersion]));
  for (const [key, names] of Object.entries(exports.used ?? {})) {
    const exported = exports.provided?.[key];
    const range = ranges.get(key);
    const version = shellVersions[key];
    if (!exported || !range || !version || !semver.satisfies(version, range, { includePrerelease: true })) continue;
    const missing = names.filter((name) => name !== '*' && name !== 'default' && !exported.includes(name));
    if (missing.length > 0) {
      problems.push(
        `${manifest.name ?? 'the remote'} imports ${missing.join(', ')} from ${key}, which the shell's ${key} ${version} does not export: ` +
          `give ${key} a new version (its range then makes the remote load its own copy)`,
      );
    }
  }
  const exposes = (manifest.exposes ?? []).map((expose) => expose.path ?? `./${expose.name}`);
  if (!exposes.includes('./routes')) problems.push(`${manifest.name ?? 'the remote'} does not expose ./routes`);
  for (const shared of manifest.shared ?? []) {
    if (!shared.singleton || !shared.requiredVersion) continue;
    // A trailing-slash key ('react/') provides every subpath of its package ('react/jsx-runtime').
    const prefix = Object.keys(shellVersions).find((key) => key.endsWith('/') && shared.name.startsWith(key));
    const provided = shellVersions[shared.name] ?? (prefix ? shellVersions[prefix] : undefined);
    if (!provided) {
      problems.push(`${shared.name} ${shared.requiredVersion} is shared as a singleton but the shell provides none`);
    } else if (!semver.satisfies(provided, shared.requiredVersion, { includePrerelease: true })) {
      problems.push(`${shared.name} ${shared.requiredVersion} is needed but the shell provides ${provided}`);
    }
  }
  return problems;
}

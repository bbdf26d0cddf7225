// @ts-check
// The contract a remote must keep to run in the shell (issue 18): its manifest exposes ./routes, and every singleton it
// shares (React, the router, styled-components, jotai, TanStack Query, the API client, the session...) is satisfied by
// the version the shell provides, or the remote would run on a library it was not built for (issue 21: a remote built
// for React ^20 rendered on the shell's React 19 with only a warning). A non-singleton the shell cannot satisfy is not
// a failure: the remote then loads its own copy.
//
// A remote may instead bring its own React (a single-spa-react parcel, issue 18): it shares neither react nor react-dom,
// and then no library bound to the shell's React either, since the shell's copy would render on React the remote does
// not run. What else it shares is checked as for any remote.
import semver from 'semver';

/** Shared modules whose copy in the page is bound to the shell's React: a remote on its own React may not share them. */
const BOUND_TO_REACT = [
  'react-router',
  'styled-components',
  'jotai',
  '@tanstack/react-query',
  'react-hook-form',
  '@hookform/resolvers',
  '@backoffice/ui',
  '@backoffice/remote-kit',
  '@backoffice/session',
];

/** @param {string} name @param {string} pkg whether a share key is the package or one of its subpaths */
const isOf = (name, pkg) => name === pkg || name.startsWith(`${pkg}/`);

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
  const sharedNames = (manifest.shared ?? []).map((shared) => shared.name);
  const sharesReact = sharedNames.some((name) => isOf(name, 'react'));
  const sharesReactDom = sharedNames.some((name) => isOf(name, 'react-dom'));
  if (sharesReact !== sharesReactDom) {
    problems.push(
      `${manifest.name ?? 'the remote'} shares ${sharesReact ? 'react but not react-dom' : 'react-dom but not react'}: share both to render in ` +
        "the shell's tree, or neither to bring its own React (a single-spa parcel)",
    );
  } else if (!sharesReact) {
    const bound = sharedNames.filter((name) => BOUND_TO_REACT.some((pkg) => isOf(name, pkg)));
    if (bound.length > 0) {
      problems.push(
        `${manifest.name ?? 'the remote'} brings its own React but shares ${bound.join(', ')}, whose copy in the page runs on the shell's React: bundle its own`,
      );
    }
  }
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

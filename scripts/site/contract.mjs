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
 * @typedef {{ name: string; requiredVersion?: string; singleton?: boolean }} ManifestShared
 * @typedef {{ name?: string; exposes?: Array<{ path?: string; name?: string }>; shared?: ManifestShared[] }} Manifest
 */

/**
 * What keeps a remote from running in the shell, one sentence each; empty when it fits.
 * @param {Manifest} manifest the remote's mf-manifest.json
 * @param {Record<string, string>} shellVersions shared module → the version the shell provides
 */
export function contractProblems(manifest, shellVersions) {
  const problems = [];
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

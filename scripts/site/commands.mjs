// @ts-check
// What `pnpm release`, `pnpm rollback` and `pnpm prune-remotes` do, for the scripts that parse their arguments and for
// the tests that run them on a site of their own.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { contractProblems, SHARED_EXPORTS_FILE, SHELL_VERSIONS_FILE } from './contract.mjs';
import { pointRemoteAt, publishedVersions, publishRemote, pruneRemote, readRemotesFile, versionOf } from './site.mjs';

/** @typedef {{ federationName: string; publicFolder: string }} Remote */

/** The contract check against the shell the site serves; throws naming every problem. */
export function checkAgainstShell(/** @type {string} */ site, /** @type {string} */ manifestFile, /** @type {string} */ label) {
  const versionsFile = path.join(site, SHELL_VERSIONS_FILE);
  if (!existsSync(versionsFile)) throw new Error(`The site has no ${SHELL_VERSIONS_FILE}: publish a shell built from this release or later first`);
  // What the remote imports and what the shell's copies export, where both builds wrote them (builds of this release on).
  const readExports = (/** @type {string} */ file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {});
  const remoteExports = readExports(path.join(path.dirname(manifestFile), SHARED_EXPORTS_FILE));
  const shellExports = readExports(path.join(site, SHARED_EXPORTS_FILE));
  const problems = contractProblems(JSON.parse(readFileSync(manifestFile, 'utf8')), JSON.parse(readFileSync(versionsFile, 'utf8')), {
    used: remoteExports.used,
    provided: shellExports.provided,
  });
  if (problems.length > 0) throw new Error(`${label} does not fit the shell:\n- ${problems.join('\n- ')}`);
}

/**
 * Publishes a remote's build under its version beside the older ones, after the contract check, and only then points
 * remotes.json at it. Returns the version it replaced.
 * @param {{ site: string; remote: Remote; buildDir: string; version: string }} options
 */
export function release({ site, remote, buildDir, version }) {
  const manifest = path.join(buildDir, 'mf-manifest.json');
  if (!existsSync(manifest)) throw new Error(`${buildDir} holds no mf-manifest.json: build the remote first`);
  checkAgainstShell(site, manifest, `${remote.federationName} ${version}`);
  const previous = versionOf(readRemotesFile(site)?.remotes[remote.federationName] ?? '');
  if (publishRemote(site, remote.publicFolder, version, buildDir) === 'conflict') {
    throw new Error(`${remote.federationName} ${version} is published already with another build: bump the remote's version to release this one`);
  }
  pointRemoteAt(site, remote.federationName, remote.publicFolder, version);
  return previous;
}

/**
 * Points remotes.json back at a published version: the one given, or the newest below the current one. Checked
 * against the shell as a release is (the shell may have moved on since). Returns the version it pointed at.
 * @param {{ site: string; remote: Remote; version?: string | undefined }} options
 */
export function rollback({ site, remote, version }) {
  const current = versionOf(readRemotesFile(site)?.remotes[remote.federationName] ?? '');
  const versions = publishedVersions(site, remote.publicFolder);
  const target = version ?? [...versions].reverse().find((candidate) => current !== null && semver.lt(candidate, current));
  if (!target) throw new Error(`${remote.federationName} has no published version older than ${current ?? 'the current one'} to roll back to`);
  if (!versions.includes(target)) throw new Error(`${remote.federationName} ${target} is not published (there are: ${versions.join(', ') || 'none'})`);
  checkAgainstShell(site, path.join(site, 'remotes', remote.publicFolder, target, 'mf-manifest.json'), `${remote.federationName} ${target}`);
  pointRemoteAt(site, remote.federationName, remote.publicFolder, target);
  return target;
}

/** Removes each remote's versions older than its newest `keep`, never the current one. @param {{ site: string; remotes: Remote[]; keep: number }} options */
export function prune({ site, remotes, keep }) {
  if (!Number.isInteger(keep) || keep < 1) throw new Error('--keep takes a whole number of versions, at least 1');
  return remotes.map((remote) => ({ remote: remote.federationName, removed: pruneRemote(site, remote.federationName, remote.publicFolder, keep) }));
}

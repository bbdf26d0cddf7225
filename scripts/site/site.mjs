// @ts-check
// The published site `pnpm start` serves (STATIC_DIR, by default dist/public): the shell at its root, each remote's
// builds under remotes/<folder>/<version>/, and remotes.json naming the version each remote runs (issues 18 and 21).
//
// Published versions are immutable and kept: an open tab that started on a version keeps loading that version's lazy
// chunks after a release, and a rollback has something to roll back to. Only the release and rollback commands (or an
// operator's edit) change which version remotes.json names; only `pnpm prune-remotes` removes versions, never the
// current one.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { COMPRESSION_OPTIONS } from '@backoffice/mf-config';
import semver from 'semver';

export const REMOTES_FILE = 'remotes.json';

/** @typedef {{ api: string; remotes: Record<string, string>; [key: string]: unknown }} RemotesFile */

/** @param {string} siteDir @returns {RemotesFile | null} */
export function readRemotesFile(siteDir) {
  const file = path.join(siteDir, REMOTES_FILE);
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8'));
}

/**
 * Writes remotes.json whole and then renames it over the old one: a server or a tab reading it meanwhile sees the old
 * file or the new one, never half of one.
 * @param {string} siteDir @param {RemotesFile} content
 */
export function writeRemotesFile(siteDir, content) {
  const file = path.join(siteDir, REMOTES_FILE);
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, `${JSON.stringify(content, null, 2)}\n`);
  renameSync(partial, file);
}

/** The manifest address remotes.json uses for a remote's version. @param {string} folder @param {string} version */
export const manifestPath = (folder, version) => `/remotes/${folder}/${version}/mf-manifest.json`;

/** The version a manifest address names, or null for another shape (a CDN, an override). @param {string} entry */
export function versionOf(entry) {
  const match = /^\/remotes\/[^/]+\/([^/]+)\/mf-manifest\.json$/.exec(entry);
  return match ? match[1] : null;
}

/** Every file below a folder, relative, sorted. @param {string} dir @returns {string[]} */
function filesBelow(dir) {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => statSync(path.join(dir, file)).isFile())
    .sort();
}

/**
 * The compressed copies a build writes beside a file (shared/mf-config's precompressed(): `x.js.br`, `x.js.gz`), and
 * how each is made and read back. The server sends such a copy instead of the file whenever the browser accepts it.
 */
const COMPRESSED_COPIES = [
  {
    suffix: '.br',
    compress: (/** @type {Buffer} */ data) => brotliCompressSync(data, COMPRESSION_OPTIONS.brotli),
    decompress: (/** @type {Buffer} */ data) => brotliDecompressSync(data),
  },
  {
    suffix: '.gz',
    compress: (/** @type {Buffer} */ data) => gzipSync(data, COMPRESSION_OPTIONS.gzip),
    decompress: (/** @type {Buffer} */ data) => gunzipSync(data),
  },
];

/** A compressed copy of another file of the folder: derived from it, so not part of what makes a build itself. */
const isCompressedCopy = (/** @type {string} */ dir, /** @type {string} */ file) =>
  COMPRESSED_COPIES.some(({ suffix }) => file.endsWith(suffix) && existsSync(path.join(dir, file.slice(0, -suffix.length))));

/**
 * Makes every compressed copy in a folder hold its file's bytes again. A build changed after it was made (a path
 * rewritten, a heading patched, as the release journey does) keeps its old copies, and the server would send the old
 * code to every browser that accepts brotli or gzip; a copy that does not read back as its file is written anew.
 * @param {string} dir
 */
function refreshCompressedCopies(dir) {
  for (const file of filesBelow(dir)) {
    for (const { suffix, compress, decompress } of COMPRESSED_COPIES) {
      const copy = path.join(dir, file + suffix);
      if (!existsSync(copy)) continue;
      const original = readFileSync(path.join(dir, file));
      let current = null;
      try {
        current = decompress(readFileSync(copy));
      } catch {
        // Not readable as its format: as stale as a copy of other bytes.
      }
      if (current !== null && current.equals(original)) continue;
      writeFileSync(copy, compress(original));
    }
  }
}

/**
 * A digest of a folder's files and contents: two builds are the same version only if they are the same bytes. The
 * compressed copies are left out: they follow from the files (refreshCompressedCopies), and a build whose copies were
 * rewritten on publishing is still the build it was.
 */
function digestOf(/** @type {string} */ dir) {
  const hash = createHash('sha256');
  for (const file of filesBelow(dir).filter((name) => !isCompressedCopy(dir, name))) {
    hash.update(file).update('\0').update(readFileSync(path.join(dir, file))).update('\0');
  }
  return hash.digest('hex');
}

/** The versions of a remote published in the site, oldest first. @param {string} siteDir @param {string} folder */
export function publishedVersions(siteDir, folder) {
  const dir = path.join(siteDir, 'remotes', folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => semver.valid(name) && existsSync(path.join(dir, name, 'mf-manifest.json')))
    .sort(semver.compare);
}

/**
 * Publishes a remote's build under its version's folder. A new version is copied beside the folder and renamed into
 * place, so it appears whole. A version already published is never replaced: `published` when it holds these very
 * bytes, `conflict` when it holds another build (bump the version to release that one).
 * @param {string} siteDir @param {string} folder @param {string} version @param {string} buildDir
 * @returns {'new' | 'published' | 'conflict'}
 */
export function publishRemote(siteDir, folder, version, buildDir) {
  if (!semver.valid(version)) throw new Error(`${version} is not a semantic version`);
  const target = path.join(siteDir, 'remotes', folder, version);
  if (existsSync(target)) return digestOf(target) === digestOf(buildDir) ? 'published' : 'conflict';
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.${process.pid}.tmp`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(buildDir, partial, { recursive: true });
  refreshCompressedCopies(partial);
  renameSync(partial, target);
  return 'new';
}

/**
 * Points remotes.json at a published version of a remote, other remotes untouched.
 * @param {string} siteDir @param {string} federationName @param {string} folder @param {string} version
 */
export function pointRemoteAt(siteDir, federationName, folder, version) {
  if (!existsSync(path.join(siteDir, 'remotes', folder, version, 'mf-manifest.json'))) {
    throw new Error(`${federationName} ${version} is not published in ${REMOTES_FILE}'s site`);
  }
  const current = readRemotesFile(siteDir) ?? { api: '/api', remotes: {} };
  writeRemotesFile(siteDir, { ...current, remotes: { ...current.remotes, [federationName]: manifestPath(folder, version) } });
}

/**
 * Removes a remote's versions older than the newest `keep`, never the one remotes.json names.
 * @param {string} siteDir @param {string} federationName @param {string} folder @param {number} keep
 * @returns {string[]} the versions removed
 */
export function pruneRemote(siteDir, federationName, folder, keep) {
  const current = versionOf(readRemotesFile(siteDir)?.remotes[federationName] ?? '');
  const versions = publishedVersions(siteDir, folder);
  const removed = versions.slice(0, Math.max(0, versions.length - keep)).filter((version) => version !== current);
  for (const version of removed) rmSync(path.join(siteDir, 'remotes', folder, version), { recursive: true, force: true });
  return removed;
}

/**
 * Puts a shell build and remote builds into the site, as `pnpm build` and `pnpm start` do: the shell's files over the
 * old ones (its hashed chunks stay for tabs running the old shell), each remote's build published under its version
 * (never replacing a published one), and remotes.json written when missing or naming a remote it lacked. A remote it
 * names already keeps its version. Returns the remotes whose version was published with another build.
 * @param {{ site: string; shellDir: string; remotes: Array<{ federationName: string; publicFolder: string; buildDir: string; version: string }> }} options
 */
export function assembleSite({ site, shellDir, remotes }) {
  mkdirSync(site, { recursive: true });
  cpSync(shellDir, site, { recursive: true });
  const current = readRemotesFile(site) ?? { api: '/api', remotes: {} };
  const named = { ...current.remotes };
  const conflicts = [];
  for (const remote of remotes) {
    if (publishRemote(site, remote.publicFolder, remote.version, remote.buildDir) === 'conflict') conflicts.push(remote);
    named[remote.federationName] ??= manifestPath(remote.publicFolder, remote.version);
  }
  writeRemotesFile(site, { ...current, remotes: named });
  return conflicts;
}

/** The version a remote's build says it is (its manifest's build info). @param {string} buildDir */
export function buildVersion(buildDir) {
  const manifest = JSON.parse(readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8'));
  const version = manifest?.metaData?.buildInfo?.buildVersion;
  if (typeof version !== 'string' || !semver.valid(version)) throw new Error(`${buildDir}/mf-manifest.json names no version`);
  return version;
}

import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { remoteFor } from '@backoffice/domain/remote-routes';

/** A file the page asks the browser to fetch at once (`<link rel="preload">`). */
export type Preload = { href: string; as: 'script' | 'fetch' };

/** Written by the shell's build (shell/build/start-files-plugin.mjs) beside index.html. */
export const START_FILES = 'start-files.json';

// The remote's modules a screen runs first: its screens and the request it starts as the navigation begins.
const FIRST_EXPOSES = new Set(['routes', 'preload']);

type Manifest = {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; assets?: { js?: { sync?: string[] } } }>;
};

/**
 * The files a screen at `pathname` runs before its first row (issue 20). Named in the page, they download side by side
 * with the shell's entry instead of each waiting for the code that asks for it: the shell's start files, then the
 * owning remote's manifest, entry and first modules. Only screens of a remote get them: the sign-in page keeps its own
 * small download. A file that cannot be read, or a remote published on another origin, just gives fewer hints; the
 * page goes out anyway.
 */
export async function screenPreloads(
  siteRoot: string,
  pathname: string,
  remotes: unknown,
): Promise<Preload[]> {
  const remote = remoteFor(pathname);
  if (!remote) return [];
  const [shell, screen] = await Promise.all([shellStartFiles(siteRoot), remoteFirstFiles(siteRoot, remotes, remote)]);
  // In the order they are needed: over HTTP/1.1 the browser fetches six at a time in this order. The shell's start
  // runs first (the stored session's check waits for it), then the screen's own files, then the rest of the shell's.
  return [...shell.first, ...screen, ...shell.rest];
}

/** The shell's start files (start-files.json): `first` of them are those its start runs with, the rest follow. */
async function shellStartFiles(siteRoot: string): Promise<{ first: Preload[]; rest: Preload[] }> {
  const list = await readJson<{ files?: unknown; first?: unknown }>(path.join(siteRoot, START_FILES));
  const named = Array.isArray(list?.files) ? list.files : [];
  // A list from before `first` was written keeps its files together, ahead of the screen's.
  const first = typeof list?.first === 'number' && Number.isInteger(list.first) && list.first >= 0 ? list.first : named.length;
  const preloads = (files: unknown[]) =>
    files.filter((file): file is string => isRelativeFile(file)).map((file): Preload => ({ href: `/${file}`, as: 'script' }));
  return { first: preloads(named.slice(0, first)), rest: preloads(named.slice(first)) };
}

/**
 * Where the manifest remotes.json names for `remote` sits in the site: its URL, its file and its URL's folder.
 * Undefined for a manifest on another origin (a CDN: nothing of it can be read here) or outside the site.
 */
export function sameOriginManifest(
  siteRoot: string,
  remotes: unknown,
  remote: string,
): { url: string; file: string; folder: string } | undefined {
  const manifestUrl = remotes && typeof remotes === 'object' ? (remotes as Record<string, unknown>)[remote] : undefined;
  if (typeof manifestUrl !== 'string' || !manifestUrl.startsWith('/') || manifestUrl.startsWith('//')) return undefined;
  const manifestPath = manifestUrl.split(/[?#]/)[0]!;
  const file = path.resolve(siteRoot, `.${manifestPath}`);
  if (!file.startsWith(siteRoot + path.sep)) return undefined;
  return { url: manifestUrl, file, folder: manifestPath.slice(0, manifestPath.lastIndexOf('/') + 1) };
}

async function remoteFirstFiles(siteRoot: string, remotes: unknown, remote: string): Promise<Preload[]> {
  // Only a manifest on this origin can be read here; a remote on a CDN loads as before.
  const located = sameOriginManifest(siteRoot, remotes, remote);
  if (!located) return [];
  const manifest = await readJson<Manifest>(located.file);
  if (!manifest) return [];

  // 'auto': the remote's files sit beside its manifest, wherever that is published (ARCHITECTURE §3).
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : located.folder;
  const at = (relative: string) => `${base}${relative}`;

  const scripts = new Set<string>();
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name && isRelativeFile(entry.name) && (entry.path === undefined || entry.path === '' || isRelativeFile(entry.path))) {
    scripts.add(at(entry.path ? `${entry.path}/${entry.name}` : entry.name));
  }
  for (const expose of manifest.exposes ?? []) {
    if (!expose.name || !FIRST_EXPOSES.has(expose.name)) continue;
    for (const chunk of expose.assets?.js?.sync ?? []) if (isRelativeFile(chunk)) scripts.add(at(chunk));
  }
  return [{ href: located.url, as: 'fetch' }, ...[...scripts].map((href): Preload => ({ href, as: 'script' }))];
}

/** A build's own relative file name (`assets/12.abc.js`): nothing that climbs out, names a host or breaks an attribute. */
function isRelativeFile(value: unknown): value is string {
  return typeof value === 'string' && /^[\w.-]+(\/[\w.-]+)*$/.test(value) && !value.split('/').includes('..');
}

export async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
}

/** The hints as link elements. The manifest is read with fetch(): same-origin credentials, hence crossorigin. */
export function preloadLinks(preloads: readonly Preload[]): string {
  return preloads
    .map(({ href, as }) =>
      as === 'fetch'
        ? `<link rel="preload" href="${escapeAttribute(href)}" as="fetch" crossorigin="anonymous">`
        : `<link rel="preload" href="${escapeAttribute(href)}" as="script">`,
    )
    .join('');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

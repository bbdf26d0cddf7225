import path from 'node:path';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { remoteFor } from '@backoffice/domain/remote-routes';
import { readJson, sameOriginManifest } from './screen-preloads';

/**
 * Written by a remote's build beside its manifest (shared/mf-config's remoteConfig, from the remote's
 * `src/first-requests.json`): for each of its paths whose first request is always the same, that GET's path under the
 * API, e.g. `{ "/orders": ["/admin/order"] }`.
 */
export const FIRST_REQUESTS_FILE = 'first-requests.json';

/** The id the shell's first script reads (shell/src/first-requests.ts). */
export const FIRST_REQUESTS_ELEMENT_ID = 'first-requests';

/**
 * The GETs a signed-in screen at `pathname` starts with (issue 20): the session's check (GET /me, every screen's) and
 * what the owning remote declares for that path. The shell's first script (first-script.ts) sends them with the stored
 * token as the page is parsed, while the libraries download. None for a path no remote owns (the sign-in page), for
 * an API on another origin (the token stays on this one), and none of the remote's for an address with a query: its
 * first request then depends on it.
 */
export async function screenFirstRequests(
  siteRoot: string,
  pathname: string,
  hasQuery: boolean,
  config: { api?: unknown; remotes?: unknown },
): Promise<string[]> {
  const remote = remoteFor(pathname);
  const api = typeof config.api === 'string' ? config.api : '/api';
  if (!remote || !api.startsWith('/') || api.startsWith('//')) return [];
  const declared = hasQuery ? [] : await remoteFirstRequests(siteRoot, config.remotes, remote, pathname);
  // As the API client joins its base and a path (axios's combineURLs), so the client finds them by the same URL.
  const base = api.replace(/\/+$/, '');
  return [ENDPOINTS.me.path, ...declared].map((request) => `${base}/${request.replace(/^\/+/, '')}`);
}

async function remoteFirstRequests(siteRoot: string, remotes: unknown, remote: string, pathname: string): Promise<string[]> {
  const manifest = sameOriginManifest(siteRoot, remotes, remote);
  if (!manifest) return [];
  const declared = await readJson<Record<string, unknown>>(path.join(path.dirname(manifest.file), FIRST_REQUESTS_FILE));
  const requests = declared && typeof declared === 'object' && Object.hasOwn(declared, pathname) ? declared[pathname] : undefined;
  return Array.isArray(requests) ? requests.filter(isApiPath) : [];
}

/** A path under the API, maybe with a query: nothing that names a host or climbs out of it. */
function isApiPath(value: unknown): value is string {
  return typeof value === 'string' && /^\/[\w\-./?=&%]*$/.test(value) && !value.startsWith('//') && !value.split(/[/?]/).includes('..');
}

/** The list as a JSON element: data for the shell's first script (first-script.ts), which follows it. */
export function firstRequestsElement(urls: readonly string[]): string {
  if (urls.length === 0) return '';
  const json = JSON.stringify(urls).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${FIRST_REQUESTS_ELEMENT_ID}">${json}</script>`;
}

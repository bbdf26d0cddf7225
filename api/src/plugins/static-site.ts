import path from 'node:path';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from '../errors';
import { firstRequestsElement, screenFirstRequests } from './first-requests';
import { firstScriptElement, firstScriptOf } from './first-script';
import { preloadLinks, screenPreloads } from './screen-preloads';

// Files the browser must ask about every time: they name what to load next (ARCHITECTURE §3 caching).
const ALWAYS_REVALIDATE = new Set(['index.html', 'remotes.json', 'mf-manifest.json', 'mf-manifest-stats.json', 'remoteEntry.js']);
// Webpack writes content-hashed chunks under assets/: their name changes whenever their content does.
const HASHED_ASSET = /(^|\/)assets\/[^/]+\.[0-9a-f]{8,}\.(js|css|map|txt|woff2?|png|svg|jpe?g)$/;

export function cacheControlFor(relativePath: string): string {
  const base = path.posix.basename(relativePath);
  if (ALWAYS_REVALIDATE.has(base)) return 'no-cache';
  if (HASHED_ASSET.test(relativePath)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * Serves the built shell and remotes on the API's origin (`pnpm start`). Unknown paths outside /api get the shell's
 * index.html so that deep links (/course/123) work; unknown /api paths keep the API's 404.
 */
export const staticSitePlugin = fp<{ root: string }>(async (app, { root }) => {
  const siteRoot = path.resolve(root);
  // A built file goes out as the build compressed it (`.br`, `.gz` beside it; shared/mf-config's precompressed()) when
  // the browser accepts that, instead of being compressed again for every answer (issue 20). Without such a copy the
  // compress plugin still compresses it.
  await app.register(fastifyStatic, { root: siteRoot, serve: false, preCompressed: true });

  // The runtime file also carries the centre's time zone, so the browser computes days as the server does. Read at
  // every request: a release rewrites it under a running server.
  const runtimeConfig = async (): Promise<Record<string, unknown>> => {
    const runtime = JSON.parse(await readFile(path.join(siteRoot, 'remotes.json'), 'utf8')) as Record<string, unknown>;
    return { ...runtime, timezone: app.config.centreTimezone };
  };
  app.get('/remotes.json', { config: { access: { public: true } }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send(await runtimeConfig()),
  );

  /**
   * The shell's page with the runtime file written into it (issue 20): the shell reads it at once instead of asking
   * for /remotes.json after its code has run, one round trip fewer before anything else can start. A JSON script is
   * data, not code, so the content security policy stays as it is. A screen's page also names the files that screen
   * runs first (screen-preloads.ts), so they download together rather than one after another, and the GETs it starts
   * with (first-requests.ts), which the shell's first script (first-script.ts, on every page) sends with a stored token
   * before its libraries arrive.
   */
  // Read once, as the security plugin reads it for the content security policy.
  const firstScript = firstScriptOf(siteRoot);
  const shellPage = async (reply: FastifyReply, pathname: string, hasQuery = false) => {
    const [page, config] = await Promise.all([
      readFile(path.join(siteRoot, 'index.html'), 'utf8'),
      // Without a readable runtime file the page still goes out: the shell asks for the file and, failing, signs users
      // in and shows each remote's fallback.
      runtimeConfig().catch(() => undefined),
    ]);
    if (config === undefined) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(withHead(page, firstScriptElement(firstScript)));
    }
    const [preloads, firstRequests] = await Promise.all([
      screenPreloads(siteRoot, pathname, config.remotes),
      screenFirstRequests(siteRoot, pathname, hasQuery, config),
    ]);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(
        withHead(page, runtimeConfigScript(config) + firstRequestsElement(firstRequests) + firstScriptElement(firstScript) + preloadLinks(preloads)),
      );
  };

  app.get(
    '/*',
    // A path holding a NUL (`/%00`, `/index.html%00.js`) names no file: 404, rather than the 400 of a refused input.
    { config: { access: { public: true }, rawInput: true }, schema: { hide: true } },
    async (request, reply) => {
      // The router has decoded the path already: decoding it again read `%2500` as a NUL, and `%25` as '%'.
      const urlPath = (request.params as { '*': string })['*'] ?? '';
      // The file system refuses such a name with an exception rather than "no such file".
      if (urlPath.includes('\0')) throw notFound();
      if (urlPath === 'api' || urlPath.startsWith('api/')) throw notFound(`Not found: GET /${urlPath}`);
      const file = path.resolve(siteRoot, urlPath);
      const inside = file.startsWith(siteRoot + path.sep);
      if (urlPath === '' || urlPath === 'index.html') return shellPage(reply, '/');
      if (inside && isFile(file)) {
        return reply.header('cache-control', cacheControlFor(urlPath)).sendFile(urlPath, { cacheControl: false });
      }
      // A missing file with an extension is a missing asset, not a page.
      if (path.posix.extname(urlPath) !== '') throw notFound(`Not found: GET /${urlPath}`);
      return shellPage(reply, `/${urlPath}`, request.url.includes('?'));
    },
  );
});

/**
 * Whether a file of the site is there. A name the file system cannot hold (longer than 255 bytes: ENAMETOOLONG, found
 * by the fuzzer of issue 17) names no file either; statSync throws for it rather than answering "no such file".
 */
function isFile(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    return false;
  }
}

/** The id the shell looks for (shell/src/features/federation/runtime-config.ts). */
export const RUNTIME_CONFIG_ELEMENT_ID = 'runtime-config';

/** The page with `elements` at the end of its head (or right after its doctype when it has no head element). */
export function withHead(page: string, elements: string): string {
  // A function as the replacement: `$&` and the like in the elements stay as they are.
  if (page.includes('</head>')) return page.replace('</head>', () => `${elements}</head>`);
  return page.replace(/^(\s*<!doctype[^>]*>)?/i, (doctype) => `${doctype}${elements}`);
}

/** The runtime file as a JSON script element; `<` escaped so no value can close the element early. */
export function runtimeConfigScript(config: unknown): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${RUNTIME_CONFIG_ELEMENT_ID}">${json}</script>`;
}

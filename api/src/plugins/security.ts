import { readFileSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { firstScriptOf } from './first-script';

/** Written by the shell's build beside its page (shared/mf-config/shell-build-plugin.mjs). */
export const SHELL_BUILD_FILE = 'shell-build.json';

/**
 * The hosts a developer's dev server runs on: a shell built to accept overrides takes a remote's manifest only from
 * them (shell/src/features/federation/dev-override.ts, DEFAULT_OVERRIDE_HOSTS).
 */
const DEVELOPMENT_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether the shell in the site was built to accept a remote override; false without a site or without the file. */
export function shellAcceptsOverrides(staticDir: string | undefined): boolean {
  if (!staticDir) return false;
  try {
    const build = JSON.parse(readFileSync(path.join(staticDir, SHELL_BUILD_FILE), 'utf8')) as { remoteOverride?: unknown };
    return build.remoteOverride === true;
  } catch {
    return false;
  }
}

/** An origin of REMOTE_ORIGINS on a developer's machine (`http://localhost:3005`), parsed; null for any other. */
function developmentOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return (url.protocol === 'http:' || url.protocol === 'https:') && DEVELOPMENT_HOSTS.has(url.hostname) ? url : null;
  } catch {
    return null;
  }
}

export type RemoteSources = { scripts: string[]; styles: string[]; connections: string[]; refused: string[] };

/**
 * What REMOTE_ORIGINS adds to the content security policy (issue 21). An origin elsewhere (a CDN the remotes are
 * published on) may serve scripts and answer requests (manifests), as always. An origin on a developer's machine is a
 * remote's dev server, for developing it against a deployed shell: only a shell built to accept overrides lets it in,
 * for its scripts, its styles and its live-reload socket (`ws://` beside `http://`, `wss://` beside `https://`); under
 * any other shell it is left out (`refused`), so a production page never runs code from a developer's machine.
 */
export function remoteSources(remoteOrigins: readonly string[], acceptsOverrides: boolean): RemoteSources {
  const sources: RemoteSources = { scripts: [], styles: [], connections: [], refused: [] };
  for (const origin of remoteOrigins) {
    const development = developmentOrigin(origin);
    if (!development) {
      sources.scripts.push(origin);
      sources.connections.push(origin);
    } else if (!acceptsOverrides) {
      sources.refused.push(origin);
    } else {
      const socket = `${development.protocol === 'https:' ? 'wss:' : 'ws:'}//${development.host}`;
      sources.scripts.push(development.origin);
      sources.styles.push(development.origin);
      sources.connections.push(development.origin, socket);
    }
  }
  return sources;
}

/**
 * Security headers on every answer. Styles may be inline: styled-components injects them at run time.
 *
 * Helmet itself rather than @fastify/helmet: the plugin builds helmet's middleware again on every request, parsing
 * the content security policy each time (about 2% of the API's time on a busy list); built once here, a request only
 * sets the headers. So the shell's build is read once, at start: deploying another shell means restarting the server.
 */
export const securityPlugin = fp(async (app) => {
  const remotes = remoteSources(app.config.remoteOrigins, shellAcceptsOverrides(app.config.staticDir));
  if (remotes.refused.length > 0) {
    app.log.warn(
      { origins: remotes.refused },
      'REMOTE_ORIGINS names development origins, but the shell served was not built to accept overrides (ALLOW_REMOTE_OVERRIDE=true): they are left out of the content security policy',
    );
  }
  const firstScript = firstScriptOf(app.config.staticDir);
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Remotes on other origins (a CDN, a developer's dev server) must be named in REMOTE_ORIGINS.
        // The shell's first script runs inline, as the page is parsed (first-script.ts): that text only, by its hash.
        scriptSrc: ["'self'", ...(firstScript ? [firstScript.policySource] : []), ...remotes.scripts],
        styleSrc: ["'self'", "'unsafe-inline'", ...remotes.styles],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...remotes.connections],
        // The news editor's video preview: YouTube's privacy-enhanced host only.
        frameSrc: ['https://www.youtube-nocookie.com'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        // Helmet's default would send http://localhost assets to https, which nothing serves in development.
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    setSecurityHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
});

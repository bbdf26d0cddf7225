import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers on every answer. Styles may be inline: styled-components injects them at run time.
 *
 * Helmet itself rather than @fastify/helmet: the plugin builds helmet's middleware again on every request, parsing
 * the content security policy each time (about 2% of the API's time on a busy list); built once here, a request only
 * sets the headers.
 */
export const securityPlugin = fp(async (app) => {
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Remotes on other origins (a CDN, a developer's dev server) must be named in REMOTE_ORIGINS.
        scriptSrc: ["'self'", ...app.config.remoteOrigins],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'", ...app.config.remoteOrigins],
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

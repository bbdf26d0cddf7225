import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';

/** Security headers on every answer. Styles may be inline: styled-components injects them at run time. */
export const securityPlugin = fp(async (app) => {
  await app.register(fastifyHelmet, {
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
});

import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { badRequest } from '../errors';

// Where a request whose address the router cannot read is sent instead. Reachable directly too, with the same answer.
export const BAD_URL_PATH = '/api/bad-url';

/**
 * Fastify's `frameworkErrors` option: a path whose %-encoding does not decode (`/%E0%A4%A`), or a parameter longer
 * than the router takes, never reaches a route, so Fastify answered its own body without the error format and without
 * the hooks that add the security headers (issue 23). The request is routed again to BAD_URL_PATH, which goes through
 * every hook and the error handler like any request and answers 400 in the error format.
 */
export function routeFrameworkErrors(app: () => FastifyInstance) {
  return (_error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    request.raw.url = BAD_URL_PATH;
    app().routing(request.raw, reply.raw);
  };
}

export const badUrlPlugin = fp(async (app) => {
  app.route({
    method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    url: BAD_URL_PATH,
    config: { access: { public: true } },
    schema: { hide: true },
    handler: async () => {
      throw badRequest(SERVER_MESSAGES.badUrl);
    },
  });
});

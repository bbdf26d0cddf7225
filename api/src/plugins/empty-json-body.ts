import fp from 'fastify-plugin';

/**
 * `Content-Type: application/json` with nothing after it is a request without a body, as it is without the header:
 * a client that always sends the header (a fetch wrapper, a beacon) can still end its session with a bare
 * `POST /logout`. Fastify's own parser refused it ('Body cannot be empty'); anything else is still parsed by it, with
 * its guards against prototype poisoning. A route whose body is required refuses the absent body when validating.
 */
export const emptyJsonBodyPlugin = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
});

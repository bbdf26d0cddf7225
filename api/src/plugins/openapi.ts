import fp from 'fastify-plugin';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN } from '@backoffice/domain/endpoints';
import { isIdempotentRoute } from './idempotency';

/** OpenAPI generated from the routes' zod schemas, served at /api/docs (JSON at /api/docs/json). */
export const openapiPlugin = fp(async (app) => {
  // The operations whose body may be left out (`POST /logout`): @fastify/swagger marks every body required.
  const optionalBodies = new Set<string>();
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Back Office API',
        version: '0.1.0',
        description:
          'Lists answer `{ data, count }`, single items `{ data }`. Every failure answers ' +
          '`{ message: [{ code, type, message, field? }] }`. Send the token from POST /api/auth as a bearer token.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: (input) => {
      const body = input.schema?.body;
      if (body instanceof z.ZodType && body.safeParse(undefined).success) {
        for (const method of [input.route.method].flat()) optionalBodies.add(operationKey(method, input.url));
      }
      return jsonSchemaTransform(input);
    },
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      for (const [path, operations] of Object.entries(document.openapiObject.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations ?? {})) {
          const requestBody = (operation as { requestBody?: { required?: boolean } } | undefined)?.requestBody;
          if (requestBody && optionalBodies.has(operationKey(method, path))) requestBody.required = false;
          if (operation && isIdempotentRoute(method.toUpperCase(), path.replace(/\{([A-Za-z0-9_]+)\}/g, ':$1'))) {
            const withParameters = operation as { parameters?: unknown[] };
            withParameters.parameters = [...(withParameters.parameters ?? []), IDEMPOTENCY_PARAMETER];
          }
        }
      }
      return document.openapiObject;
    },
  });

  // The documentation's own routes are public; they are registered in a child context that says so.
  await app.register(async (docs) => {
    docs.addHook('onRoute', (route) => {
      route.config = { ...route.config, access: { public: true } };
    });
    await docs.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  });
});

/** The header an idempotent write takes (plugins/idempotency.ts), as the document describes it. */
const IDEMPOTENCY_PARAMETER = {
  name: IDEMPOTENCY_HEADER,
  in: 'header',
  required: false,
  schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
  description:
    'Optional. A repeat of this request by the same user with the same key answers the first answer (header ' +
    '`Idempotent-Replayed: true`) and writes nothing; the same key with another request is refused (422). Kept a day.',
};

/** `post /api/lesson/{id}` for a route's method and path, in Fastify's spelling (`:id`) or OpenAPI's. */
function operationKey(method: string, url: string): string {
  return `${method.toLowerCase()} ${url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`;
}

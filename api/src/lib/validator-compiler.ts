import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';

/**
 * The zod validator, with an absent body seen as absent. Fastify hands a request without a body to the body's
 * validator as `null`, so `z.object({}).optional()` refused a bare `POST /logout` ('expected object, received null'):
 * what `fetch(url, { method: 'POST' })` and `navigator.sendBeacon` send (issue 11). A route whose body is required
 * still refuses it, with 'This request needs a body' (errors plugin).
 */
export const optionalBodyValidatorCompiler: FastifySchemaCompiler<Parameters<typeof validatorCompiler>[0]['schema']> = (route) => {
  const validate = validatorCompiler(route);
  if (route.httpPart !== 'body') return validate;
  return (data: unknown) => validate(data === null ? undefined : data);
};

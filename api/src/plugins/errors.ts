import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorEntry } from '@backoffice/domain/errors';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { AppError, codeForStatus } from '../errors';

/**
 * Every failure leaves as `{ message: [{ code, type, message, field? }] }` with its status; never a stack trace.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send({ message: error.entries });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const source = error.validationContext ? (request as unknown as Record<string, unknown>)[error.validationContext] : undefined;
      const entries: ApiErrorEntry[] = error.validation.map((issue) => {
        const path = issue.instancePath.split('/').filter(Boolean);
        const field = path.join('.');
        const missing = valueAt(source, path) === undefined;
        // zod's own wording for a missing value ('Invalid input: expected string, received undefined') reads like a
        // type error: say what is missing instead. A schema that words it itself (the spec's 'Please enter a reason
        // for canceling the allocation') keeps its words.
        const generic = !issue.message || issue.message.startsWith('Invalid input');
        const entry: ApiErrorEntry = {
          code: codeForStatus(400),
          type: missing ? 'required' : 'invalid',
          message: missing && field && generic ? `${field} is required` : (issue.message ?? 'Invalid value'),
        };
        if (field) entry.field = field;
        return entry;
      });
      return reply.status(400).send({ message: entries });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ message: [internalEntry()] });
    }

    // Fastify's own client errors (malformed JSON, wrong content type, body too large) carry safe messages.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ message: [{ code: codeForStatus(status), type: status === 429 ? 'rate_limited' : 'invalid', message: error.message }] });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: [internalEntry()] });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({
      message: [{ code: codeForStatus(404), type: 'not_found', message: `${SERVER_MESSAGES.notFound}: ${request.method} ${request.url.split('?')[0]}` }],
    });
  });
});

function internalEntry(): ApiErrorEntry {
  return { code: codeForStatus(500), type: 'internal', message: SERVER_MESSAGES.internal };
}

function valueAt(source: unknown, path: string[]): unknown {
  let value = source;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

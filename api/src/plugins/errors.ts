import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiErrorEntry } from '@backoffice/domain/api';
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
      const entries: ApiErrorEntry[] = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const zodIssue = issue.params.issue as { code?: string; input?: unknown } | undefined;
        const missing = zodIssue?.code === 'invalid_type' && zodIssue.input === undefined;
        const entry: ApiErrorEntry = {
          code: codeForStatus(400),
          type: missing ? 'required' : 'invalid',
          message: issue.message ?? 'Invalid value',
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

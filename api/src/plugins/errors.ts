import fp from 'fastify-plugin';
import type { FastifyError, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
  type ZodFastifySchemaValidationError,
} from 'fastify-type-provider-zod';
import type { ApiErrorEntry } from '@backoffice/domain/errors';
import { SERVER_MESSAGES } from '@backoffice/domain/messages';
import { AppError, codeForStatus } from '../errors';
import { isDatabaseUnavailable } from '../lib/database-unavailable';
import { issueEntries } from '../lib/issue-entries';
import { withoutQuery } from '../lib/log-serializers';

// How long a client should wait before trying again while the database is unreachable.
const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/**
 * Every failure leaves as `{ message: [{ code, type, message, field? }] }` with its status; never a stack trace.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send({ message: error.entries });
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ message: validationEntries(error, request) });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send({ message: [internalEntry()] });
    }

    // The database restarting, failing over or its connections cut: nothing is wrong with the request, which may
    // succeed in a moment (issue 23). The error's code says which; no stack for what is not a fault of ours.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
        .send({ message: [unavailableEntry()] });
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
      message: [{ code: codeForStatus(404), type: 'not_found', message: `${SERVER_MESSAGES.notFound}: ${request.method} ${withoutQuery(request.url)}` }],
    });
  });
});

type ValidationFailure = Omit<FastifyError, 'validation'> & { validation: ZodFastifySchemaValidationError[] };

// The request property each part of the schema validates: Fastify names the query string 'querystring'.
const REQUEST_PART: Record<string, 'body' | 'query' | 'params' | 'headers'> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

function validationEntries(error: ValidationFailure, request: FastifyRequest): ApiErrorEntry[] {
  const part = error.validationContext ? REQUEST_PART[error.validationContext] : undefined;
  const source: unknown = part ? request[part] : undefined;
  const issues = error.validation.map((issue) => ({
    path: issue.instancePath.split('/').filter(Boolean),
    message: issue.message,
    expected: issue.keyword === 'invalid_type' ? String((issue.params as { expected?: unknown }).expected) : undefined,
  }));
  return issueEntries(issues, source);
}

function internalEntry(): ApiErrorEntry {
  return { code: codeForStatus(500), type: 'internal', message: SERVER_MESSAGES.internal };
}

// The error format's types have no 'unavailable' (and the browser's client accepts only the listed ones): 'internal'
// with its own code, so the client shows the message as sent.
function unavailableEntry(): ApiErrorEntry {
  return { code: 'ServiceUnavailable', type: 'internal', message: SERVER_MESSAGES.databaseUnavailable };
}

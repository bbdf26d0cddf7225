import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, ENDPOINTS, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, type Endpoint } from '@backoffice/domain/endpoints';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  releaseIdempotencyKey,
  type IdempotencyClaim,
} from '../db/repositories/idempotency';
import { AppError, badRequest, codeForStatus } from '../errors';
import { isDatabaseUnavailable } from '../lib/database-unavailable';

export const IDEMPOTENCY_MESSAGES = {
  keyInvalid: `${IDEMPOTENCY_HEADER} must be 16 to 100 letters, digits, '-' or '_'`,
  keyReused: `This ${IDEMPOTENCY_HEADER} was already used for a different request`,
  stillRunning: 'The same request is still being handled. Try again in a moment.',
} as const;

/** How long a repeat waits for the first request with its key to finish before it is told to try again. */
const WAIT_FOR_FIRST_MS = 10_000;
const POLL_MS = 100;
const HEADER = IDEMPOTENCY_HEADER.toLowerCase();

/** The routes of the endpoints marked idempotent in the table, as Fastify names them ('POST /api/admin/order'). */
const IDEMPOTENT_ROUTES = new Set(
  (Object.values(ENDPOINTS) as Endpoint[]).filter((entry) => entry.idempotent).map((entry) => `${entry.method} ${API_PREFIX}${entry.path}`),
);

export function isIdempotentRoute(method: string, url: string): boolean {
  return IDEMPOTENT_ROUTES.has(`${method} ${url}`);
}

/** JSON with its keys sorted: the same request hashes the same whatever order its client wrote the keys in. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Held = { claim: IdempotencyClaim; replayed: boolean };

/**
 * Writes that may be sent twice (issue 17): an endpoint marked `idempotent` in the table takes an Idempotency-Key
 * header. The first request with a key claims it (one INSERT: two racing requests cannot both) and its 2xx answer is
 * stored; a repeat from the same user with the same key gets that answer again (`Idempotent-Replayed: true`) and
 * writes nothing; a repeat arriving while the first still runs waits for it (up to 10 s). A request that did not
 * succeed frees its key, so a repeat is handled afresh. The same key with another body is refused (422). Without the
 * header a request is handled as always. Keys and answers stay a day (housekeeping).
 *
 * Registered before the compression plugin: its onSend must see the answer as JSON text, not as gzip.
 */
export const idempotencyPlugin = fp(async (app) => {
  const held = new WeakMap<FastifyRequest, Held>();

  app.addHook('preHandler', async (request, reply) => {
    if (!isIdempotentRoute(request.method, request.routeOptions.url ?? '')) return;
    const header = request.headers[HEADER];
    if (header === undefined) return;
    const key = Array.isArray(header) ? header[0] : header;
    if (!key || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.keyInvalid, IDEMPOTENCY_HEADER);
    const claim: IdempotencyClaim = {
      userId: request.ctx.actor.user.id,
      key,
      route: `${request.method} ${request.routeOptions.url}`,
      requestHash: createHash('sha256')
        .update(canonical({ params: request.params, query: request.query, body: request.body }))
        .digest('hex'),
    };
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      if (await claimIdempotencyKey(app.db, claim, app.clock.now())) {
        held.set(request, { claim, replayed: false });
        return;
      }
      const first = await findIdempotencyKey(app.db, claim.userId, key);
      // Freed between the two statements: claim it again.
      if (!first) continue;
      if (first.route !== claim.route || first.requestHash !== claim.requestHash) {
        throw new AppError(422, [{ code: codeForStatus(422), type: 'invalid', message: IDEMPOTENCY_MESSAGES.keyReused, field: IDEMPOTENCY_HEADER }]);
      }
      if (first.statusCode !== null && first.response !== null) {
        held.set(request, { claim, replayed: true });
        return replay(reply, first.statusCode, first.response);
      }
      if (Date.now() >= deadline) {
        throw new AppError(409, [{ code: codeForStatus(409), type: 'conflict', message: IDEMPOTENCY_MESSAGES.stillRunning }], { 'retry-after': '1' });
      }
      await sleep(POLL_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const holding = held.get(request);
    if (!holding || holding.replayed) return payload;
    held.delete(request);
    const { userId, key } = holding.claim;
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300 && typeof payload === 'string') {
        await completeIdempotencyKey(app.db, userId, key, reply.statusCode, payload);
      } else {
        await releaseIdempotencyKey(app.db, userId, key);
      }
    } catch (error) {
      // The write itself is done (or refused): its answer still goes out. A key left claimed makes a repeat wait and
      // then hear 'still being handled' until housekeeping removes it, rather than write a second time.
      request.log.warn({ err: error }, 'idempotency key not recorded');
      // A request that failed because the database went away (its 503) could not free its key either: freed once the
      // database is back, or the form's Save, pressed again with the same key, would hear 409 for a day (issue 17).
      if (!(reply.statusCode >= 200 && reply.statusCode < 300) && isDatabaseUnavailable(error)) releaseLater(app, request, userId, key);
    }
    return payload;
  });
});

/** How often, and for how long, a key that could not be freed is tried again. */
const RELEASE_RETRY_MS = 500;
const RELEASE_RETRY_FOR_MS = 120_000;

function releaseLater(app: FastifyInstance, request: FastifyRequest, userId: string, key: string): void {
  const until = Date.now() + RELEASE_RETRY_FOR_MS;
  const attempt = () => {
    const timer = setTimeout(() => {
      releaseIdempotencyKey(app.db, userId, key).then(
        () => request.log.info('idempotency key freed after the database came back'),
        (error: unknown) => {
          if (Date.now() < until && isDatabaseUnavailable(error)) attempt();
          else request.log.warn({ err: error }, 'idempotency key not freed');
        },
      );
    }, RELEASE_RETRY_MS);
    timer.unref();
  };
  attempt();
}

function replay(reply: FastifyReply, statusCode: number, body: string): FastifyReply {
  return reply.code(statusCode).header('idempotent-replayed', 'true').type('application/json; charset=utf-8').send(body);
}

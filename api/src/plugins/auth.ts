import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyRequest } from 'fastify';
import { accessAllows } from '@backoffice/domain/permissions';
import { isStaffRole, type StaffRole } from '@backoffice/domain/roles';
import { findSessionWithUser, touchSession, type SessionRow } from '../db/repositories/sessions';
import type { UserRow } from '../db/schema/users';
import { forbidden, sessionExpired, unauthenticated } from '../errors';
import { TOKEN_TTL_SECONDS, type TokenClaims } from '../services/auth/tokens';
import type { RequestContext } from '../services/request-context';
import { SessionCache } from './session-cache';

export type AuthContext = { user: UserRow; role: StaffRole; session: SessionRow };
// Kept here too for the test harness, which imports it from this module.
export { SESSION_TTL_SECONDS } from '../services/auth/tokens';
// Writing last_seen_at on every request would make every read a write; once a minute is enough to see activity.
const TOUCH_INTERVAL_MS = 60_000;

/**
 * Signs and checks tokens, and enforces each route's declared access before its handler runs. A route that declares
 * nothing is refused to everyone (and the route-declaration test fails on it). A signed-in request carries its context
 * (`request.ctx`: actor, moment, request id, time zone), built here once; reading it on a public route is a 401.
 */
export const authPlugin = fp(async (app) => {
  await app.register(fastifyJwt, {
    secret: app.config.jwtSecret,
    sign: { algorithm: 'HS256', expiresIn: TOKEN_TTL_SECONDS },
    verify: { algorithms: ['HS256'] },
  });

  app.decorateRequest('auth', null);
  const contexts = new WeakMap<FastifyRequest, RequestContext>();
  app.decorateRequest('ctx', {
    getter(this: FastifyRequest) {
      const ctx = contexts.get(this);
      if (!ctx) throw unauthenticated();
      return ctx;
    },
  });
  app.decorate('routeTable', []);
  app.decorate('sessionCache', new SessionCache());

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // Read lazily: a child context's own onRoute hook (the docs') may declare access after this one has run.
    for (const method of methods) {
      app.routeTable.push({
        method,
        url: route.url,
        get access() {
          return route.config?.access;
        },
      });
    }
  });

  app.addHook('onRequest', async (request) => {
    if (request.is404) return;
    const access = request.routeOptions.config.access;
    if (!access) throw forbidden();
    if ('public' in access) return;
    const now = app.clock.now();
    const auth = await authenticate(request, now);
    request.auth = auth;
    if (!accessAllows(access, auth.role)) throw forbidden();
    contexts.set(request, {
      actor: { user: auth.user, role: auth.role },
      now,
      requestId: request.id,
      timezone: app.config.centreTimezone,
    });
  });

  async function authenticate(request: FastifyRequest, now: Date): Promise<AuthContext> {
    if (!request.headers.authorization) throw unauthenticated();
    let claims: TokenClaims;
    try {
      claims = await request.jwtVerify<TokenClaims>();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') throw sessionExpired();
      throw unauthenticated();
    }
    const found = await app.sessionCache.get(claims.sid, () => findSessionWithUser(app.db, claims.sid));
    // An ended session (logout, password change) or one past its hard end refuses its tokens as expired, so the
    // client logs out.
    if (!found || found.session.endedAt || found.session.expiresAt <= now || found.user.id !== claims.sub) {
      throw sessionExpired();
    }
    if (!found.user.isActive || !isStaffRole(found.user.type)) throw sessionExpired();
    if (now.getTime() - found.session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await touchSession(app.db, found.session.id, now);
      // The kept row too, or every request of the next moments would touch it again.
      found.session.lastSeenAt = now;
    }
    return { user: found.user, role: found.user.type, session: found.session };
  }
});

/** The signed-in user of a route that is not public. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

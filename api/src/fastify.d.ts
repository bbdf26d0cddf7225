import 'fastify';
import type { RouteAccess } from '@backoffice/domain/permissions';
import type { Config } from './config';
import type { Db } from './db/client';
import type { AuthContext } from './plugins/auth';
import type { Clock } from './lib/clock';
import type { SessionCache } from './plugins/session-cache';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the caller needs: public, any signed-in user, or a path (and flag) of the permission map. */
    access?: RouteAccess;
  }
  interface FastifyInstance {
    db: Db;
    databaseKind: 'pglite' | 'postgres';
    config: Config;
    clock: Clock;
    /** Every route registered, with its declared access: the route-declaration test reads it. */
    routeTable: Array<{ method: string; url: string; access: RouteAccess | undefined }>;
    /** Sessions behind recent requests; whatever ends a session or changes a user forgets it here. */
    sessionCache: SessionCache;
  }
  interface FastifyRequest {
    /** The signed-in user and session; null on public routes. */
    auth: AuthContext | null;
  }
}

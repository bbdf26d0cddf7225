import 'fastify';
import type { RouteAccess } from '@backoffice/domain/permissions';
import type { Config } from './config';
import type { Db } from './db/types';
import type { AuthContext } from './plugins/auth';
import type { Clock } from './lib/clock';
import type { KeptValues } from './lib/kept-values';
import type { SessionCache } from './plugins/session-cache';
import type { LessonCountCache } from './services/classes/lesson-counts';
import type { OrderCountCache } from './services/orders/order-counts';
import type { RequestContext } from './services/request-context';

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
    /** The order list's totals; order writes forget them (plugins/count-caches.ts). */
    orderCounts: OrderCountCache;
    /** Lesson counts per class (class list, lesson list); lesson writes forget them. */
    lessonCounts: LessonCountCache;
    /** Active lessons per day (Quick Lesson Management); lesson writes forget them. */
    lessonDayCounts: LessonCountCache;
    /** The Renew tab's total per window (a string key, as the order totals); user writes forget it. */
    renewalCounts: OrderCountCache;
    /** How many lessons each Student tab list holds, per view and day (dashboard); lesson writes forget them. */
    studentLessonCounts: LessonCountCache;
    /** User management's grid totals per tab and search text; user and order writes forget them. */
    peopleCounts: OrderCountCache;
    /** Staff names by user id: the Student tab's teachers and handlers (dashboard); user writes forget them. */
    staffNames: KeptValues<string | null>;
  }
  interface FastifyRequest {
    /** The signed-in user and session; null on public routes. */
    auth: AuthContext | null;
    /** Who acts, when, in which request and time zone: what services take besides their input. 401 on public routes. */
    readonly ctx: RequestContext;
  }
}

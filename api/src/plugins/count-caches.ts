import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { KeptValues } from '../lib/kept-values';
import { LessonCountCache } from '../services/classes/lesson-counts';
import { OrderCountCache } from '../services/orders/order-counts';

/**
 * The counts lists keep between requests (docs/decisions.md): the order list's totals (`app.orderCounts`), the class
 * list's and lesson list's lesson counts (`app.lessonCounts`), Quick Lesson Management's day totals
 * (`app.lessonDayCounts`), the dashboard Student tab's, per list and day (`app.studentLessonCounts`), and the Renew
 * tab's total (`app.renewalCounts`), and user management's grid totals per tab and search (`app.peopleCounts`); and
 * the staff names by id the Student tab shows for its teachers and its students' handlers (`app.staffNames`). Each is
 * forgotten when a route under its resource writes: onSend runs once the handler, and so its transaction, is done,
 * and before the client has the answer to ask again. A write by another process is seen when a kept value expires
 * (10 s).
 */
export const countCachesPlugin = fp(async (app) => {
  const orderCounts = new OrderCountCache();
  const lessonCounts = new LessonCountCache();
  const lessonDayCounts = new LessonCountCache();
  const renewalCounts = new OrderCountCache({ maxEntries: 10, ttlMs: 10_000 });
  const studentLessonCounts = new LessonCountCache();
  const peopleCounts = new OrderCountCache({ maxEntries: 500, ttlMs: 10_000 });
  const staffNames = new KeptValues<string | null>({ maxEntries: 2_000, ttlMs: 10_000, absent: null });
  app.decorate('orderCounts', orderCounts);
  app.decorate('lessonCounts', lessonCounts);
  app.decorate('lessonDayCounts', lessonDayCounts);
  app.decorate('renewalCounts', renewalCounts);
  app.decorate('studentLessonCounts', studentLessonCounts);
  app.decorate('peopleCounts', peopleCounts);
  app.decorate('staffNames', staffNames);

  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    // Any order write may change a total the list keeps.
    if (routeUnder(request, '/api/admin/order')) orderCounts.invalidate();
    // A created lesson changes its class's count, and a created, moved or (de)activated one its day's. The Student
    // tab's writes are lesson routes too (/api/admin/lesson/:id/followup, savelessonnotes/:id, :id/consultimmediately):
    // a follow-up or a resolution moves a lesson between its lists.
    if (routeUnder(request, '/api/admin/lesson')) {
      lessonCounts.invalidate();
      lessonDayCounts.invalidate();
      studentLessonCounts.invalidate();
    }
    // A renewal date, a student's parent or active flag: any user write may move a student in or out of the window.
    if (routeUnder(request, '/api/admin/user')) {
      renewalCounts.invalidate();
      // A staff member renamed or removed (which staff handle a student is read with the lessons, not kept).
      staffNames.invalidate();
    }
    // User management's totals: any user write, and an allocation or import that creates a student.
    if (routeUnder(request, '/api/admin/user') || routeUnder(request, '/api/admin/order')) peopleCounts.invalidate();
  });
});

function routeUnder(request: FastifyRequest, prefix: string): boolean {
  const url = request.routeOptions.url;
  return url !== undefined && (url === prefix || url.startsWith(`${prefix}/`));
}

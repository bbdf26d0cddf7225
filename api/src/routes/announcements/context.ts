import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../../plugins/auth';
import type { AnnouncementContext, CentreSite } from '../../services/announcements/context';
import type { App } from '../types';

/** The centre's name and students' site, as configured. */
export function centreSite(app: App): CentreSite {
  return { name: app.config.centreName, studentSiteUrl: app.config.studentSiteUrl };
}

/** The announcement services' context for a request: the signed-in user, the app's clock, the centre's zone and site. */
export function announcementContext(app: App, request: FastifyRequest): AnnouncementContext {
  const { user, role } = requireAuth(request);
  return {
    actor: { user, role },
    now: app.clock.now(),
    timezone: app.config.centreTimezone,
    requestId: request.id,
    centre: centreSite(app),
  };
}

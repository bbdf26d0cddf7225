import { z } from 'zod';
import { lessonAnnouncementsResponseSchema } from '@backoffice/domain/announcements';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { idSchema } from '@backoffice/domain/records';
import { getLessonAnnouncements } from '../../services/announcements/lesson-announcements';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function getLessonAnnouncementsById(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.lessonAnnouncements),
    config: { access: { anyOf: [{ path: PATHS.lessonDetail, flag: 'canSendNotification' }] } },
    schema: {
      tags: ['announcements'],
      summary: "A lesson's announcements: reach per group, the class page, the latest messages",
      description:
        '`reach`: for each group, its active students and how many an email and an SMS would reach (an email ' +
        'address, a phone). `class_page_url`: the class page on the students\' site, where the button leads; ' +
        "`centre_name`: the email's banner. `messages`: the lesson's latest 50 outbox messages, newest first, with " +
        'recipient and delivery state (queued, sent, failed; attempts, last error); `message_count` counts them ' +
        'all. Unknown lesson: 404.',
      params: z.object({ id: idSchema }),
      response: { 200: lessonAnnouncementsResponseSchema },
    },
    handler: async (request) => ({ data: await getLessonAnnouncements(app.db, app.config, request.params.id) }),
  });
}

import { announcementRequestSchema, announcementResponseSchema, SMS_MAX_LENGTH } from '@backoffice/domain/announcements';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import { queueAnnouncement } from '../../services/announcements/queue-announcement';
import { endpoint } from '../endpoint';
import type { App } from '../types';

export function postAnnouncement(app: App) {
  app.route({
    ...endpoint(ENDPOINTS.announcementSend),
    config: { access: { anyOf: [{ path: PATHS.lessonDetail, flag: 'canSendNotification' }] } },
    schema: {
      tags: ['announcements'],
      summary: 'Make Announcement: queue one email or SMS per student of one group of a lesson',
      description:
        'One call per chosen group (`kind` lesson, `lesson`, `type` email or sms, `group`, `request_id`, `subject` ' +
        'for email, `content`). Queues one outbox message per active student of the group; the sender delivers ' +
        'them (email when SMTP is configured; SMS once a provider is). Email: `content` is rich text, cleaned as ' +
        'class descriptions are (a `<script>` goes with its content); the message is the announcement email ' +
        '(banner, at most 580 px, footer with the year) with, when `cta` is sent, a button to the class page on ' +
        `the students' site. SMS: plain text of at most ${SMS_MAX_LENGTH} characters, to +{country code}{phone}; ` +
        'a student without a phone is `unreachable`. `request_id` is made once per Confirm and sent with each ' +
        "group's call: a repeated call queues nothing twice (`repeated`). 400 with the form's messages; unknown " +
        'lesson: 404. One transaction with one audit record (none when nothing was queued). 202: queued, not yet ' +
        'delivered.',
      body: announcementRequestSchema,
      response: { 202: announcementResponseSchema },
    },
    handler: async (request, reply) => {
      const result = await app.db.transaction((tx) => queueAnnouncement(tx, request.ctx, app.config, request.body));
      return reply.code(202).send({ data: result });
    },
  });
}

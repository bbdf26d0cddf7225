import type { App } from '../types';
import { getLessonAnnouncementsById } from './get-lesson-announcements';
import { postAnnouncement } from './post-announcement';

/**
 * Lesson announcements by email and SMS (people-records §2 Make Announcement, §3 Announcement, §4, §5, §9). They only
 * queue messages in the outbox; the outbox sender delivers them.
 */
export async function announcementRoutes(app: App) {
  postAnnouncement(app);
  getLessonAnnouncementsById(app);
}

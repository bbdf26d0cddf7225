import { useQuery } from '@tanstack/react-query';
import { getItem } from '@backoffice/api-client';
import { lessonAnnouncementsSchema, type LessonAnnouncements } from '@backoffice/domain/announcements';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';

export const lessonAnnouncementsKey = (lessonId: string) => ['classes', 'announcements', lessonId] as const;

/** While a message of the list is still queued, the list is fetched again this often to show it leave the outbox. */
export const QUEUED_REFRESH_MS = 15_000;

/**
 * GET /admin/announcement/lesson/{id}: what each group reaches by email and by SMS, the class page the button links to,
 * the centre's name for the email banner, and the lesson's latest messages with their status.
 */
export function getLessonAnnouncements(lessonId: string) {
  return getItem<LessonAnnouncements>(endpointPath(ENDPOINTS.lessonAnnouncements, { id: lessonId }), {
    schema: lessonAnnouncementsSchema,
  });
}

export function useLessonAnnouncements(lessonId: string) {
  return useQuery({
    queryKey: lessonAnnouncementsKey(lessonId),
    queryFn: () => getLessonAnnouncements(lessonId),
    refetchInterval: (query) => (query.state.data?.messages.some((message) => message.status === 'queued') ? QUEUED_REFRESH_MS : false),
  });
}

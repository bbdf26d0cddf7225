import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError, postItem } from '@backoffice/api-client';
import {
  announcementResultSchema,
  type AnnouncementRequest,
  type AnnouncementResult,
} from '@backoffice/domain/announcements';
import type { LessonStudentGroup } from '@backoffice/domain/enums';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { lessonAnnouncementsKey } from './get-lesson-announcements';

/** POST /admin/announcement: one group's call. */
export function sendAnnouncement(request: AnnouncementRequest) {
  return postItem<AnnouncementResult>(ENDPOINTS.announcementSend.path, request, { schema: announcementResultSchema, idempotent: ENDPOINTS.announcementSend.idempotent });
}

/** One group's outcome: what the server did, or its reason for refusing (in its own words). */
export type GroupOutcome = { group: LessonStudentGroup; result: AnnouncementResult } | { group: LessonStudentGroup; error: string };

/**
 * Sends the calls one after another, in the order given (one group's failure does not stop the next), and answers
 * each group's outcome. The lesson's recent messages are fetched again afterwards, whatever happened.
 */
export function useSendAnnouncement(lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (requests: readonly AnnouncementRequest[]): Promise<GroupOutcome[]> => {
      const outcomes: GroupOutcome[] = [];
      for (const request of requests) {
        try {
          outcomes.push({ group: request.group, result: await sendAnnouncement(request) });
        } catch (error) {
          outcomes.push({ group: request.group, error: isApiError(error) ? error.firstMessage : String(error) });
        }
      }
      return outcomes;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: lessonAnnouncementsKey(lessonId) }),
  });
}

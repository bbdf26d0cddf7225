import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, toApiError } from '@backoffice/api-client';
import { feedbackClassLessonsResponseSchema, type FeedbackClassLessons } from '@backoffice/domain/feedback';
import { ENDPOINTS, endpointPath } from '@backoffice/domain/endpoints';

/** GET /user_input/feedback/classes/{id}/lessons: the class (its name) and its lessons that have feedback. */
export async function getFeedbackClassLessons(classId: string): Promise<FeedbackClassLessons> {
  const response = await apiClient.get<unknown>(endpointPath(ENDPOINTS.feedbackClassLessons, { id: classId }));
  const parsed = feedbackClassLessonsResponseSchema.safeParse(response.data);
  if (!parsed.success) throw toApiError(parsed.error);
  return parsed.data;
}

/** A class's lessons: the lesson filter and the remote's preload ask with the same key. */
export function feedbackClassLessonsOptions(classId: string) {
  return queryOptions({ queryKey: ['feedback', 'class-lessons', classId], queryFn: () => getFeedbackClassLessons(classId) });
}

export function useFeedbackClassLessons(classId: string | null) {
  return useQuery({ ...feedbackClassLessonsOptions(classId ?? ''), enabled: classId !== null });
}

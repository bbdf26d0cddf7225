import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, toApiError } from '@backoffice/api-client';
import { feedbackListResponseSchema, type FeedbackListResponse } from '@backoffice/domain/feedback';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { toFeedbackListQuery, type FeedbackFilter } from '../utils/feedback-filter';

/** Every page of the list sits under this key. */
export const FEEDBACK_KEY = ['feedback', 'list'] as const;

export type FeedbackQuery = ReturnType<typeof toFeedbackListQuery>;

/** GET /user_input/feedback: a page of entries, the count and the filter's summary. */
export async function getFeedback(query: FeedbackQuery): Promise<FeedbackListResponse> {
  const response = await apiClient.get<unknown>(ENDPOINTS.feedbackList.path, { params: query });
  // The answer carries the summary beside `{ data, count }`, so it is checked whole here rather than by getList.
  const parsed = feedbackListResponseSchema.safeParse(response.data);
  if (!parsed.success) throw toApiError(parsed.error);
  return parsed.data;
}

/** A filter's page: the screen's useFeedback and the remote's preload ask with the same key. */
export function feedbackQueryOptions(filter: FeedbackFilter) {
  const query = toFeedbackListQuery(filter);
  return queryOptions({ queryKey: [...FEEDBACK_KEY, query], queryFn: () => getFeedback(query) });
}

export function useFeedback(filter: FeedbackFilter) {
  return useQuery({
    ...feedbackQueryOptions(filter),
    // No rating ticked means nothing can match: nothing to ask the server.
    enabled: filter.ratings.length > 0,
    // The page shown stays (marked busy) while the next one loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getList } from '@backoffice/api-client';
import {
  FEEDBACK_CLASS_SEARCH_LIMIT,
  feedbackClassOptionSchema,
  type FeedbackClassOption,
} from '@backoffice/domain/feedback';
import { ENDPOINTS } from '@backoffice/domain/endpoints';

/** GET /user_input/feedback/classes: classes whose name contains the text (case-insensitive, literal), by name. */
export function searchFeedbackClasses(q: string) {
  return getList<FeedbackClassOption>(ENDPOINTS.feedbackClasses.path, { q, max: FEEDBACK_CLASS_SEARCH_LIMIT }, { schema: feedbackClassOptionSchema });
}

export function feedbackClassSearchOptions(q: string) {
  return queryOptions({ queryKey: ['feedback', 'classes', q], queryFn: () => searchFeedbackClasses(q) });
}

/** The classes found for the text searched last; nothing is asked before a search. */
export function useFeedbackClassSearch(q: string | null) {
  return useQuery({ ...feedbackClassSearchOptions(q ?? ''), enabled: q !== null && q !== '' });
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { FEEDBACK_RATINGS, type FeedbackRating } from '@backoffice/domain';
import { feedbackFilterFromSearch, feedbackFilterToSearch, type FeedbackFilter } from '../utils/feedback-filter';

/**
 * The list's filter and page, kept in the address (a reload, a shared link and Back show the same list). Every filter
 * change goes back to page 1 and adds a history entry; paging replaces the entry rather than filling the history.
 */
export function useFeedbackFilter() {
  const [params, setParams] = useSearchParams();
  const filter = feedbackFilterFromSearch(params);

  const update = useCallback(
    (change: (current: FeedbackFilter) => FeedbackFilter, options: { replace?: boolean } = {}) =>
      // Reads the address as it is now, so two clicks before a render do not undo each other.
      setParams((current) => feedbackFilterToSearch(change(feedbackFilterFromSearch(current))), options),
    [setParams],
  );

  const setClass = useCallback(
    (classId: string | null) => update((current) => ({ ...current, classId, lessonId: null, page: 1 })),
    [update],
  );
  const setLesson = useCallback((lessonId: string | null) => update((current) => ({ ...current, lessonId, page: 1 })), [update]);
  const toggleRating = useCallback(
    (rating: FeedbackRating, on: boolean) =>
      update((current) => ({
        ...current,
        // Kept in scale order, so the same choice is the same query (and cache entry) whatever the clicks were.
        ratings: FEEDBACK_RATINGS.filter((r) => (r === rating ? on : current.ratings.includes(r))),
        page: 1,
      })),
    [update],
  );
  const setOnlyCommented = useCallback(
    (onlyCommented: boolean) => update((current) => ({ ...current, onlyCommented, page: 1 })),
    [update],
  );
  const setPage = useCallback((page: number) => update((current) => ({ ...current, page }), { replace: true }), [update]);

  return { filter, setClass, setLesson, toggleRating, setOnlyCommented, setPage };
}

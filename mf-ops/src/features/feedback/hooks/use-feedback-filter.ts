import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { FEEDBACK_RATINGS, type FeedbackRating } from '@backoffice/domain/feedback';
import { feedbackFilterFromSearch, feedbackFilterToSearch, type FeedbackFilter } from '../utils/feedback-filter';

/**
 * The list's filter and page, kept in the address (a reload, a shared link and Back show the same list). Every filter
 * change goes back to page 1 and adds a history entry; paging replaces the entry rather than filling the history.
 */
export function useFeedbackFilter() {
  const [params, setParams] = useSearchParams();
  const search = params.toString();
  // The screen shows a change at once; the router commits the address in a transition, and a toggle that waited for
  // it would flick back and forth under the pointer.
  const [filter, setFilter] = useState(() => feedbackFilterFromSearch(params));
  const [shownSearch, setShownSearch] = useState(search);
  if (search !== shownSearch) {
    // The address changed (Back, a link, or our own change landing): it is what the screen shows.
    setShownSearch(search);
    setFilter(feedbackFilterFromSearch(params));
  }
  // The latest filter, so two clicks before a render build on each other rather than on the same stale one.
  const latest = useRef(filter);
  latest.current = filter;

  const update = useCallback(
    (change: (current: FeedbackFilter) => FeedbackFilter, options: { replace?: boolean } = {}) => {
      const next = change(latest.current);
      latest.current = next;
      setFilter(next);
      setParams(feedbackFilterToSearch(next), options);
    },
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

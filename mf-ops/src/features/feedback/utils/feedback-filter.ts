/**
 * Feedback review's filter (back-office §2 Feedback screen): what the screen holds, how it sits in the address, and
 * the query it becomes. The screen and the remote's preload read an address with the same function.
 */
import {
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_RATINGS,
  type FeedbackListQuery,
  type FeedbackRating,
} from '@backoffice/domain/feedback';
import { idSchema } from '@backoffice/domain/records';

/** The list's filter as a screen holds it; `page` is 1-based (spec §9). */
export type FeedbackFilter = {
  page: number;
  classId: string | null;
  lessonId: string | null;
  /** The ticked ratings, in scale order; all five by default. */
  ratings: readonly FeedbackRating[];
  onlyCommented: boolean;
};

export const DEFAULT_FEEDBACK_FILTER: FeedbackFilter = {
  page: 1,
  classId: null,
  lessonId: null,
  ratings: FEEDBACK_RATINGS,
  onlyCommented: false,
};

/**
 * The screen's filter in its address: `class`, `lesson` (only with its class), `ratings=1,2` (absent: all five; empty:
 * none ticked), `commented=1`, `page` (absent: 1). Anything malformed reads as its default, so an old or edited link
 * still opens the list.
 */
export function feedbackFilterFromSearch(params: URLSearchParams): FeedbackFilter {
  const id = (value: string | null) => (value !== null && idSchema.safeParse(value).success ? value : null);
  const classId = id(params.get('class'));
  const ratingsParam = params.get('ratings');
  const ratings =
    ratingsParam === null
      ? FEEDBACK_RATINGS
      : FEEDBACK_RATINGS.filter((rating) => ratingsParam.split(',').includes(String(rating)));
  const pageParam = params.get('page');
  const page = pageParam !== null && /^\d{1,6}$/.test(pageParam) ? Math.max(1, Number(pageParam)) : 1;
  return {
    page,
    classId,
    lessonId: classId ? id(params.get('lesson')) : null,
    ratings,
    onlyCommented: params.get('commented') === '1',
  };
}

/** The address's query for a filter: only what differs from the defaults, in a fixed order. */
export function feedbackFilterToSearch(filter: FeedbackFilter): URLSearchParams {
  const search = new URLSearchParams();
  if (filter.classId) search.set('class', filter.classId);
  if (filter.classId && filter.lessonId) search.set('lesson', filter.lessonId);
  if (filter.ratings.length < FEEDBACK_RATINGS.length) search.set('ratings', filter.ratings.join(','));
  if (filter.onlyCommented) search.set('commented', '1');
  if (filter.page > 1) search.set('page', String(filter.page));
  return search;
}

/**
 * The query string of GET /user_input/feedback for a filter: sort created desc, max 10, offset = max*(page-1) (spec
 * §7), the class and the lesson when chosen, the ratings ticked unless all five are, and commented=true for 'Only commented'.
 */
export function toFeedbackListQuery(filter: FeedbackFilter) {
  return {
    max: FEEDBACK_PAGE_SIZE,
    offset: FEEDBACK_PAGE_SIZE * (Math.max(1, filter.page) - 1),
    sortBy: 'created' as const,
    order: 'desc' as const,
    ...(filter.classId ? { class: filter.classId } : {}),
    ...(filter.classId && filter.lessonId ? { lesson: filter.lessonId } : {}),
    ...(filter.ratings.length < FEEDBACK_RATINGS.length ? { rating: [...filter.ratings] } : {}),
    ...(filter.onlyCommented ? { commented: 'true' as const } : {}),
  } satisfies FeedbackListQuery;
}

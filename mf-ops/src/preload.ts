import { PATHS } from '@backoffice/domain/paths';
import { queryClient, type PreloadTarget } from '@backoffice/remote-kit';
import { birthdayStudentsQueryOptions, firstBirthdayDay } from './features/birthdays/api/get-birthday-students';
import { feedbackClassLessonsOptions } from './features/feedback/api/get-class-lessons';
import { feedbackQueryOptions } from './features/feedback/api/get-feedback';
import { feedbackFilterFromSearch } from './features/feedback/utils/feedback-filter';

/** The first requests of the screen at `pathname` (with its `search`), or none for an address this remote does not show. */
function firstRequests({ pathname, search }: PreloadTarget): Array<Promise<unknown>> {
  if (pathname === PATHS.ops) return [queryClient.prefetchQuery(birthdayStudentsQueryOptions(firstBirthdayDay()))];
  if (pathname === PATHS.feedback) {
    const filter = feedbackFilterFromSearch(new URLSearchParams(search));
    return [
      // No rating ticked: the screen asks nothing, and neither does this.
      ...(filter.ratings.length > 0 ? [queryClient.prefetchQuery(feedbackQueryOptions(filter))] : []),
      // The chosen class's name and lessons, for the filters.
      ...(filter.classId ? [queryClient.prefetchQuery(feedbackClassLessonsOptions(filter.classId))] : []),
    ];
  }
  return [];
}

/**
 * The first requests of mf-ops' screens, started by the shell as the navigation begins (the remote-kit contract's
 * `./preload`), into the query cache the screens read, with their own keys: today's birthday students for /ops; the
 * address's page of feedback (and its class's lessons) for /feedback.
 */
export default function preload(target: PreloadTarget): Promise<unknown> | void {
  const requests = firstRequests(target);
  if (requests.length === 0) return;
  return Promise.all(requests);
}

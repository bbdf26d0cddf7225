import { PATHS } from '@backoffice/domain/paths';
import { queryClient, type PreloadTarget } from '@backoffice/remote-kit';
import { staffQueryOptions } from './features/user-management/api/get-staff';
import { studentsQueryOptions } from './features/user-management/api/get-students';
import { userPlaceOf } from './features/user-management/utils/user-place';
import { handlerOptionsQuery } from './shared/api/handler-options';

/**
 * The first requests of User Management, started by the shell as the navigation begins (the remote-kit contract's
 * `./preload`): the list the address names (its tab, search and page) and the dialog's staff pickers, in the query
 * cache the screen reads, with the screen's own keys.
 */
export default function preload({ pathname, search }: PreloadTarget): Promise<unknown> | void {
  if (pathname !== PATHS.user) return;
  const place = userPlaceOf(new URLSearchParams(search));
  const query = { q: place.q, page: place.page };
  const list =
    place.tab === 'student'
      ? queryClient.prefetchQuery(studentsQueryOptions(query))
      : queryClient.prefetchQuery(staffQueryOptions(place.tab, query));
  return Promise.all([list, queryClient.prefetchQuery(handlerOptionsQuery())]);
}

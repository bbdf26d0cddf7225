import { startGet } from '@backoffice/api-client';
import { ENDPOINTS } from '@backoffice/domain/endpoints';
import { PATHS } from '@backoffice/domain/paths';
import type { PreloadTarget } from '@backoffice/remote-kit/contract';
import type * as FirstPage from './features/orders/api/first-page';

let firstPage: Promise<typeof FirstPage> | undefined;

/**
 * The first request of Lesson Allocation, started by the shell as the navigation begins (the remote-kit contract's
 * `./preload`). This module imports only what the shell's start has loaded (the API client, the paths and endpoints),
 * so on a cold load the list's request goes out before the app's libraries have arrived (issue 20); the code that puts
 * the answer in the screen's query cache (React Query, the domain's schemas) loads beside it, in a chunk the page names
 * with the remote's first files.
 */
export default function preload({ pathname }: PreloadTarget): Promise<unknown> | void {
  if (pathname !== PATHS.orders) return;
  if (!firstPage) {
    // The list's default page: the server applies the screen's default filter (first-page.ts).
    const started = startGet(ENDPOINTS.orderList.path);
    const loading = import('./features/orders/api/first-page');
    firstPage = loading;
    // A chunk that could not load is asked for again next time (the screen's Retry).
    loading.catch(() => {
      if (firstPage === loading) firstPage = undefined;
    });
    return loading.then((module) => module.prefetchFirstPage(started));
  }
  return firstPage.then((module) => module.prefetchFirstPage());
}

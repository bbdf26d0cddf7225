import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { PATHS } from '@backoffice/domain/paths';
import { REMOTE_ROUTES } from '@backoffice/domain/remote-routes';
import { LoginPage } from '../features/auth/login-page';
import { RequireSession } from '../features/auth/require-session';
import { RouteGuard } from '../features/auth/route-guard';
import type { RemoteOverrides } from '../features/federation/dev-override';
import { RemoteMount } from '../features/federation/remote-mount';
import { NAVIGATION_WAIT_MS, startScreen, waitAtMost } from '../features/federation/remote-navigation';
import { HomePage } from '../features/home/home-page';
import { AppLayout } from '../features/layout/app-layout';
import { ProfilePage } from '../features/profile/profile-page';

/** A remote screen's route id: the first load's data is given under it (see createRouter). */
const remoteRouteId = (basePath: string) => `remote${basePath}`;

export function createRouter(overrides: RemoteOverrides) {
  /**
   * A remote screen's loader starts its code and first request together at navigation time. The previous screen stays
   * (the header shows progress) until both are in, or NAVIGATION_WAIT_MS has passed, so moving between screens shows no
   * loading fallback.
   */
  const remoteLoader = async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    await waitAtMost(startScreen({ pathname: url.pathname, search: url.search }), NAVIGATION_WAIT_MS);
    return null;
  };

  // The first load runs no loader: the start-up has started its screen (bootstrap.tsx), and the screen's place waits
  // for it (remote-mount.tsx). Given as loaded, the router starts initialized and the page's first render is the whole
  // layout and screen at once. With loaders to run it first rendered a stand-in, then everything again in a transition,
  // which React renders in 5 ms slices with the page's style recalculated between them (issue 20).
  const hydrationData = {
    loaderData: Object.fromEntries(REMOTE_ROUTES.map(({ basePath }) => [remoteRouteId(basePath), null])),
  };

  return createBrowserRouter(
    [
      { path: PATHS.login, element: <LoginPage /> },
      {
        element: (
          <RequireSession>
            <RouteGuard>
              <AppLayout overrides={overrides} />
            </RouteGuard>
          </RequireSession>
        ),
        children: [
          { index: true, element: <HomePage /> },
          { path: PATHS.profile, element: <ProfilePage /> },
          ...REMOTE_ROUTES.map(({ remote, basePath }) => ({
            id: remoteRouteId(basePath),
            path: `${basePath}/*`,
            loader: remoteLoader,
            // Only a new path or query string starts a screen again; a form's action on the same screen does not.
            shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.href !== nextUrl.href,
            element: <RemoteMount key={basePath} remote={remote} basePath={basePath} />,
          })),
          { path: '*', element: <Navigate to={PATHS.home} replace /> },
        ],
      },
    ],
    { hydrationData },
  );
}

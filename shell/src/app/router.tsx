import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
// The package root on purpose: once the shell has loaded a shared module, every remote uses that copy (loaded-first)
// instead of shipping its own, and remotes import the domain's root.
import { PATHS } from '@backoffice/domain';
import { REMOTE_ROUTES } from '@backoffice/domain/remote-routes';
import { LoadingBlock } from '@backoffice/ui';
import { LoginPage } from '../features/auth/login-page';
import { RequireSession } from '../features/auth/require-session';
import { RouteGuard } from '../features/auth/route-guard';
import type { RemoteOverrides } from '../features/federation/dev-override';
import { RemoteMount } from '../features/federation/remote-mount';
import { NAVIGATION_WAIT_MS, startScreen, waitAtMost } from '../features/federation/remote-navigation';
import { HomePage } from '../features/home/home-page';
import { AppLayout } from '../features/layout/app-layout';
import { ProfilePage } from '../features/profile/profile-page';

/** What the layout shows while the first load's loaders settle: nothing, as they settle at once. */
function NoStandIn() {
  return null;
}

/**
 * What a remote's place shows while the first load's loader settles: the screen's stand-in, the one RemoteMount shows
 * while the code arrives. Nothing there would let the footer rise into view and jump away (layout shift 0.03).
 */
function ScreenStandIn() {
  return <LoadingBlock showLabel fill />;
}

export function createRouter(overrides: RemoteOverrides) {
  /**
   * A remote screen's loader starts its code and first request together at navigation time. On a navigation the
   * previous screen stays (the header shows progress) until both are in, or NAVIGATION_WAIT_MS has passed, so moving
   * between screens shows no loading fallback. The first load does not wait: the header and menu paint at once and
   * the screen shows its skeleton.
   */
  const remoteLoader = async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const ready = startScreen({ pathname: url.pathname, search: url.search });
    // The first load's loaders run while createBrowserRouter is still creating the router: `router` is unset then.
    if (router?.state.initialized) await waitAtMost(ready, NAVIGATION_WAIT_MS);
    return null;
  };

  // eslint-disable-next-line prefer-const -- assigned once, but read (as unset) by the first load's loaders before
  let router: ReturnType<typeof createBrowserRouter> | undefined;
  router = createBrowserRouter([
    { path: PATHS.login, element: <LoginPage /> },
    {
      // The first load's loaders settle at once (see remoteLoader): nothing to show meanwhile.
      HydrateFallback: NoStandIn,
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
          path: `${basePath}/*`,
          loader: remoteLoader,
          // A component, as a null element counts as none and the router warns of it on every load.
          HydrateFallback: ScreenStandIn,
          // Only a new path or query string starts a screen again; a form's action on the same screen does not.
          shouldRevalidate: ({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) => currentUrl.href !== nextUrl.href,
          element: <RemoteMount key={basePath} remote={remote} basePath={basePath} />,
        })),
        { path: '*', element: <Navigate to={PATHS.home} replace /> },
      ],
    },
  ]);
  return router;
}

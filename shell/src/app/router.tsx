import { createBrowserRouter, Navigate } from 'react-router';
// The package root on purpose: once the shell has loaded a shared module, every remote uses that copy (loaded-first)
// instead of shipping its own, and remotes import the domain's root.
import { PATHS } from '@backoffice/domain';
import { LoginPage } from '../features/auth/login-page';
import { RequireSession } from '../features/auth/require-session';
import { RouteGuard } from '../features/auth/route-guard';
import type { RemoteOverrides } from '../features/federation/dev-override';
import { RemoteMount } from '../features/federation/remote-mount';
import { REMOTE_ROUTES } from '../features/federation/remote-routes';
import { HomePage } from '../features/home/home-page';
import { AppLayout } from '../features/layout/app-layout';
import { ProfilePage } from '../features/profile/profile-page';

export function createRouter(overrides: RemoteOverrides) {
  return createBrowserRouter([
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
          path: `${basePath}/*`,
          element: <RemoteMount key={basePath} remote={remote} basePath={basePath} />,
        })),
        { path: '*', element: <Navigate to={PATHS.home} replace /> },
      ],
    },
  ]);
}

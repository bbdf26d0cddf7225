import { useEffect, useMemo } from 'react';
import { RouterProvider } from 'react-router';
import { AppProviders, queryClient } from '@backoffice/remote-kit';
import { sessionStatusAtom, sessionStore } from '@backoffice/session';
import type { RemoteOverrides } from '../features/federation/dev-override';
import { createRouter } from './router';

export function App({ overrides }: { overrides: RemoteOverrides }) {
  const router = useMemo(() => createRouter(overrides), [overrides]);
  // Whoever signs in next must not see the previous user's cached answers.
  useEffect(
    () =>
      sessionStore.sub(sessionStatusAtom, () => {
        if (sessionStore.get(sessionStatusAtom) === 'anonymous') queryClient.clear();
      }),
    [],
  );
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

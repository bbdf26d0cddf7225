import { Suspense, startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import type { RemoteRouteProps } from '@backoffice/remote-kit';
import { isRemoteRoutesModule } from '@backoffice/remote-kit/contract';
import { LoadingBlock } from '@backoffice/ui';
import { parcelRoutes } from './parcel-route';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFailure } from './remote-failure';
import { currentAttempt, forgetRemotePreload, loadedRemoteRoutes, nextAttempt, startRemoteRoutes } from './remote-loader';
import { whenScreenStarted } from './remote-navigation';

type Loaded = { key: string; screens?: ComponentType<RemoteRouteProps>; error?: unknown };

/**
 * A remote's screens for this attempt: at once when the code is in and no first request is pending (a navigation
 * waited for both), else once they are in, the stand-in meanwhile. On a load no navigation waited for (the page's
 * first, or the one after sign-in) the screen thus renders once, with its rows, instead of its skeleton first and its
 * rows after (two renders of the whole screen), and its own query finds the preloaded page instead of asking again
 * (issue 20). The wait ends after NAVIGATION_WAIT_MS at most, as a navigation's does.
 *
 * Not React.lazy under Suspense: once React has shown a Suspense fallback it holds it at least 300 ms, so a screen
 * whose code arrived just after the first render would show 300 ms late. A failure is thrown in render, for the error
 * boundary.
 */
function useRemoteScreens(remote: string, attempt: number): ComponentType<RemoteRouteProps> | undefined {
  const key = `${remote}#${attempt}`;
  const { pathname, search } = useLocation();
  // Asked once, as the screen's place first renders: moving within the screen later does not wait again.
  const [pendingStart] = useState(() => whenScreenStarted({ pathname, search }));
  const inPage = loadedRemoteRoutes(remote, attempt);
  const ready = inPage !== undefined && pendingStart === undefined;
  const [loaded, setLoaded] = useState<Loaded | undefined>();
  useEffect(() => {
    if (ready) return;
    let mounted = true;
    startRemoteRoutes(remote, attempt)
      // A remote that brings its own React is mounted as a parcel (issue 18).
      .then((module) => (isRemoteRoutesModule(module) ? module : parcelRoutes(remote, module)))
      .then(async (module) => {
        await pendingStart;
        return module;
      })
      .then(
        // A transition, as the first render is (bootstrap.tsx): the screen renders in slices, not in one long task.
        (module) => mounted && startTransition(() => setLoaded({ key, screens: module.default })),
        (error: unknown) => mounted && setLoaded({ key, error }),
      );
    return () => {
      mounted = false;
    };
  }, [remote, attempt, key, ready, pendingStart]);
  if (ready) return inPage;
  if (loaded?.key !== key) return undefined;
  if (loaded.error !== undefined) throw loaded.error;
  return loaded.screens;
}

/** A remote's screens in the content area, with a fallback and Retry when the remote cannot load or breaks. */
export function RemoteMount({ remote, basePath }: { remote: string; basePath: string }) {
  // The remote's current attempt: after a successful Retry elsewhere, coming back shows its screens.
  const [attempt, setAttempt] = useState(() => currentAttempt(remote));
  const retry = useCallback(() => {
    forgetRemotePreload(remote);
    setAttempt(nextAttempt(remote));
  }, [remote]);
  return (
    <RemoteErrorBoundary
      key={`${remote}#${attempt}`}
      remote={remote}
      fallback={(error) => <RemoteFailure remote={remote} error={error} retry={retry} />}
    >
      <RemoteScreens remote={remote} attempt={attempt} basePath={basePath} />
    </RemoteErrorBoundary>
  );
}

/** Inside the error boundary, so that a failed load (thrown by useRemoteScreens) shows the fallback and Retry. */
function RemoteScreens({ remote, attempt, basePath }: { remote: string; attempt: number; basePath: string }) {
  const Screens = useRemoteScreens(remote, attempt);
  if (!Screens) return <LoadingBlock showLabel fill />;
  return (
    // Only for a screen that suspends itself (a lazy part without a stand-in of its own).
    <Suspense fallback={<LoadingBlock showLabel fill />}>
      <Screens basePath={basePath} />
    </Suspense>
  );
}

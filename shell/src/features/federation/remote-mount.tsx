import { lazy, Suspense, useCallback, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRouteProps } from '@backoffice/remote-kit';
import { isRemoteRoutesModule } from '@backoffice/remote-kit/contract';
import { LoadingBlock } from '@backoffice/ui';
import { parcelRoutes } from './parcel-route';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFailure } from './remote-failure';
import { currentAttempt, forgetRemotePreload, loadedRemoteRoutes, nextAttempt, startRemoteRoutes } from './remote-loader';

// One lazy component per remote and attempt: navigating between a remote's screens does not suspend again.
const lazyRoutes = new Map<string, LazyExoticComponent<ComponentType<RemoteRouteProps>>>();

function lazyRemote(remote: string, attempt: number) {
  const key = `${remote}#${attempt}`;
  let component = lazyRoutes.get(key);
  if (!component) {
    // A remote that brings its own React is mounted as a parcel (issue 18).
    component = lazy(() => startRemoteRoutes(remote, attempt).then((module) => (isRemoteRoutesModule(module) ? module : parcelRoutes(remote, module))));
    lazyRoutes.set(key, component);
  }
  return component;
}

/** A remote's screens in the content area, with a fallback and Retry when the remote cannot load or breaks. */
export function RemoteMount({ remote, basePath }: { remote: string; basePath: string }) {
  // The remote's current attempt: after a successful Retry elsewhere, coming back shows its screens.
  const [attempt, setAttempt] = useState(() => currentAttempt(remote));
  // Code already in (started by the navigation or at start-up) renders at once, without a loading fallback.
  const RemoteRoutes = loadedRemoteRoutes(remote, attempt) ?? lazyRemote(remote, attempt);
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
      <Suspense fallback={<LoadingBlock showLabel fill />}>
        <RemoteRoutes basePath={basePath} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemoteRouteProps } from '@backoffice/remote-kit';
import { isRemoteRoutesModule } from '@backoffice/remote-kit/contract';
import { Alert, Button, LoadingBlock, Stack } from '@backoffice/ui';
import { parcelRoutes } from './parcel-route';
import { RemoteErrorBoundary } from './remote-error-boundary';
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

/**
 * What the federation runtime said when the remote needs a shared library the page's copy does not satisfy (a remote
 * built for another React major: issue 21), as a sentence for the fallback; undefined for any other failure.
 */
export function sharedMismatchOf(error: unknown): string | undefined {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const match = /Version (\S+) from .* of shared singleton module (\S+) does not satisfy the requirement of (\S+) which needs ([^)\s]+)/.exec(cause.message);
    if (match) {
      const [, provided, name, remote, needed] = match;
      return `${remote} needs ${name} ${needed}, but this back office runs ${name} ${provided}. The rest of the back office still works.`;
    }
  }
  return undefined;
}

/** A remote's screens in the content area, with a fallback and Retry when the remote cannot load or breaks. */
export function RemoteMount({ remote, basePath }: { remote: string; basePath: string }) {
  // The remote's current attempt: after a successful Retry elsewhere, coming back shows its screens.
  const [attempt, setAttempt] = useState(() => currentAttempt(remote));
  // Code already in (started by the navigation or at start-up) renders at once, without a loading fallback.
  const RemoteRoutes = loadedRemoteRoutes(remote, attempt) ?? lazyRemote(remote, attempt);
  return (
    <RemoteErrorBoundary
      key={`${remote}#${attempt}`}
      remote={remote}
      fallback={(error) => (
        <Stack gap="md" role="region" aria-label="Section unavailable">
          <Alert tone="error" title="This section could not be loaded">
            {sharedMismatchOf(error) ?? 'The rest of the back office still works. Check your connection and try again.'}
          </Alert>
          <div>
            <Button
              onClick={() => {
                forgetRemotePreload(remote);
                setAttempt(nextAttempt(remote));
              }}
            >
              Retry
            </Button>
          </div>
        </Stack>
      )}
    >
      <Suspense fallback={<LoadingBlock showLabel fill />}>
        <RemoteRoutes basePath={basePath} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

import type { PreloadTarget } from '@backoffice/remote-kit/contract';
import { remoteFor } from '@backoffice/domain/remote-routes';
import { preloadRemoteData, startRemoteRoutes } from './remote-loader';

/**
 * Starts everything the screen at `target` needs, side by side: the owning remote's screens (manifest, entry and route
 * chunk) and, through its `./preload`, the screen's first request (issue 20: fetch as you navigate, not after
 * render). Resolves when both have settled; never rejects (the screen shows a failure itself).
 */
export function startScreen(target: PreloadTarget): Promise<void> {
  const remote = remoteFor(target.pathname);
  if (!remote) return Promise.resolve();
  return Promise.allSettled([startRemoteRoutes(remote), preloadRemoteData(remote, target)]).then(() => undefined);
}

/**
 * How long a navigation keeps the previous screen while the next one's code and first data arrive. Past it the new
 * screen shows with its skeleton: a slow request must not freeze the menu.
 */
export const NAVIGATION_WAIT_MS = 1500;

/** Waits for `ready`, at most `ms`. */
export function waitAtMost(ready: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    void ready.then(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}

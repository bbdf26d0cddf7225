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
  const ready = Promise.allSettled([startRemoteRoutes(remote), preloadRemoteData(remote, target)]).then(() => undefined);
  const start = { key: targetKey(target), ready, startedAt: Date.now(), settled: false };
  void ready.then(() => {
    start.settled = true;
  });
  lastStart = start;
  return ready;
}

// The screen started last, for its place to wait for it on a load that no navigation waited for (remote-mount.tsx).
let lastStart: { key: string; ready: Promise<void>; startedAt: number; settled: boolean } | undefined;
const targetKey = ({ pathname, search }: PreloadTarget) => `${pathname}${search}`;

/**
 * While the screen at `target` that startScreen started last is still loading its code or first request: a promise
 * that resolves when both are in, or once NAVIGATION_WAIT_MS have passed since it started. Otherwise undefined (it is
 * in, it waited long enough, or another screen started since).
 */
export function whenScreenStarted(target: PreloadTarget): Promise<void> | undefined {
  if (!lastStart || lastStart.settled || lastStart.key !== targetKey(target)) return undefined;
  const left = lastStart.startedAt + NAVIGATION_WAIT_MS - Date.now();
  return left > 0 ? waitAtMost(lastStart.ready, left) : undefined;
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

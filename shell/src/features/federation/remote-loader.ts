import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  isRemotePreloadModule,
  isRemoteRoutesModule,
  type PreloadTarget,
  type RemoteRouteProps,
  type RemoteRoutesModule,
} from '@backoffice/remote-kit/contract';

const entries = new Map<string, string>();

/** Registers every remote's manifest with the federation runtime (nothing is downloaded until a remote is opened). */
export function registerRemoteManifests(remotes: Record<string, string>): void {
  for (const [name, entry] of Object.entries(remotes)) entries.set(name, entry);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

/**
 * Loads a remote's route module and checks it keeps the contract. A retry registers the remote again with `force`, so
 * the runtime forgets a failed manifest or entry and fetches it anew.
 */
export async function loadRemoteRoutes(remote: string, retry: boolean): Promise<RemoteRoutesModule> {
  const entry = entries.get(remote);
  if (!entry) throw new RemoteLoadError(remote, `${remote} is not listed in remotes.json`);
  if (retry) registerRemotes([{ name: remote, entry }], { force: true });
  let module: unknown;
  try {
    module = await loadRemote<unknown>(`${remote}/routes`);
  } catch (error) {
    throw new RemoteLoadError(remote, `${remote} could not be loaded`, { cause: error });
  }
  if (!isRemoteRoutesModule(module)) {
    console.error(`${remote}/routes does not export a route component as default`, module);
    throw new RemoteLoadError(remote, `${remote} did not provide its screens`);
  }
  return module;
}

// One load per remote and attempt, shared by whoever starts it first: the start-up, a navigation, a hovered menu link
// or the screen itself (issue 20: the code downloads while the data is asked for, not after).
const routeLoads = new Map<string, Promise<RemoteRoutesModule>>();
// The screens of remotes whose code is in: rendered directly, so a screen whose code is ready never suspends (a lazy
// component suspends once on first render even when its module is loaded, and React then holds the fallback 300 ms).
const loadedRoutes = new Map<string, ComponentType<RemoteRouteProps>>();

const attemptKey = (remote: string, attempt: number) => `${remote}#${attempt}`;

/** Starts (or joins) loading a remote's screens; attempt > 0 is a Retry, which fetches the remote anew. */
export function startRemoteRoutes(remote: string, attempt = 0): Promise<RemoteRoutesModule> {
  const key = attemptKey(remote, attempt);
  let load = routeLoads.get(key);
  if (!load) {
    load = loadRemoteRoutes(remote, attempt > 0).then((module) => {
      loadedRoutes.set(key, module.default);
      return module;
    });
    // Whoever started it early may not wait for it; the screen's error boundary reports a failure.
    load.catch(() => undefined);
    routeLoads.set(key, load);
  }
  return load;
}

/** The remote's screens if this attempt's code is already in, else undefined. */
export function loadedRemoteRoutes(remote: string, attempt: number): ComponentType<RemoteRouteProps> | undefined {
  return loadedRoutes.get(attemptKey(remote, attempt));
}

const preloadLoads = new Map<string, Promise<((target: PreloadTarget) => Promise<unknown> | void) | null>>();

/**
 * Starts the first request of the screen at `target` through the remote's `./preload` (remote-kit contract), in
 * parallel with its screens' code. Resolves when that request is answered; never rejects: a remote without a usable
 * preload, or a failed request, leaves the screen to ask and to show what went wrong.
 */
export function preloadRemoteData(remote: string, target: PreloadTarget): Promise<void> {
  let load = preloadLoads.get(remote);
  if (!load) {
    load = loadRemote<unknown>(`${remote}/preload`).then(
      (module) => (isRemotePreloadModule(module) ? module.default : null),
      () => null,
    );
    preloadLoads.set(remote, load);
  }
  return load.then(async (preload) => {
    try {
      await preload?.(target);
    } catch (error) {
      console.error(`${remote}/preload failed`, error);
    }
  });
}

/** Forgets a remote's preload module, so that a Retry asks for it again rather than reusing a failed load. */
export function forgetRemotePreload(remote: string): void {
  preloadLoads.delete(remote);
}

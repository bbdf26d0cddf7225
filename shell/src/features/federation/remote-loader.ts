import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import {
  isRemotePreloadModule,
  isRemoteRoutesModule,
  type PreloadTarget,
  type RemoteRouteProps,
} from '@backoffice/remote-kit/contract';
import { fetchRuntimeConfig } from './runtime-config';

const entries = new Map<string, string>();
// The entry each remote's code was loaded from in this tab: a release changes remotes.json, not what the tab runs.
const loadedFrom = new Map<string, string>();
// Remotes a developer pointed elsewhere (dev-override.ts): a Retry keeps their entry rather than reading remotes.json.
const overridden = new Set<string>();

/**
 * Registers every remote's manifest with the federation runtime (nothing is downloaded until a remote is opened);
 * `overrides` names the entries that came from a developer's override.
 */
export function registerRemoteManifests(remotes: Record<string, string>, overrides: Record<string, string> = {}): void {
  for (const [name, entry] of Object.entries(remotes)) entries.set(name, entry);
  for (const name of Object.keys(overrides)) overridden.add(name);
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

/**
 * Before a Retry: the manifest remotes.json names now (issue 21: the failure may have been a bad release that has
 * since been rolled back), registered with `force` so the runtime forgets a failed manifest or entry.
 */
async function registerCurrentEntry(remote: string): Promise<void> {
  if (!overridden.has(remote)) {
    try {
      const current = (await fetchRuntimeConfig()).remotes[remote];
      if (current) entries.set(remote, current);
    } catch (error) {
      // remotes.json itself may be what is unreachable: try the entry known so far.
      console.error('Could not read /remotes.json again', error);
    }
  }
  const entry = entries.get(remote);
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
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
 * Loads a remote's route module. A retry first registers the remote again with the entry remotes.json names now. What
 * the module is, a route component or the parcel of a remote that brings its own React (issue 18), RemoteMount checks
 * where it renders it (remote-mount.tsx, parcel-route.tsx), not here: this file is on the sign-in page.
 */
export async function loadRemoteRoutes(remote: string, retry: boolean): Promise<unknown> {
  if (retry) await registerCurrentEntry(remote);
  const entry = entries.get(remote);
  if (entry === undefined) throw new RemoteLoadError(remote, `${remote} is not listed in remotes.json`);
  loadedFrom.set(remote, entry);
  try {
    return await loadRemote<unknown>(`${remote}/routes`);
  } catch (error) {
    throw new RemoteLoadError(remote, `${remote} could not be loaded`, { cause: error });
  }
}

// One load per remote and attempt, shared by whoever starts it first: the start-up, a navigation, a hovered menu link
// or the screen itself (issue 20: the code downloads while the data is asked for, not after).
const routeLoads = new Map<string, Promise<unknown>>();
// The screens of remotes whose code is in: rendered directly, so a screen whose code is ready shows at once, without
// a render of its stand-in first (remote-mount.tsx).
const loadedRoutes = new Map<string, ComponentType<RemoteRouteProps>>();

const attemptKey = (remote: string, attempt: number) => `${remote}#${attempt}`;

// The attempt each remote is loaded under now: 0 until its first Retry. Kept here, not in the screen's state, so that
// leaving a section after a successful Retry and coming back finds that attempt's screens, not the first failure.
const attempts = new Map<string, number>();

/** The attempt a remote's screens are loaded under now. */
export function currentAttempt(remote: string): number {
  return attempts.get(remote) ?? 0;
}

/** A Retry: the next attempt, which fetches the remote anew from what remotes.json names then. */
export function nextAttempt(remote: string): number {
  const attempt = currentAttempt(remote) + 1;
  attempts.set(remote, attempt);
  return attempt;
}

/**
 * The remotes this tab runs that remotes.json (as `current` holds it) now names another version of: a release or a
 * rollback happened since they were loaded (issue 18). A developer's override is never reported.
 */
export function releasedSinceLoaded(current: Record<string, string>): string[] {
  return changedEntries(loadedFrom, current, overridden);
}

/** The names whose entry in `current` differs from the one they were loaded from. */
export function changedEntries(loaded: ReadonlyMap<string, string>, current: Record<string, string>, ignored: ReadonlySet<string>): string[] {
  return [...loaded]
    .filter(([name, entry]) => !ignored.has(name) && current[name] !== undefined && current[name] !== entry)
    .map(([name]) => name)
    .sort();
}

// Remotes whose code this tab has run (any attempt): loading another version of one into the same page would mix two
// builds' chunks under one container name, so after a release such a remote is reloaded with the page instead.
const codeInPage = new Set<string>();

/** What to do when a remote failed, given what remotes.json names now (issue 18: its old version may be gone). */
export type Recovery = 'load-current' | 'reload-page' | 'none';

/**
 * After a remote failed: if remotes.json names another entry than the one this attempt used (a release or a rollback
 * since the tab registered it), the failure may be the old version's files having been removed, and the current one
 * is loaded at once: in place when the page has not run the remote's code yet, by reloading the page at the same
 * address when it has. Otherwise nothing happens by itself (the screen offers Retry), and never for a developer's
 * override.
 */
export function recoveryAfterFailure(state: { registered: string | undefined; current: string | undefined; codeInPage: boolean; overridden: boolean }): Recovery {
  if (state.overridden || state.current === undefined || state.current === state.registered) return 'none';
  return state.codeInPage ? 'reload-page' : 'load-current';
}

/** recoveryAfterFailure for `remote`, reading remotes.json again; 'none' when it cannot be read. */
export async function recoveryFor(remote: string): Promise<Recovery> {
  if (overridden.has(remote)) return 'none';
  let current: string | undefined;
  try {
    current = (await fetchRuntimeConfig()).remotes[remote];
  } catch (error) {
    console.error('Could not read /remotes.json again', error);
    return 'none';
  }
  return recoveryAfterFailure({ registered: entries.get(remote), current, codeInPage: codeInPage.has(remote), overridden: false });
}

/** Starts (or joins) loading a remote's screens; attempt > 0 is a Retry, which fetches the remote anew. */
export function startRemoteRoutes(remote: string, attempt = currentAttempt(remote)): Promise<unknown> {
  const key = attemptKey(remote, attempt);
  let load = routeLoads.get(key);
  if (!load) {
    load = loadRemoteRoutes(remote, attempt > 0).then((module) => {
      codeInPage.add(remote);
      // Only a route component renders directly; RemoteMount checks anything else as it loads (a parcel, issue 18).
      if (isRemoteRoutesModule(module)) loadedRoutes.set(key, module.default);
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
  return loadRemotePreload(remote).then(async (preload) => {
    try {
      await preload?.(target);
    } catch (error) {
      console.error(`${remote}/preload failed`, error);
    }
  });
}

/**
 * Loads a remote's `./preload` without running it: at the Sign In press its code downloads while the sign-in is
 * checked, and the screen's first request goes out as soon as the token is in.
 */
export function loadRemotePreload(remote: string): Promise<((target: PreloadTarget) => Promise<unknown> | void) | null> {
  let load = preloadLoads.get(remote);
  if (!load) {
    load = loadRemote<unknown>(`${remote}/preload`).then(
      (module) => (isRemotePreloadModule(module) ? module.default : null),
      () => null,
    );
    preloadLoads.set(remote, load);
  }
  return load;
}

/** Forgets a remote's preload module, so that a Retry asks for it again rather than reusing a failed load. */
export function forgetRemotePreload(remote: string): void {
  preloadLoads.delete(remote);
}

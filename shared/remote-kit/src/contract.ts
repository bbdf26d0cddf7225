import type { ComponentType } from 'react';

/**
 * The contract between the shell and a remote (ARCHITECTURE §3): a remote exposes `./routes`, whose default export is
 * a component the shell renders in its own tree, under its router, at each path the remote owns.
 */
export type RemoteRouteProps = {
  /** The path the shell mounted the remote at, e.g. '/ops' or '/feedback' (mf-ops owns both). */
  basePath: string;
};

export type RemoteRoutesModule = { default: ComponentType<RemoteRouteProps> };

/** Checks what a remote handed over before the shell renders it. */
export function isRemoteRoutesModule(value: unknown): value is RemoteRoutesModule {
  return typeof value === 'object' && value !== null && typeof (value as { default?: unknown }).default === 'function';
}

/** Where a navigation is going: the path and query string the remote's screen will read. */
export type PreloadTarget = { pathname: string; search: string };

/**
 * A remote's `./preload` module (ARCHITECTURE §3, issue 20): its default export starts what the screen at `target` will
 * ask for first — its list request, through the shared query client with the screen's own query key — so that the
 * request runs while the screen's code downloads instead of after it has rendered. The shell calls it when a
 * navigation starts and when a menu link is pointed at or focused. It resolves when that data is in (or failed: a
 * failed preload is the screen's to show, never thrown). It must stay small: it is loaded before the screens.
 */
export type RemotePreloadModule = { default: (target: PreloadTarget) => Promise<unknown> | void };

export function isRemotePreloadModule(value: unknown): value is RemotePreloadModule {
  return typeof value === 'object' && value !== null && typeof (value as { default?: unknown }).default === 'function';
}

import type { ComponentType } from 'react';
import type { Me } from '@backoffice/domain/records';

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

/**
 * What the shell hands a remote that brings its own React (ARCHITECTURE §3's single-spa-react escape hatch, issue 18):
 * the remote shares no module with the shell, so everything it needs from it comes as these props, and again (a
 * parcel update) when they change.
 */
export type RemoteParcelProps = {
  /** The path the shell mounted the remote at, e.g. '/whats-new'. */
  basePath: string;
  /** Moves the shell's router: a link in the parcel to another screen of the back office. */
  navigate: (to: string) => void;
  /** The session's bearer token, for the remote's own requests to the API. */
  token: string | null;
  /** The signed-in user, as GET /me gave it. */
  user: Me | null;
  /** Where the API is (remotes.json's `api`, e.g. '/api'). */
  apiBase: string;
  /**
   * The remote's own request was refused as unauthenticated (401): the shell asks the API about its session with its
   * own client, which signs the user out as everywhere else when the session is over. A remote cannot end the
   * session itself.
   */
  checkSession: () => void;
};

/** A single-spa parcel's lifecycles, as single-spa-react makes them. */
export type ParcelLifecycles = {
  bootstrap: (props: never) => Promise<unknown>;
  mount: (props: never) => Promise<unknown>;
  unmount: (props: never) => Promise<unknown>;
  update?: (props: never) => Promise<unknown>;
};

/**
 * The `./routes` of a remote that brings its own React: instead of a component for the shell's tree, a single-spa
 * parcel the shell mounts in the content area, and the React version it runs on. The shape of the module is the
 * declaration: the shell reads it at run time, so a remote moves to or off its own React with a release alone. The
 * shell's check of that shape is in the signed-in app (shell/src/features/federation/parcel-route.tsx), not here:
 * this file is on the sign-in page.
 */
export type RemoteParcelModule = { parcel: ParcelLifecycles; react: string };

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

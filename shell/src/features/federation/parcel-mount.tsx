import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { mountRootParcel, type Parcel } from 'single-spa';
import { apiClient, tokenStore } from '@backoffice/api-client';
import type { RemoteParcelModule, RemoteParcelProps, RemoteRouteProps, RemoteRoutesModule } from '@backoffice/remote-kit/contract';
import { useCurrentUser } from '@backoffice/session';

/**
 * A remote that brings its own React (ARCHITECTURE §3, issue 18), mounted as a single-spa-react parcel in the content
 * area: its own React root in a node of its own, outside the shell's tree, given everything it needs as props. It
 * mounts when its route renders, is updated when the props change, and unmounts when the route does (a navigation).
 * This file and single-spa are a chunk of their own, downloaded only when such a remote is opened.
 */
export function ParcelMount({ remote, module, basePath }: { remote: string; module: RemoteParcelModule } & RemoteRouteProps) {
  const host = useRef<HTMLDivElement>(null);
  // The mounted parcel, its node, the props it was last given, and its lifecycle calls one after another (single-spa
  // refuses an update or an unmount while the parcel is still mounting or updating).
  const mounted = useRef<{ parcel: Parcel; domElement: HTMLElement; sent: RemoteParcelProps; queue: Promise<unknown> } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const routerNavigate = useNavigate();
  const user = useCurrentUser();
  // The API client's token holder is the source of truth (the session mirrors it): a renewed token reaches the parcel.
  const token = useSyncExternalStore(tokenStore.subscribe, () => tokenStore.get()?.token ?? null);
  const props: RemoteParcelProps = {
    basePath,
    navigate: (to) => void routerNavigate(to),
    token,
    user,
    apiBase: apiClient.defaults.baseURL ?? '/api',
  };
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    // A node of its own per mount: an unmount still finishing never shares its container with the next mount.
    const domElement = document.createElement('div');
    host.current?.append(domElement);
    const sent = latest.current;
    const parcel = mountRootParcel(module.parcel as Parameters<typeof mountRootParcel>[0], { ...sent, domElement });
    const current = { parcel, domElement, sent, queue: parcel.mountPromise as Promise<unknown> };
    mounted.current = current;
    parcel.mountPromise.catch((error: unknown) => setFailure(new Error(`${remote} could not be mounted`, { cause: error })));
    return () => {
      mounted.current = null;
      current.queue = current.queue
        .catch(() => undefined)
        .then(() => (parcel.getStatus() === 'MOUNTED' ? parcel.unmount() : undefined))
        .catch((error: unknown) => console.error(`${remote} did not unmount cleanly`, error))
        .finally(() => domElement.remove());
      // single-spa settles this one too; the failure, if any, is reported above.
      parcel.unmountPromise.catch(() => undefined);
    };
  }, [module, remote]);

  useEffect(() => {
    const current = mounted.current;
    if (!current?.parcel.update) return;
    const { sent } = current;
    if (sent.basePath === basePath && sent.token === token && sent.user === user) return;
    const next = latest.current;
    current.sent = next;
    current.queue = current.queue
      .catch(() => undefined)
      .then(() => (current.parcel.getStatus() === 'MOUNTED' ? current.parcel.update?.({ ...next, domElement: current.domElement }) : undefined))
      .catch((error: unknown) => console.error(`${remote} could not be updated`, error));
  }, [basePath, token, user, remote]);

  // The remote's error boundary (RemoteMount's) shows the fallback with Retry when the parcel cannot mount.
  if (failure) throw failure;
  return <div ref={host} data-parcel={remote} />;
}

/** Whether a remote's `./routes` is a parcel with the React it brings (remote-kit's RemoteParcelModule). */
export function isRemoteParcelModule(value: unknown): value is RemoteParcelModule {
  if (typeof value !== 'object' || value === null) return false;
  const { parcel, react } = value as { parcel?: Partial<Record<keyof RemoteParcelModule['parcel'], unknown>>; react?: unknown };
  return (
    typeof react === 'string' &&
    typeof parcel === 'object' &&
    parcel !== null &&
    typeof parcel.bootstrap === 'function' &&
    typeof parcel.mount === 'function' &&
    typeof parcel.unmount === 'function'
  );
}

/**
 * For a remote whose `./routes` is a parcel (remote-loader.ts), a route module whose component mounts it; undefined
 * for anything else.
 */
export function parcelRoutesOf(remote: string, module: unknown): RemoteRoutesModule | undefined {
  if (!isRemoteParcelModule(module)) return undefined;
  function ParcelRoutes({ basePath }: RemoteRouteProps) {
    return <ParcelMount remote={remote} module={module as RemoteParcelModule} basePath={basePath} />;
  }
  ParcelRoutes.displayName = `ParcelRoutes(${remote})`;
  return { default: ParcelRoutes };
}

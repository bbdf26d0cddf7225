import { useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { apiClient, fetchMe, tokenStore } from '@backoffice/api-client';
import type { RemoteParcelModule, RemoteRouteProps, RemoteRoutesModule } from '@backoffice/remote-kit/contract';
import { useCurrentUser } from '@backoffice/session';
import { RemoteLoadError } from './remote-loader';

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
 * The screens of a remote whose `./routes` is not a route component (remote-mount.tsx). For one that brings its own
 * React (ARCHITECTURE §3, issue 18): a route component that gathers the explicit props from the shell (its router's
 * navigate, the session's token and user, the API base) and mounts the remote's parcel with them. The mounting code
 * and single-spa are a chunk of their own (parcel-mount.tsx), downloaded here, when such a remote is first opened.
 * Anything else breaks the contract: the remote's fallback shows.
 */
export async function parcelRoutes(remote: string, module: unknown): Promise<RemoteRoutesModule> {
  if (!isRemoteParcelModule(module)) {
    console.error(`${remote}/routes exports neither a route component as default nor a parcel with its React version`, module);
    throw new RemoteLoadError(remote, `${remote} did not provide its screens`);
  }
  const { parcel } = module;
  // GET /me through the shell's client: an ended session is answered 401 'expired', on which the client drops the token
  // and the session signs the user out with the usual message; a live one changes nothing.
  const checkSession = () => void fetchMe().catch(() => undefined);
  const { ParcelMount } = await import('./parcel-mount');
  function ParcelRoutes({ basePath }: RemoteRouteProps) {
    const navigate = useNavigate();
    const user = useCurrentUser();
    // The API client's token holder is the source of truth (the session mirrors it): a renewed token reaches the parcel.
    const token = useSyncExternalStore(tokenStore.subscribe, () => tokenStore.get()?.token ?? null);
    return (
      <ParcelMount
        remote={remote}
        parcel={parcel}
        props={{ basePath, navigate: (to) => void navigate(to), token, user, apiBase: apiClient.defaults.baseURL ?? '/api', checkSession }}
      />
    );
  }
  ParcelRoutes.displayName = `ParcelRoutes(${remote})`;
  return { default: ParcelRoutes };
}

import { useEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import type { RemoteParcelModule, RemoteParcelProps } from '@backoffice/remote-kit/contract';

/**
 * A remote that brings its own React (ARCHITECTURE §3, issue 18), mounted as a single-spa-react parcel in the content
 * area: its own React root in a node of its own, outside the shell's tree, given everything it needs as props
 * (parcel-route.tsx gathers them). It mounts when its route renders, is updated when the props change, and unmounts
 * when the route does (a navigation). This file and single-spa are a chunk of their own, downloaded only when such a
 * remote is opened; it imports nothing the shell shares but React.
 */
export function ParcelMount({ remote, parcel, props }: { remote: string; parcel: RemoteParcelModule['parcel']; props: RemoteParcelProps }) {
  const host = useRef<HTMLDivElement>(null);
  // The mounted parcel, its node, the props it was last given, and its lifecycle calls one after another (single-spa
  // refuses an update or an unmount while the parcel is still mounting or updating).
  const mounted = useRef<{ parcel: Parcel; domElement: HTMLElement; sent: RemoteParcelProps; queue: Promise<unknown> } | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    // A node of its own per mount: an unmount still finishing never shares its container with the next mount.
    const domElement = document.createElement('div');
    host.current?.append(domElement);
    const sent = latest.current;
    const instance = mountRootParcel(parcel as Parameters<typeof mountRootParcel>[0], { ...sent, domElement });
    const current = { parcel: instance, domElement, sent, queue: instance.mountPromise as Promise<unknown> };
    mounted.current = current;
    instance.mountPromise.catch((error: unknown) => setFailure(new Error(`${remote} could not be mounted`, { cause: error })));
    return () => {
      mounted.current = null;
      current.queue = current.queue
        .catch(() => undefined)
        .then(() => (instance.getStatus() === 'MOUNTED' ? instance.unmount() : undefined))
        .catch((error: unknown) => console.error(`${remote} did not unmount cleanly`, error))
        .finally(() => domElement.remove());
      // single-spa settles this one too; the failure, if any, is reported above.
      instance.unmountPromise.catch(() => undefined);
    };
  }, [parcel, remote]);

  const { basePath, token, user } = props;
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

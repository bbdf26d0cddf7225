import { Suspense, lazy, useState, type ComponentType } from 'react';
import { Dialog } from './dialog';
import { LoadingBlock } from './skeleton';

/** What stands in for a dialog while its chunk downloads: a dialog of the same title, which can be closed. */
export interface DialogLoadingProps {
  title: string;
  fullScreen?: boolean;
  onClose: () => void;
}

export function DialogLoading({ title, fullScreen = false, onClose }: DialogLoadingProps) {
  return (
    <Dialog open fullScreen={fullScreen} title={title} onOpenChange={(open) => !open && onClose()}>
      <LoadingBlock label={`Loading ${title}…`} />
    </Dialog>
  );
}

export type LazyDialogComponent<P extends object> = ComponentType<P> & {
  /**
   * Starts the download (e.g. when the opener is hovered or focused) and the dialog's first requests; the dialog then
   * opens at once. Resolves true once the chunk and those answers are in, false when the chunk failed (never rejects:
   * opening the dialog tries again and shows the failure then).
   */
  preload: () => Promise<boolean>;
  /** The chunk is in: the dialog renders at once, without the stand-in. */
  readonly loaded: boolean;
};

export interface LazyDialogOptions {
  /**
   * Starts what the dialog asks for as it opens (its first queries, through the query client), so it opens on its data
   * as a second open does. Called on preload and on a first open; it should not reject.
   */
  prefetch?: () => Promise<unknown>;
}

/**
 * A dialog in a chunk of its own, downloaded when first rendered or preloaded. `load` imports the module and picks the
 * component; `loading` says, from the dialog's props, what the stand-in shows while it downloads.
 *
 * Once the chunk is in, the dialog renders directly, outside Suspense: React holds a Suspense fallback at least 300 ms
 * once shown, and even an already resolved lazy component suspends on its first render. So a preloaded dialog's first
 * open costs what its second does (issue 20).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  loading: (props: P) => DialogLoadingProps,
  { prefetch }: LazyDialogOptions = {},
): LazyDialogComponent<P> {
  const startPrefetch = () => (prefetch ? prefetch().catch(() => undefined) : undefined);
  let pending: Promise<ComponentType<P>> | null = null;
  let loaded: ComponentType<P> | null = null;
  const loadOnce = () => {
    // A failed download is tried again next time rather than remembered.
    pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(() => {
    // Opened before any preload: the requests start with the download rather than after it.
    void startPrefetch();
    return loadOnce().then((component) => ({ default: component }));
  });
  function LazyDialog(props: P) {
    // Decided once per opening: a dialog that started with the stand-in keeps its Suspense boundary, so the chunk
    // arriving does not remount it (and lose what was typed, or where focus is).
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    return (
      <Suspense fallback={<DialogLoading {...loading(props)} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  const preload = () =>
    Promise.all([loadOnce(), startPrefetch()]).then(
      () => true,
      () => false,
    );
  // defineProperty, not Object.assign: assign would copy the getter's value once instead of the getter.
  return Object.defineProperty(Object.assign(LazyDialog, { preload }), 'loaded', { get: () => loaded !== null }) as LazyDialogComponent<P>;
}

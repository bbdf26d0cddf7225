import { Suspense, lazy, useState, type ComponentType, type ReactNode } from 'react';

export type LazyPartComponent<P extends object> = ComponentType<P> & {
  /**
   * Starts the download (e.g. when its opener is hovered or focused, or at navigation) and the part's first requests;
   * it then renders at once. Resolves true once the chunk and those answers are in, false when the chunk failed (never
   * rejects: rendering the part tries again and shows the failure then).
   */
  preload: () => Promise<boolean>;
  /** The chunk is in: the part renders at once, without suspending. */
  readonly loaded: boolean;
};

export interface LazyPartOptions<P> {
  /**
   * Starts what the part asks for as it mounts (its first queries, through the query client), so it shows its data as
   * a second mount does. Called on preload and on a first render; it should not reject.
   */
  prefetch?: () => Promise<unknown>;
  /**
   * What stands in for the part while its chunk downloads. Without one the part suspends to the nearest Suspense
   * boundary: on a first load that is the screen's own loading state, and a change made in a transition (every
   * navigation, a tab chosen) keeps what was shown until the part is in, instead of showing a fallback.
   */
  fallback?: (props: P) => ReactNode;
}

/**
 * A component in a chunk of its own (a dialog, a tab, a screen), downloaded when first rendered or preloaded. `load`
 * imports the module and picks the component.
 *
 * Once the chunk is in, the part renders directly, outside Suspense: React holds a Suspense fallback at least 300 ms
 * once shown, and even an already resolved lazy component suspends on its first render. So a preloaded part's first
 * render costs what its second does (issue 20).
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { prefetch, fallback }: LazyPartOptions<P> = {},
): LazyPartComponent<P> {
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
    // Rendered before any preload: the requests start with the download rather than after it.
    void startPrefetch();
    return loadOnce().then((component) => ({ default: component }));
  });
  function LazyPart(props: P) {
    // Decided once per mount: a part that started with the stand-in keeps its Suspense boundary, so the chunk arriving
    // does not remount it (and lose what was typed, or where focus is).
    const [Loaded] = useState(() => loaded);
    if (Loaded) return <Loaded {...props} />;
    if (!fallback) return <Lazy {...props} />;
    return (
      <Suspense fallback={fallback(props)}>
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
  return Object.defineProperty(Object.assign(LazyPart, { preload }), 'loaded', { get: () => loaded !== null }) as LazyPartComponent<P>;
}

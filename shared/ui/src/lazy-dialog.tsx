import { Activity, Suspense, lazy, useCallback, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Dialog } from './dialog';
import { DialogWarmUpContext } from './dialog-warm-up';
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

/** The mark set before a page's first download on idle: bench:bundle counts a route's files up to it. */
export const IDLE_PRELOAD_MARK = 'backoffice:idle-preload';

type IdleScope = typeof globalThis & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** A page that is never idle still gets its dialog this long after it asked. */
const IDLE_TIMEOUT_MS = 3000;

/** Runs `work` when the browser is next idle (a timer where requestIdleCallback is missing); returns the cancel. */
function whenIdle(work: () => void): () => void {
  const scope = globalThis as IdleScope;
  const { requestIdleCallback, cancelIdleCallback } = scope;
  if (requestIdleCallback && cancelIdleCallback) {
    const handle = requestIdleCallback.call(scope, work, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback.call(scope, handle);
  }
  const timer = setTimeout(work, 1);
  return () => clearTimeout(timer);
}

function markIdlePreload() {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(IDLE_PRELOAD_MARK, 'mark').length === 0) performance.mark(IDLE_PRELOAD_MARK);
}

/** Rendered after the dialog in its warm-up: a hidden tree runs no effect, so its render is the only sign it ran. */
function AfterWarmUp({ then }: { then: () => void }) {
  then();
  return null;
}

export interface PreloadDialogOptions {
  /**
   * True once the screen shows what it shows first (its first page of data): the dialog then downloads when the browser
   * is idle. Only for a screen's main dialog: the others download when their opener is pointed at or focused.
   */
  idle?: boolean;
  /**
   * The dialog as its opener renders it. After the download on idle it is rendered once, hidden (React's
   * `<Activity mode="hidden">`: at the lowest priority, no effect runs, nothing is focused or fetched, nothing is in the
   * accessibility tree) and then removed, so the first open finds its code compiled and its styles in.
   */
  warmUp?: () => ReactNode;
}

/**
 * Loads a lazy dialog before it is wanted, so its first open costs about what a second does (issue 20): on pointer
 * enter and focus of its opener (spread `openerProps` on the button), and, with `idle`, once the screen's first data is
 * shown and the browser is idle, then warmed up with `warmUp` (render `warmUp` where the dialog would be).
 */
export function usePreloadDialog(
  preload: (() => Promise<boolean>) | undefined,
  { idle = false, warmUp }: PreloadDialogOptions = {},
): { openerProps: { onPointerEnter?: () => void; onFocus?: () => void }; warmUp: ReactNode } {
  const [phase, setPhase] = useState<'cold' | 'warming' | 'warm'>('cold');
  const canWarmUp = warmUp !== undefined;
  useEffect(() => {
    if (!idle || !preload) return undefined;
    let live = true;
    const cancel = whenIdle(() => {
      markIdlePreload();
      void preload().then((loaded) => {
        if (live && loaded && canWarmUp) setPhase((current) => (current === 'cold' ? 'warming' : current));
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [idle, preload, canWarmUp]);
  const warmed = useCallback(() => {
    setTimeout(() => setPhase('warm'), 0);
  }, []);
  const start = useCallback(() => void preload?.(), [preload]);
  return {
    openerProps: preload ? { onPointerEnter: start, onFocus: start } : {},
    warmUp:
      phase === 'warming' && warmUp ? (
        <Activity mode="hidden">
          <DialogWarmUpContext value>
            {warmUp()}
            <AfterWarmUp then={warmed} />
          </DialogWarmUpContext>
        </Activity>
      ) : null,
  };
}

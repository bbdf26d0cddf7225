import { Activity, useCallback, useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { DialogWarmUpContext } from './dialog-warm-up';

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

/**
 * Runs `work`, a download nothing on the screen needs yet (a dialog, another tab), when the browser is next idle, and
 * marks the page's first such download (bench:bundle counts a route's files up to it). Returns the cancel.
 */
export function preloadWhenIdle(work: () => void): () => void {
  return whenIdle(() => {
    markIdlePreload();
    work();
  });
}

/**
 * Where the warm-up is rendered: out of the page's flow, the size of the viewport (so the dialog lays out as it will
 * open), never painted (visibility), never reached (inert), and its layout kept to itself (contain).
 */
const WARM_UP_BOX: CSSProperties = {
  position: 'fixed',
  inset: 0,
  visibility: 'hidden',
  pointerEvents: 'none',
  contain: 'strict',
  zIndex: -1,
};

/**
 * Styles and lays out the hidden dialog once: Activity hides its top elements with display:none, which spares the
 * browser matching their styles and shaping their text, the work a first open would then do while the user waits. They
 * are shown for one forced layout inside the invisible box, then hidden again as Activity left them.
 */
function layOutHidden(box: HTMLElement | null) {
  if (!box) return;
  const hidden = [...box.children].filter((child): child is HTMLElement => child instanceof HTMLElement);
  for (const element of hidden) element.style.removeProperty('display');
  void box.offsetWidth;
  for (const element of hidden) element.style.setProperty('display', 'none', 'important');
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
   * accessibility tree), laid out once in an invisible box, and then removed, so the first open finds its code
   * compiled, its styles in and matched, and its text shaped.
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
    const cancel = preloadWhenIdle(() => {
      void preload().then((loaded) => {
        if (live && loaded && canWarmUp) setPhase((current) => (current === 'cold' ? 'warming' : current));
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [idle, preload, canWarmUp]);
  const box = useRef<HTMLDivElement>(null);
  // The hidden tree renders again when its data comes in: one layout is enough.
  const finishing = useRef(false);
  const warmed = useCallback(() => {
    if (finishing.current) return;
    finishing.current = true;
    const finish = (tries: number) => {
      // The hidden tree may be committed a task after it rendered (React yields between them): wait for it a little.
      if (tries > 0 && box.current?.childElementCount === 0) {
        setTimeout(() => finish(tries - 1), 16);
        return;
      }
      layOutHidden(box.current);
      setPhase('warm');
    };
    setTimeout(() => finish(10), 0);
  }, []);
  const start = useCallback(() => void preload?.(), [preload]);
  return {
    openerProps: preload ? { onPointerEnter: start, onFocus: start } : {},
    warmUp:
      phase === 'warming' && warmUp ? (
        <div ref={box} style={WARM_UP_BOX} inert>
          <Activity mode="hidden">
            <DialogWarmUpContext value>
              {warmUp()}
              <AfterWarmUp then={warmed} />
            </DialogWarmUpContext>
          </Activity>
        </div>
      ) : null,
  };
}

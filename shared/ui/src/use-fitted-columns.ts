import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

const NONE: ReadonlySet<string> = new Set();

/** About what the details column (a toggle button) takes once a column is moved out. */
const DETAILS_COLUMN_WIDTH = 48;

/** A column's width as laid out, from its header cell; 0 when it cannot be found (the next pass then moves another). */
function widthOf(area: HTMLElement, key: string): number {
  const cell = area.querySelector<HTMLElement>(`th[data-column="${CSS.escape(key)}"]`);
  return cell?.getBoundingClientRect().width ?? 0;
}

export interface FittableColumn {
  key: string;
  /** 0 (the default) never leaves the table; higher numbers move into the row's details first. */
  priority?: number;
}

/**
 * The columns to move out, highest priority number first, as many as the area's overflow is wide (each header cell,
 * marked `data-column`, gives its column's width); none when the table fits.
 */
function columnsToMove(area: HTMLElement, columns: readonly FittableColumn[], hidden: ReadonlySet<string>): string[] {
  let overflow = area.scrollWidth - area.clientWidth;
  if (overflow <= 1) return [];
  // The first column moved out brings the details column (its toggle) in.
  if (hidden.size === 0) overflow += DETAILS_COLUMN_WIDTH;
  const candidates = columns
    .filter((column) => (column.priority ?? 0) > 0 && !hidden.has(column.key))
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
  const moved: string[] = [];
  for (const column of candidates) {
    moved.push(column.key);
    overflow -= widthOf(area, column.key);
    if (overflow <= 1) break;
  }
  return moved;
}

/**
 * Which columns to move out of a table so that it fits its scroll area without scrolling sideways.
 *
 * After every render, before the browser paints, it measures the area: when the table is wider than the area, as many
 * columns as the overflow is wide move out in one re-render (DataTable hides a moved column with a style rule, so the
 * rows are not rendered again); should the table still not fit (its other columns widen into the room), the next pass
 * moves more. Nobody sees the wide table. When the area gets wider, or the columns change, every column is tried
 * again. New rows only ever move more columns out, so paging does not make columns come and go under the user's eyes.
 *
 * The measuring runs in a microtask after the commit rather than in the commit itself: still before the browser
 * paints (so without a layout shift), but from a short stack instead of React's commit, which recurses once per level
 * of the tree. Reading a size lays out the whole screen just committed, and under Lighthouse's trace every element laid
 * out records the stack it was laid out from: from inside the commit that took 300–450 ms of /orders' first load, from
 * a microtask a few (issue 20). Measuring where the browser reports sizes (a ResizeObserver) would avoid the early
 * layout altogether, but Chrome reports them after the frame's layout is final for layout-shift purposes, so the
 * columns moving out would count as a shift.
 *
 * Without layout (jsdom) nothing overflows and every column stays.
 */
export function useFittedColumns(
  area: RefObject<HTMLElement | null>,
  columns: readonly FittableColumn[],
): ReadonlySet<string> {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(NONE);
  const columnsKey = columns.map((c) => `${c.key}:${c.priority ?? 0}`).join('|');
  const fittedFor = useRef(columnsKey);

  if (fittedFor.current !== columnsKey) {
    // Other columns (another user's flags, a capability): start again from all of them.
    fittedFor.current = columnsKey;
    if (hidden.size > 0) setHidden(NONE);
  }

  // After every render: it stops as soon as the table fits or nothing is left to move.
  useLayoutEffect(() => {
    let current = true;
    queueMicrotask(() => {
      const element = area.current;
      // A later render (or the table's removal) came first: its own pass measures.
      if (!current || !element?.isConnected) return;
      const moved = columnsToMove(element, columns, hidden);
      // flushSync: this pass and the next run before the browser paints, whatever React would schedule.
      if (moved.length > 0) flushSync(() => setHidden(new Set([...hidden, ...moved])));
    });
    return () => {
      current = false;
    };
  });

  useLayoutEffect(() => {
    const element = area.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    // Unknown until the browser first reports it: reading it here, in the commit, would lay the screen out (above).
    let width: number | null = null;
    const observer = new ResizeObserver(() => {
      // The browser has laid out when it reports: these reads cost nothing.
      const now = element.clientWidth;
      if (width === null) {
        width = now;
        // Reported once laid out; fitted already unless it was laid out hidden (`display: none`, width 0) and is shown
        // only now: then it is fitted at once.
        if (element.scrollWidth - now > 1) flushSync(() => setHidden((current) => new Set(current)));
        return;
      }
      if (now === width) return;
      const wider = now > width;
      width = now;
      // Wider may make room for a column again: start from all of them. A new set, not NONE, so that the render (and
      // the fitting after it) happens even when no column was out. Narrower: the fitting after the render moves more.
      // flushSync: the table is fitted in the frame it changes in; shown wide for one frame, its cells would move
      // under the user's eyes (a layout shift).
      flushSync(() => setHidden(wider ? new Set() : (current) => new Set(current)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [area]);

  return hidden;
}

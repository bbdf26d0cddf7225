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
 * Which columns to move out of a table so that it fits its scroll area without scrolling sideways.
 *
 * After every render, before the browser paints, it measures the area: when the table is wider than the area, it
 * moves out, highest priority number first, as many columns as the overflow is wide (each header cell, marked
 * `data-column`, gives its column's width), in one re-render rather than one per column: each pass lays the table out
 * again (issue 20; DataTable hides a moved column with a style rule, so the re-render itself leaves the rows alone). Should the table still not fit (its other columns widen into the
 * room), the next pass moves more; nobody sees the wide table, as this happens before paint. When the area gets
 * wider, or the columns change, every column is tried again. New rows only ever move more columns out, so paging
 * does not make columns come and go under the user's eyes.
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

  // Runs after every render: it stops as soon as the table fits or nothing is left to move.
  useLayoutEffect(() => {
    const element = area.current;
    if (!element) return;
    let overflow = element.scrollWidth - element.clientWidth;
    if (overflow <= 1) return;
    // The first column moved out brings the details column (its toggle) in.
    if (hidden.size === 0) overflow += DETAILS_COLUMN_WIDTH;
    const candidates = columns
      .filter((column) => (column.priority ?? 0) > 0 && !hidden.has(column.key))
      .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
    const moved: string[] = [];
    for (const column of candidates) {
      moved.push(column.key);
      overflow -= widthOf(element, column.key);
      if (overflow <= 1) break;
    }
    if (moved.length > 0) setHidden(new Set([...hidden, ...moved]));
  });

  useLayoutEffect(() => {
    const element = area.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      const now = element.clientWidth;
      if (now === width) return;
      const wider = now > width;
      width = now;
      // Wider may make room for a column again: start from all of them. A new set, not NONE, so that the render (and
      // the fitting after it) happens even when no column was out: a table laid out while hidden (`display: none`,
      // width 0) moved none, and must fit once it is shown. Narrower: the fitting after the render moves more out.
      // flushSync: the observer reports after layout and before paint, so the table is fitted in the frame it changes
      // in; shown wide for one frame, its cells would move under the user's eyes (a layout shift).
      flushSync(() => setHidden(wider ? new Set() : (current) => new Set(current)));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [area]);

  return hidden;
}

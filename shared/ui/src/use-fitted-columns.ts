import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

const NONE: ReadonlySet<string> = new Set();

export interface FittableColumn {
  key: string;
  /** 0 (the default) never leaves the table; higher numbers move into the row's details first. */
  priority?: number;
}

/**
 * Which columns to move out of a table so that it fits its scroll area without scrolling sideways.
 *
 * After every render, before the browser paints, it measures the area: while the table is wider than the area, the
 * visible column with the highest priority number is moved out (each step is one synchronous re-render, so nobody
 * sees the wide table). When the area gets wider, or the columns change, every column is tried again. New rows only
 * ever move more columns out, so paging does not make columns come and go under the user's eyes.
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
    if (!element || element.scrollWidth <= element.clientWidth + 1) return;
    const next = columns
      .filter((column) => (column.priority ?? 0) > 0 && !hidden.has(column.key))
      .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))[0];
    if (next) setHidden(new Set([...hidden, next.key]));
  });

  useLayoutEffect(() => {
    const element = area.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      const now = element.clientWidth;
      // Narrower is handled by the fitting above on the next render; wider may make room for a column again.
      if (now > width) setHidden(NONE);
      else if (now < width) setHidden((current) => new Set(current));
      width = now;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [area]);

  return hidden;
}

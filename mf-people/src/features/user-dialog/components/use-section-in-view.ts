import { useEffect, useState } from 'react';

/**
 * The section the reader is in: the first whose box crosses the upper third of the scrolling view. Watched only while
 * the links show.
 */
export function useSectionInView(ids: readonly string[], active: boolean): string | null {
  const [current, setCurrent] = useState<string | null>(ids[0] ?? null);
  const key = ids.join(' ');
  useEffect(() => {
    if (!active || typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) visible.add(entry.target.id);
          else visible.delete(entry.target.id);
        }
        const first = key.split(' ').find((id) => visible.has(id));
        if (first) setCurrent(first);
      },
      // A band from a tenth to a third of the way down the view.
      { rootMargin: '-10% 0px -66% 0px' },
    );
    for (const id of key.split(' ')) {
      const element = document.getElementById(id);
      if (element) observer.observe(element);
    }
    return () => observer.disconnect();
  }, [key, active]);
  return current;
}

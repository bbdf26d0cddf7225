import { useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (a tablet turned, a window resized). For what must render
 * differently rather than only look different, e.g. the pager's compact form. Without `matchMedia` (jsdom, the
 * server) it is false.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}

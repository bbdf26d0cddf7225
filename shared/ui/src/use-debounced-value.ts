import { useEffect, useState } from 'react';

/**
 * `value` once it has stopped changing for `delay` ms: a search box asks the server when the typing pauses, not at
 * every keystroke. The first render answers `value` itself, so a search that starts filled asks at once.
 */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

import { useState } from 'react';

/**
 * A checkbox whose tick is a write to the server (the Student tab's Action, the Consultation tab's done box). The box
 * shows the new state at once and waits, disabled, until the row shows the server's answer: the shown state is
 * React's own, set in the click, so the box never springs back while the request starts or while the answer reaches
 * the list (TanStack Query reports both a task later), and a second click, however fast, finds it disabled. A failure
 * shows the old state again.
 *
 * `send(checked, settled)` starts the write and calls `settled` with the state the server answered, or null when the
 * write failed.
 */
export function useCheckboxWrite(stored: boolean, send: (checked: boolean, settled: (answered: boolean | null) => void) => void) {
  const [asked, setAsked] = useState<boolean | null>(null);
  const [shown, setShown] = useState(stored);
  if (stored !== shown) {
    // The row changed (the answer, or another tab's): what it holds now is what the box shows.
    setShown(stored);
    setAsked(null);
  }
  const waiting = asked !== null;
  return {
    checked: asked ?? stored,
    waiting,
    onChange: (checked: boolean) => {
      if (waiting) return;
      setAsked(checked);
      send(checked, (answered) => {
        // A failure, or an answer that changes nothing for the row, ends the wait here; any other ends with the row.
        if (answered === null || answered === stored) setAsked(null);
      });
    },
  };
}

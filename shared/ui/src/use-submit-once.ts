import { useCallback, useRef } from 'react';

type SubmitEvent = { preventDefault?: () => void };

/**
 * A form's submit handler that runs once at a time: a second submit while the first is still validating or saving
 * (a double click on Save, Enter pressed twice) does nothing. react-hook-form validates asynchronously before it calls
 * the save, so the first click has not yet made Save busy when the second arrives: without this, one double click
 * created two records. Wrap what `handleSubmit` returns: `onSubmit={useSubmitOnce(handleSubmit(save))}`.
 */
export function useSubmitOnce<E extends SubmitEvent>(submit: (event?: E) => Promise<void>): (event?: E) => Promise<void> {
  const inFlight = useRef(false);
  const latest = useRef(submit);
  latest.current = submit;
  return useCallback(async (event?: E) => {
    if (inFlight.current) {
      // Still no native submission (a page load) for the ignored one.
      event?.preventDefault?.();
      return;
    }
    inFlight.current = true;
    try {
      await latest.current(event);
    } finally {
      inFlight.current = false;
    }
  }, []);
}

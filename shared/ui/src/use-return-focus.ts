import { useRef } from 'react';

/**
 * Where focus goes back to when a dialog or drawer closes: the element that opened it.
 *
 * Radix returns focus to its own Trigger, and ours are opened by the caller's buttons instead, so the opener is
 * remembered when the dialog opens. `document.activeElement` is not always it: a lazily loaded dialog first shows a
 * loading dialog, and by the time the real one opens, the loading one (which had focus) is gone and focus is on the
 * body. So the page's recent focus is kept too, and the newest element that is still in the page and not inside the
 * dialog itself is taken.
 */

const HISTORY_SIZE = 20;
// On globalThis: the shell and each remote may run their own copy of this package, and a dialog of one must see the
// focus history that another's page made.
const HISTORY_KEY = Symbol.for('backoffice.ui.focusHistory');

type FocusHistory = { elements: HTMLElement[] };

function focusHistory(): FocusHistory | null {
  if (typeof document === 'undefined') return null;
  const store = globalThis as unknown as Record<symbol, FocusHistory | undefined>;
  let history = store[HISTORY_KEY];
  if (!history) {
    const created: FocusHistory = { elements: [] };
    document.addEventListener(
      'focusin',
      (event) => {
        if (!(event.target instanceof HTMLElement)) return;
        created.elements = [event.target, ...created.elements.filter((e) => e !== event.target)].slice(0, HISTORY_SIZE);
      },
      true,
    );
    store[HISTORY_KEY] = created;
    history = created;
  }
  return history;
}

// Listening from the first import on, so the opener's focus is seen before any dialog opens.
focusHistory();

function returnTargetFor(dialog: Element | null): HTMLElement | null {
  const active = document.activeElement;
  const candidates = [active instanceof HTMLElement ? active : null, ...(focusHistory()?.elements ?? [])];
  return (
    candidates.find(
      (element): element is HTMLElement =>
        element !== null && element !== document.body && element.isConnected && !dialog?.contains(element),
    ) ?? null
  );
}

/** Handlers for a Radix Dialog.Content (or a drawer built on it): give focus back to the opener on close. */
export function useReturnFocus() {
  const target = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      target.current = returnTargetFor(event.currentTarget instanceof Element ? event.currentTarget : null);
    },
    onCloseAutoFocus: (event: Event) => {
      const element = target.current;
      target.current = null;
      if (element?.isConnected) {
        event.preventDefault();
        element.focus();
      }
    },
  };
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { RENEWAL_MESSAGES, isRenewalDay, renewalChangeText, type RenewalRow } from '@backoffice/domain/renewals';
import { useUpdateRenewalDate } from '../api/update-renewal-date';

/** A row in edit mode: the date typed so far, and what went wrong with the last Done. */
type Edit = { draft: string; error?: string; saving?: boolean };

/** Where focus goes after a render: a row's date input (Update, a refused Done) or its button (Done, Escape). */
type FocusTarget = { id: string; on: 'input' | 'button' } | null;

export type RenewalEditor = ReturnType<typeof useRenewalEditor>;

/**
 * The Renew tab's Update / Done (back-office §2, §4 Renewal date), for every row of the table at once: rows are edited
 * independently. Update turns a row's date into a date input and moves focus there; Done sends the date only when it
 * changed, then shows 'old --> new' in the row and puts focus back on the button. One write per click: a second
 * click while one is on its way sends nothing. A refused save keeps the row in edit mode with the server's words.
 */
export function useRenewalEditor({ onSaved }: { onSaved: (text: string) => void }) {
  const update = useUpdateRenewalDate();
  const [edits, setEdits] = useState<Record<string, Edit>>({});
  /** 'old --> new' by parent: siblings share a parent, so each of their rows shows the change. */
  const [changes, setChanges] = useState<Record<string, string>>({});
  const [focus, setFocus] = useState<FocusTarget>(null);
  // Set at once, unlike state: a click that arrives before the re-render still sees the write on its way.
  const saving = useRef(new Set<string>());
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (!focus) return;
    const element = (focus.on === 'input' ? inputs : buttons).current.get(focus.id);
    if (element && !element.disabled) {
      element.focus();
      setFocus(null);
    }
  }, [focus, edits]);

  const patch = (id: string, change: Partial<Edit> | null) =>
    setEdits((all) => {
      const next = { ...all };
      if (change === null) delete next[id];
      else next[id] = { ...(all[id] ?? { draft: '' }), ...change };
      return next;
    });

  const start = (row: RenewalRow) => {
    patch(row._id, { draft: row.parent.meta.date_of_renewal, error: undefined });
    setFocus({ id: row._id, on: 'input' });
  };

  const cancel = (row: RenewalRow) => {
    if (saving.current.has(row._id)) return;
    patch(row._id, null);
    setFocus({ id: row._id, on: 'button' });
  };

  const finish = async (row: RenewalRow, draft: string) => {
    const id = row._id;
    if (saving.current.has(id)) return;
    const stored = row.parent.meta.date_of_renewal;
    if (draft === stored) {
      // Nothing changed: nothing is sent.
      patch(id, null);
      setFocus({ id, on: 'button' });
      return;
    }
    if (!isRenewalDay(draft)) {
      patch(id, { error: draft === '' ? RENEWAL_MESSAGES.dateRequired : RENEWAL_MESSAGES.dateInvalid });
      setFocus({ id, on: 'input' });
      return;
    }
    saving.current.add(id);
    patch(id, { saving: true, error: undefined });
    try {
      const change = await update.mutateAsync({ studentId: id, day: draft });
      if (change.changed) {
        const text = renewalChangeText(change.before ?? stored, change.parent.meta.date_of_renewal);
        setChanges((all) => ({ ...all, [change.parent._id]: text }));
        onSaved(`Renewal date of ${row.parent.name} saved: ${text}`);
      }
      patch(id, null);
      setFocus({ id, on: 'button' });
    } catch (error) {
      patch(id, { saving: false, error: error instanceof Error ? error.message : String(error) });
      setFocus({ id, on: 'input' });
    } finally {
      saving.current.delete(id);
    }
  };

  const inputRef = useCallback(
    (id: string) => (element: HTMLInputElement | null) => {
      if (element) inputs.current.set(id, element);
      else inputs.current.delete(id);
    },
    [],
  );
  const buttonRef = useCallback(
    (id: string) => (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(id, element);
      else buttons.current.delete(id);
    },
    [],
  );

  return {
    editOf: (row: RenewalRow): Edit | undefined => edits[row._id],
    changeOf: (row: RenewalRow): string | undefined => changes[row.parent._id],
    setDraft: (row: RenewalRow, draft: string) => patch(row._id, { draft, error: undefined }),
    /** The row's button: Update in display mode, Done in edit mode. */
    toggle: (row: RenewalRow) => {
      const edit = edits[row._id];
      if (edit) void finish(row, edit.draft);
      else start(row);
    },
    done: (row: RenewalRow) => {
      const edit = edits[row._id];
      if (edit) void finish(row, edit.draft);
    },
    cancel,
    inputRef,
    buttonRef,
  };
}

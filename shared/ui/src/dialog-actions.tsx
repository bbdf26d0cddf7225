import type { ReactNode } from 'react';
import { Button } from './button';

export interface DialogActionsProps {
  /** Before the buttons, at the footer's start: a DialogFooterNote saying why the action waits. */
  note?: ReactNode;
  onCancel: () => void;
  cancelLabel?: string;
  /** The action's label: 'Save Class', 'Create'. */
  submitLabel: ReactNode;
  /** The id of the form the action submits; without it the action is a plain button calling onSubmit. */
  form?: string;
  onSubmit?: () => void;
  submitDisabled?: boolean;
  /** The action runs: it shows a spinner and Cancel is disabled. */
  busy?: boolean;
}

/** A dialog's footer: Cancel, then its one action (a form's submit button, or a button). */
export function DialogActions({
  note,
  onCancel,
  cancelLabel = 'Cancel',
  submitLabel,
  form,
  onSubmit,
  submitDisabled = false,
  busy = false,
}: DialogActionsProps) {
  return (
    <>
      {note}
      <Button variant="secondary" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type={form ? 'submit' : 'button'} form={form} onClick={onSubmit} disabled={submitDisabled} loading={busy}>
        {submitLabel}
      </Button>
    </>
  );
}

import { useEffect, useId, useState } from 'react';
import { DIALOG_TITLES, type PeopleRecord } from '@backoffice/domain/people';
import { ConfirmDialog, Dialog, DialogActions, DialogFooterNote, LoadFailure, LoadingBlock } from '@backoffice/ui';
import { useUserRecord } from '../api/get-user';
import { StudentForm } from './student-form';
import { TutorForm } from './tutor-form';

/** What the form inside tells the frame, for the footer and for leaving. */
export type FormState = { canSave: boolean; busy: boolean; dirty: boolean; blockers: readonly string[] };

const IDLE: FormState = { canSave: false, busy: false, dirty: false, blockers: [] };

export type UserDialogProps = {
  /** The record to edit (from a row's Edit), or null for Create New Tutor. */
  editing: { id: string; name: string } | null;
  onOpenChange: (open: boolean) => void;
  /** After the server accepted the save, with the record as it answered; the opener closes the dialog. */
  onSaved: (saved: PeopleRecord, mode: 'create' | 'edit') => void;
};

/**
 * The full-screen edit/create dialog (people-records §2): 'Edit User' loads the record and shows the form its type
 * decides (Student, or Tutor and TA); 'Add New Tutor' is a new user without data, so a tutor. Save is disabled while
 * anything loads or saves and until the form's required fields are filled; the footer says why in the spec's words.
 * Closing with unsaved changes asks first; closing otherwise (Escape, ×, Cancel) gives the focus back to the opener.
 */
export function UserDialog({ editing, onOpenChange, onSaved }: UserDialogProps) {
  const formId = useId();
  const record = useUserRecord(editing?.id ?? null);
  const [state, setState] = useState<FormState>(IDLE);
  const [leaving, setLeaving] = useState(false);
  const title = editing ? DIALOG_TITLES.edit : DIALOG_TITLES.newTutor;

  // A reload or a closed tab would lose the changes too.
  useEffect(() => {
    if (!state.dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.dirty]);

  const requestClose = () => {
    if (state.busy) return;
    if (state.dirty) setLeaving(true);
    else onOpenChange(false);
  };

  const formProps = { formId, onState: setState, onSaved };
  let body;
  if (editing && record.isPending) body = <LoadingBlock label={`Loading ${editing.name || 'the user'}…`} />;
  else if (editing && record.isError) {
    body = <LoadFailure title="The user could not be loaded" message={record.error.message} onRetry={() => void record.refetch()} />;
  } else if (record.data?._type === 'Student') body = <StudentForm record={record.data} {...formProps} />;
  else body = <TutorForm record={record.data ?? null} {...formProps} />;

  return (
    <Dialog
      open
      fullScreen
      title={title}
      onOpenChange={(open) => {
        if (!open) requestClose();
      }}
      dismissible={!state.busy}
      footer={
        <DialogActions
          note={state.blockers.length > 0 ? <DialogFooterNote role="status">{state.blockers.join(' ')}</DialogFooterNote> : null}
          onCancel={requestClose}
          submitLabel="Save"
          form={formId}
          submitDisabled={!state.canSave}
          busy={state.busy}
        />
      }
    >
      {body}
      <ConfirmDialog
        open={leaving}
        onOpenChange={setLeaving}
        title="Discard your changes?"
        message="The changes you made to this user have not been saved."
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        tone="danger"
        onConfirm={() => {
          setLeaving(false);
          onOpenChange(false);
        }}
      />
    </Dialog>
  );
}

import { useCallback, useEffect, useId, useState } from 'react';
import { useBlocker, type Location } from 'react-router';
import { DIALOG_TITLES, type PeopleRecord } from '@backoffice/domain/people';
import { ConfirmDialog, Dialog, DialogActions, DialogFooterNote, LoadFailure, LoadingBlock } from '@backoffice/ui';
import { useUserRecord } from '../api/get-user';
import { StudentForm } from './student-form';
import { TutorForm } from './tutor-form';

/** What the form inside tells the frame, for the footer and for leaving. */
export type FormState = { canSave: boolean; busy: boolean; dirty: boolean; blockers: readonly string[] };

const IDLE: FormState = { canSave: false, busy: false, dirty: false, blockers: [] };

/** The sign-in page: an ended session goes there, and nothing can be saved without one, so it is never held up. */
const SIGN_IN_PATH = '/login';

const samePlace = (a: Location, b: Location) => a.pathname === b.pathname && a.search === b.search && a.hash === b.hash;

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
 * Closing or leaving the page (Back) with unsaved changes asks first; closing otherwise (Escape, ×, Cancel) gives the
 * focus back to the opener.
 */
export function UserDialog({ editing, onOpenChange, onSaved }: UserDialogProps) {
  const formId = useId();
  const record = useUserRecord(editing?.id ?? null);
  const [state, setState] = useState<FormState>(IDLE);
  const [leaving, setLeaving] = useState(false);
  const title = editing ? DIALOG_TITLES.edit : DIALOG_TITLES.newTutor;

  const { dirty } = state;

  // A reload or a closed tab would lose the changes too.
  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // The browser's Back (or any other move of the page) with unsaved changes asks the same question: the router holds
  // the navigation until Keep editing (stay) or Discard changes (go). One function while the answer is the same: a
  // new one on every render of this dialog would be registered with the router again each time.
  const shouldBlock = useCallback(
    ({ currentLocation, nextLocation }: { currentLocation: Location; nextLocation: Location }) =>
      dirty && nextLocation.pathname !== SIGN_IN_PATH && !samePlace(currentLocation, nextLocation),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  const held = blocker.state === 'blocked';

  const requestClose = () => {
    if (state.busy) return;
    if (dirty) setLeaving(true);
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
        open={leaving || held}
        onOpenChange={(open) => {
          if (open) return;
          setLeaving(false);
          if (held) blocker.reset();
        }}
        title="Discard your changes?"
        message="The changes you made to this user have not been saved."
        cancelLabel="Keep editing"
        confirmLabel="Discard changes"
        tone="danger"
        onConfirm={() => {
          setLeaving(false);
          onOpenChange(false);
          if (held) blocker.proceed();
        }}
      />
    </Dialog>
  );
}

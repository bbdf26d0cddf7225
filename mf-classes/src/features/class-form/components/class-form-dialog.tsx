import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import type { ClassItem } from '@backoffice/domain/classes';
import { Dialog, DialogActions, DialogFooterNote, SaveFailure, Stack, applyServerError, useSubmitOnce } from '@backoffice/ui';
import { useCreateClass } from '../api/create-class';
import { useUpdateClass } from '../api/update-class';
import {
  classFormResolver,
  classToFormValues,
  defaultClassFormValues,
  formFieldFor,
  hasChanges,
  isClassFormComplete,
  toCreateInput,
  toUpdateInput,
  type ClassFormValues,
} from '../utils/class-form';
import { ClassFormFields } from './class-form-fields';

const FORM_ID = 'class-form';

export type ClassFormDialogProps = {
  /** The class to edit, or null for a new one. */
  editing: ClassItem | null;
  onOpenChange: (open: boolean) => void;
  /** After the server accepted the save: the class as it answered. */
  onSaved: (saved: ClassItem, mode: 'create' | 'edit') => void;
  /** After the server refused the save: its message (the dialog stays open and shows it too). */
  onFailed?: (message: string) => void;
};

/**
 * 'Add New Class' and 'Edit Class' (spec §2, §5), full screen. 'Save Class' stays disabled until every field but the
 * description and the TAs is filled (so at least one level and one tutor). A new class is sent whole; an edit sends
 * `_id` and the changed fields. Dates and times are the centre's. A refused save keeps the dialog open: field errors
 * under their fields, the rest in an alert at the top.
 */
export function ClassFormDialog({ editing, onOpenChange, onSaved, onFailed }: ClassFormDialogProps) {
  const zone = getCentreTimezone();
  const initial = useMemo(() => (editing ? classToFormValues(editing, zone) : defaultClassFormValues()), [editing, zone]);
  const resolver = useMemo(() => classFormResolver(zone), [zone]);
  const create = useCreateClass();
  const update = useUpdateClass();
  const [failure, setFailure] = useState<string[] | null>(null);
  const form = useForm<ClassFormValues>({ resolver, defaultValues: initial });
  const { handleSubmit, setError, watch } = form;

  const values = watch();
  const busy = create.isPending || update.isPending;
  const complete = isClassFormComplete(values);
  const changed = editing ? hasChanges(initial, values, zone) : true;
  const title = editing ? 'Edit Class' : 'Add New Class';

  const submit = handleSubmit(async (submitted) => {
    setFailure(null);
    try {
      const saved = editing
        ? await update.mutateAsync({ id: editing._id, payload: toUpdateInput(initial, submitted, editing._id, zone) })
        : await create.mutateAsync(toCreateInput(submitted, zone));
      onSaved(saved, editing ? 'edit' : 'create');
    } catch (error) {
      setFailure(applyServerError(error, setError, formFieldFor));
      onFailed?.(error instanceof Error ? error.message : String(error));
    }
  });
  const onSubmit = useSubmitOnce(submit);

  return (
    <Dialog
      open
      fullScreen
      onOpenChange={onOpenChange}
      title={title}
      dismissible={!busy}
      footer={
        <DialogActions
          note={
            <>
              {editing && !changed ? <DialogFooterNote role="status">Nothing has changed yet.</DialogFooterNote> : null}
              {!editing && !complete ? <DialogFooterNote>Fill in every field marked * to save.</DialogFooterNote> : null}
            </>
          }
          onCancel={() => onOpenChange(false)}
          submitLabel="Save Class"
          form={FORM_ID}
          submitDisabled={!complete || !changed}
          busy={busy}
        />
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="lg">
          {failure ? <SaveFailure title={editing ? 'The class was not saved' : 'The class was not created'} messages={failure} /> : null}
          <ClassFormFields form={form} initialDesc={initial.desc} busy={busy} zone={zone} />
        </Stack>
      </form>
    </Dialog>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { getCentreTimezone } from '@backoffice/domain';
import { PEOPLE_MESSAGES, type PeopleRecord, type StudentRecord } from '@backoffice/domain/people';
import { useHasCapability } from '@backoffice/session';
import { SaveFailure, Stack, applyServerError, useSubmitOnce } from '@backoffice/ui';
import { useHandlerOptions } from '../../../shared/api/handler-options';
import { useSaveUser } from '../api/save-user';
import {
  parentEmailClash,
  studentFieldFor,
  studentFormResolver,
  studentSaveBlockers,
  studentValuesOf,
  toStudentSave,
  type StudentFormValues,
} from '../utils/student-form';
import { BasicFields } from './basic-fields';
import { ConsultationFields, NotesFields } from './consultation-fields';
import { ParentFields } from './parent-fields';
import { SectionLayout } from './section-layout';
import type { FormState } from './user-dialog';

const fieldFor = (path: string) => studentFieldFor(path) as FieldPath<StudentFormValues> | null;

type StudentFormProps = {
  record: StudentRecord;
  formId: string;
  onState: (state: FormState) => void;
  onSaved: (saved: PeopleRecord, mode: 'create' | 'edit') => void;
};

/**
 * A student's form: Basic Information, Consultation, Additional Notes and Parent's Info (issue 14's sections; the
 * profile sections come with issue 15), with Show/Hide Navigation. Save waits for the name, the email and the parent's
 * email and for the pickers' staff lists; it sends one request, and a refusal keeps the dialog open in the server's words.
 */
export function StudentForm({ record, formId, onState, onSaved }: StudentFormProps) {
  const zone = getCentreTimezone();
  const counsellor = useHasCapability('people.counsellorView');
  const handlers = useHandlerOptions();
  const save = useSaveUser();
  const [failure, setFailure] = useState<string[] | null>(null);
  const [initial] = useState(() => studentValuesOf(record, zone));
  const resolver = useMemo(() => studentFormResolver(counsellor, zone), [counsellor, zone]);
  const form = useForm<StudentFormValues>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const { handleSubmit, setError, control, formState } = form;
  const values = useWatch({ control }) as StudentFormValues;

  const blockers = studentSaveBlockers(values);
  if (parentEmailClash(values)) blockers.push(PEOPLE_MESSAGES.parentEmailDuplicated);
  // Once saved, the dialog is closing: a second click of a double click must not save again.
  const saved = useRef(false);
  const busy = save.isPending || save.isSuccess;
  const canSave = blockers.length === 0 && !busy && !handlers.isPending;
  const blockerKey = blockers.join('|');
  useEffect(() => {
    onState({ canSave, busy, dirty: formState.isDirty, blockers: blockerKey ? blockerKey.split('|') : [] });
  }, [canSave, busy, formState.isDirty, blockerKey, onState]);

  const submit = handleSubmit(async (submitted) => {
    if (saved.current) return;
    setFailure(null);
    try {
      const answer = await save.mutateAsync({ kind: 'student', id: record._id, payload: toStudentSave(submitted, counsellor, zone, record.parent?.meta) });
      saved.current = true;
      onSaved(answer, 'edit');
    } catch (error) {
      setFailure(applyServerError(error, setError, fieldFor, { focus: true }));
    }
  });
  const onSubmit = useSubmitOnce(submit);
  // The form appears once the record is in: the keyboard starts at its first field, not at the dialog's edge.
  useEffect(() => {
    form.setFocus('name');
  }, [form]);
  const loose = form as unknown as UseFormReturn<FieldValues>;
  const staff = { options: handlers.data, loading: handlers.isPending, failed: handlers.isError };

  return (
    <form id={formId} onSubmit={onSubmit} noValidate aria-label="Edit User">
      <Stack gap="lg">
        {failure ? <SaveFailure title="The user was not saved" messages={failure} /> : null}
        <SectionLayout
          label="Sections of the form"
          headingPrefix={`${formId}-section`}
          togglable
          sections={[
            {
              id: 'basic',
              title: 'Basic Information',
              content: (
                <BasicFields form={loose} dbidLocked={Boolean(record.dbid)} staff={staff} current={record.staff_to_handle} />
              ),
            },
            { id: 'consultation', title: 'Consultation', content: <ConsultationFields form={loose} /> },
            { id: 'notes', title: 'Additional Notes', content: <NotesFields form={loose} /> },
            {
              id: 'parent',
              title: "Parent's Info",
              content: (
                <ParentFields form={loose} counsellor={counsellor} staff={staff} current={record.parent?.sales_admin ?? null} />
              ),
            },
          ]}
        />
      </Stack>
    </form>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useFormState, useWatch, type Control, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
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
  type LoadedStudent,
  type StudentFormValues,
} from '../utils/student-form';
import { BasicFields } from './basic-fields';
import { CareerGoalFields } from './career-goal-fields';
import { PersonalityFields } from './personality-fields';
import { SchoolAcademicFields } from './school-academic-fields';
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
 * A student's form: Basic Information, School & Academic, (for the counsellor view) Academic & Career and Personality
 * & Preference, Consultation, Additional Notes and Parent's Info, with Show/Hide Navigation. Save waits for the name,
 * the email and the parent's email and for the pickers' staff lists; it sends one request, and a refusal keeps the
 * dialog open in the server's words.
 */
export function StudentForm({ record, formId, onState, onSaved }: StudentFormProps) {
  const zone = getCentreTimezone();
  const counsellor = useHasCapability('people.counsellorView');
  const handlers = useHandlerOptions();
  const save = useSaveUser();
  const [failure, setFailure] = useState<string[] | null>(null);
  const [initial] = useState(() => studentValuesOf(record, zone));
  const [loaded] = useState<LoadedStudent>(() => ({ profile: initial.profile, parentMeta: record.parent?.meta }));
  const resolver = useMemo(() => studentFormResolver(counsellor, zone, loaded), [counsellor, zone, loaded]);
  // Checked when a field is left, not on every key: the check reads the whole form (some 400 fields), which a keystroke
  // must not pay for (issue 15: typing stays under a frame).
  const form = useForm<StudentFormValues>({ resolver, defaultValues: initial, mode: 'onBlur', reValidateMode: 'onBlur' });
  const { handleSubmit, setError, control } = form;
  // Once saved, the dialog is closing: a second click of a double click must not save again.
  const saved = useRef(false);
  const busy = save.isPending || save.isSuccess;

  const submit = handleSubmit(async (submitted) => {
    if (saved.current) return;
    setFailure(null);
    try {
      const answer = await save.mutateAsync({ kind: 'student', id: record._id, payload: toStudentSave(submitted, counsellor, zone, loaded) });
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
      <SaveState control={control} busy={busy} waiting={handlers.isPending} onState={onState} />
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
            { id: 'school', title: 'School & Academic', content: <SchoolAcademicFields form={loose} /> },
            ...(counsellor
              ? [
                  { id: 'career', title: 'Academic & Career', content: <CareerGoalFields form={loose} /> },
                  { id: 'personality', title: 'Personality & Preference', content: <PersonalityFields form={loose} /> },
                ]
              : []),
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

type SaveStateProps = {
  control: Control<StudentFormValues>;
  busy: boolean;
  /** The pickers' staff lists are still loading. */
  waiting: boolean;
  onState: (state: FormState) => void;
};

/**
 * Tells the dialog whether Save may be pressed and why not (people-records §2, §5), from the three fields Save waits
 * on. A component of its own so that typing in them draws this and the field, not the whole form of some 400 fields.
 */
function SaveState({ control, busy, waiting, onState }: SaveStateProps) {
  const [name, email, parentEmail] = useWatch({ control, name: ['name', 'email', 'parent.email'] });
  const { isDirty } = useFormState({ control });
  const required = { name, email, parent: { email: parentEmail } };
  const blockers = studentSaveBlockers(required);
  if (parentEmailClash(required)) blockers.push(PEOPLE_MESSAGES.parentEmailDuplicated);
  const canSave = blockers.length === 0 && !busy && !waiting;
  const blockerKey = blockers.join('|');
  useEffect(() => {
    onState({ canSave, busy, dirty: isDirty, blockers: blockerKey ? blockerKey.split('|') : [] });
  }, [canSave, busy, isDirty, blockerKey, onState]);
  return null;
}

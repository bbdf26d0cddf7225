import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import { TEXT_MAX } from '@backoffice/domain/text';
import { type PeopleRecord, type TutorRecord } from '@backoffice/domain/people';
import { SaveFailure, Stack, TextArea, TextField, applyServerError, useSubmitOnce } from '@backoffice/ui';
import { useSaveUser } from '../api/save-user';
import {
  newTutorValues,
  toTutorInput,
  tutorFieldFor,
  tutorFormResolver,
  tutorSaveBlockers,
  tutorValuesOf,
  type TutorFormValues,
} from '../utils/tutor-form';
import { BasicFields } from './basic-fields';
import { Pair, errorOf } from './field-kit';
import { SectionLayout } from './section-layout';
import type { FormState } from './user-dialog';

const fieldFor = (path: string) => tutorFieldFor(path) as FieldPath<TutorFormValues> | null;

type TutorFormProps = {
  /** A tutor or TA to edit; null for Add New Tutor. */
  record: TutorRecord | null;
  formId: string;
  onState: (state: FormState) => void;
  onSaved: (saved: PeopleRecord, mode: 'create' | 'edit') => void;
};

/**
 * A tutor's (or TA's) form: Basic Information and Tutor Profile (description, subjects and track record as
 * comma-separated text, years of experience, profile picture). Save waits for the name and the email.
 */
export function TutorForm({ record, formId, onState, onSaved }: TutorFormProps) {
  const zone = getCentreTimezone();
  const save = useSaveUser();
  const [failure, setFailure] = useState<string[] | null>(null);
  const [initial] = useState(() => (record ? tutorValuesOf(record, zone) : newTutorValues()));
  const resolver = useMemo(() => tutorFormResolver(zone), [zone]);
  const form = useForm<TutorFormValues>({ resolver, defaultValues: initial, mode: 'onTouched' });
  const { handleSubmit, setError, control, register, formState } = form;
  const values = useWatch({ control }) as TutorFormValues;

  const blockerKey = tutorSaveBlockers(values).join('|');
  // Once saved, the dialog is closing: a second click of a double click must not save again.
  const saved = useRef(false);
  const busy = save.isPending || save.isSuccess;
  const canSave = blockerKey === '' && !busy;
  useEffect(() => {
    onState({ canSave, busy, dirty: formState.isDirty, blockers: blockerKey ? blockerKey.split('|') : [] });
  }, [canSave, busy, formState.isDirty, blockerKey, onState]);

  const submit = handleSubmit(async (submitted) => {
    if (saved.current) return;
    setFailure(null);
    try {
      const payload = toTutorInput(submitted, zone);
      const answer = await save.mutateAsync({ kind: 'tutor', type: record?._type ?? 'Tutor', id: record?._id ?? null, payload });
      saved.current = true;
      onSaved(answer, record ? 'edit' : 'create');
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
  const label = record ? 'Edit User' : 'Add New Tutor';

  return (
    <form id={formId} onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="lg">
        {failure ? <SaveFailure title={record ? 'The user was not saved' : 'The tutor was not created'} messages={failure} /> : null}
        <SectionLayout
          label="Sections of the form"
          headingPrefix={`${formId}-section`}
          sections={[
            { id: 'basic', title: 'Basic Information', content: <BasicFields form={loose} dbidLocked={Boolean(record?.dbid)} /> },
            {
              id: 'profile',
              title: record?._type === 'TA' ? 'TA Profile' : 'Tutor Profile',
              content: (
                <>
                  <TextArea label="Description" rows={4} maxLength={TEXT_MAX.notes} error={errorOf(loose, 'desc')} {...register('desc')} />
                  <Pair>
                    <TextField
                      label="Subjects"
                      hint="Separate with commas, e.g. Math, Physics"
                      maxLength={TEXT_MAX.notes}
                      autoComplete="off"
                      error={errorOf(loose, 'subject')}
                      {...register('subject')}
                    />
                    <TextField
                      label="Years of experience"
                      inputMode="numeric"
                      maxLength={2}
                      autoComplete="off"
                      error={errorOf(loose, 'year_of_exp')}
                      {...register('year_of_exp')}
                    />
                  </Pair>
                  <TextArea
                    label="Track record"
                    hint="Separate with commas"
                    rows={3}
                    maxLength={TEXT_MAX.notes}
                    error={errorOf(loose, 'track_record')}
                    {...register('track_record')}
                  />
                  <TextField
                    label="Profile picture URL"
                    type="url"
                    maxLength={TEXT_MAX.url}
                    autoComplete="off"
                    error={errorOf(loose, 'profile_pic')}
                    {...register('profile_pic')}
                  />
                </>
              ),
            },
          ]}
        />
      </Stack>
    </form>
  );
}

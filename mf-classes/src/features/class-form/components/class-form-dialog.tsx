import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { isApiError } from '@backoffice/api-client';
import { getCentreTimezone, type ClassItem } from '@backoffice/domain';
import { Button, Checkbox, Dialog, Stack, TextField } from '@backoffice/ui';
import { RichTextEditor } from '../../../shared/components/rich-text-editor';
import { StaffPicker } from '../../../shared/components/staff-picker';
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
import { LevelTagsField } from './level-tags-field';
import { SaveFailure } from '../../../shared/components/form-parts';

const FORM_ID = 'class-form';

/** Three columns at 1280px, two on a tablet held sideways, one held upright. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 340px), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  max-width: 1400px;
`;

const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const SectionTitle = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Flags = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

const FooterNote = styled.p`
  margin-right: auto;
  align-self: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type FlagField = 'is_active' | 'is_listed' | 'is_featured' | 'is_free' | 'is_trial' | 'is_sold_out' | 'force_full_purchase';

const FLAGS: ReadonlyArray<{ name: FlagField; label: string; hint?: string }> = [
  { name: 'is_active', label: 'Active' },
  { name: 'is_listed', label: 'Listed', hint: 'Shown in the public class list' },
  { name: 'is_featured', label: 'Featured' },
  { name: 'is_free', label: 'Free' },
  { name: 'is_trial', label: 'Trial' },
  { name: 'is_sold_out', label: 'Sold out' },
  { name: 'force_full_purchase', label: 'Force full purchase', hint: 'Students buy every lesson of the class' },
];

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
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<ClassFormValues>({ resolver, defaultValues: initial });

  const values = watch();
  const busy = create.isPending || update.isPending;
  const complete = isClassFormComplete(values);
  const changed = editing ? hasChanges(initial, values, zone) : true;
  const title = editing ? 'Edit Class' : 'Add New Class';

  const onSubmit = handleSubmit(async (submitted) => {
    setFailure(null);
    try {
      const saved = editing
        ? await update.mutateAsync({ id: editing._id, payload: toUpdateInput(initial, submitted, editing._id, zone) })
        : await create.mutateAsync(toCreateInput(submitted, zone));
      onSaved(saved, editing ? 'edit' : 'create');
    } catch (error) {
      if (!isApiError(error)) {
        setFailure([String(error)]);
        onFailed?.(String(error));
        return;
      }
      const unplaced: string[] = [];
      for (const entry of error.entries) {
        const field = entry.field ? formFieldFor(entry.field) : null;
        if (field) setError(field, { type: 'server', message: entry.message });
        else unplaced.push(entry.message);
      }
      setFailure(unplaced);
      onFailed?.(error.message);
    }
  });

  return (
    <Dialog
      open
      fullScreen
      onOpenChange={onOpenChange}
      title={title}
      dismissible={!busy}
      footer={
        <>
          {editing && !changed ? <FooterNote role="status">Nothing has changed yet.</FooterNote> : null}
          {!editing && !complete ? <FooterNote>Fill in every field marked * to save.</FooterNote> : null}
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={!complete || !changed} loading={busy}>
            Save Class
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="lg">
          {failure ? <SaveFailure title={editing ? 'The class was not saved' : 'The class was not created'} messages={failure} /> : null}
          <Columns>
            <Stack gap="xl">
              <Section>
                <SectionTitle>Class</SectionTitle>
                <TextField label="Name" required autoComplete="off" error={errors.name?.message} {...register('name')} />
                <TextField label="Subject" required autoComplete="off" error={errors.subject?.message} {...register('subject')} />
                <Pair>
                  <TextField
                    label="Country"
                    required
                    hint="e.g. SG"
                    autoComplete="off"
                    error={errors.country?.message}
                    {...register('country')}
                  />
                  <TextField
                    label="Class type"
                    required
                    hint="e.g. Workshop"
                    autoComplete="off"
                    error={errors.class_type?.message}
                    {...register('class_type')}
                  />
                </Pair>
                <Controller
                  control={control}
                  name="desc"
                  render={({ field }) => (
                    <RichTextEditor label="Description" initialHtml={initial.desc} onChange={field.onChange} disabled={busy} />
                  )}
                />
              </Section>
            </Stack>

            <Stack gap="xl">
              <Section>
                <SectionTitle>Dates</SectionTitle>
                <Pair>
                  <TextField
                    label="Start date"
                    type="date"
                    required
                    error={errors.start_day?.message}
                    {...register('start_day')}
                  />
                  <TextField label="Start time" type="time" required hint={`Centre time (${zone})`} {...register('start_clock')} />
                </Pair>
                <Pair>
                  <TextField label="End date" type="date" required error={errors.end_day?.message} {...register('end_day')} />
                  <TextField label="End time" type="time" required hint={`Centre time (${zone})`} {...register('end_clock')} />
                </Pair>
              </Section>
              <Section>
                <SectionTitle>Weekly schedule</SectionTitle>
                <TextField
                  label="Day of week"
                  required
                  hint="Free text, e.g. Monday, Wednesday"
                  autoComplete="off"
                  error={errors.date_of_week?.message}
                  {...register('date_of_week')}
                />
                <Pair>
                  <TextField
                    label="Lesson start time"
                    type="time"
                    required
                    error={errors.schedule_start?.message}
                    {...register('schedule_start')}
                  />
                  <TextField
                    label="Lesson end time"
                    type="time"
                    required
                    error={errors.schedule_end?.message}
                    {...register('schedule_end')}
                  />
                </Pair>
              </Section>
              {/* A fieldset of its own, titled 'Levels' like the sections around it. */}
              <Controller
                control={control}
                name="level"
                render={({ field, fieldState }) => (
                  <LevelTagsField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
                )}
              />
            </Stack>

            <Stack gap="xl">
              <Section>
                <SectionTitle>Tutors and TAs</SectionTitle>
                <Controller
                  control={control}
                  name="tutor"
                  render={({ field, fieldState }) => (
                    <StaffPicker
                      type="Tutor"
                      label="Tutors"
                      layout="section"
                      required
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="ta"
                  render={({ field, fieldState }) => (
                    <StaffPicker
                      type="TA"
                      label="TAs"
                      layout="section"
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
              </Section>
              <Section>
                <SectionTitle>Places and price</SectionTitle>
                <TextField
                  label="Maximum students"
                  type="number"
                  inputMode="numeric"
                  min={1}
                  step={1}
                  required
                  error={errors.max_cap?.message}
                  {...register('max_cap')}
                />
                <Pair>
                  <TextField
                    label="Rate"
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    required
                    error={errors.rate?.message}
                    {...register('rate')}
                  />
                  <TextField
                    label="Currency"
                    required
                    autoComplete="off"
                    error={errors.currency?.message}
                    {...register('currency')}
                  />
                </Pair>
              </Section>
              <Section>
                <SectionTitle>Flags</SectionTitle>
                <Flags>
                  {FLAGS.map((flag) => (
                    <Checkbox key={flag.name} label={flag.label} hint={flag.hint} {...register(flag.name)} />
                  ))}
                </Flags>
              </Section>
            </Stack>
          </Columns>
        </Stack>
      </form>
    </Dialog>
  );
}

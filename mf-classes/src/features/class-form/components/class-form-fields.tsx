import { Controller, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Checkbox, FormColumns, FormSection, Stack, TextField } from '@backoffice/ui';
import { RichTextEditor } from '../../../shared/components/rich-text-editor';
import { StaffPicker } from '../../../shared/components/staff-picker';
import type { ClassFormValues } from '../utils/class-form';
import { LevelTagsField } from './level-tags-field';

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

export type ClassFormFieldsProps = {
  form: UseFormReturn<ClassFormValues>;
  /** The description the editor starts from (it keeps its own state after that). */
  initialDesc: string;
  busy: boolean;
  /** The centre's time zone, named in the time fields' hints. */
  zone: string;
};

/** The class form's fields in their three columns; ClassFormDialog owns the values and the saving. */
export function ClassFormFields({ form, initialDesc, busy, zone }: ClassFormFieldsProps) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  return (
    // Three columns at 1280px, two on a tablet held sideways, one held upright.
    <FormColumns $minColumn="340px" $maxWidth="1400px">
      <Stack gap="xl">
        <FormSection legend="Class">
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
              <RichTextEditor label="Description" initialHtml={initialDesc} onChange={field.onChange} disabled={busy} />
            )}
          />
        </FormSection>
      </Stack>

      <Stack gap="xl">
        <FormSection legend="Dates">
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
        </FormSection>
        <FormSection legend="Weekly schedule">
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
        </FormSection>
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
        <FormSection legend="Tutors and TAs">
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
        </FormSection>
        <FormSection legend="Places and price">
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
        </FormSection>
        <FormSection legend="Flags">
          <Flags>
            {FLAGS.map((flag) => (
              <Checkbox key={flag.name} label={flag.label} hint={flag.hint} {...register(flag.name)} />
            ))}
          </Flags>
        </FormSection>
      </Stack>
    </FormColumns>
  );
}

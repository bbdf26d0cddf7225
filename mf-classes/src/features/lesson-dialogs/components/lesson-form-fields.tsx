import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { HOSTING_PLATFORMS } from '@backoffice/domain/enums';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import { Checkbox, DateInput, FormSection, Select, Stack, TextField } from '@backoffice/ui';
import { RichTextEditor } from '../../../shared/components/rich-text-editor';
import { StaffPicker } from '../../../shared/components/staff-picker';
import { formatLessonTime } from '../../../shared/utils/lesson-time';
import { HOSTING_TYPES, MAX_DURATION_MINUTES, lessonTimes, type LessonFormValues } from '../utils/lesson-form';
import { Columns, Muted, Pair } from './lesson-form-layout';

export type LessonFormFieldsProps = {
  form: UseFormReturn<LessonFormValues>;
  /** The values the form opened with: the description's editor starts from them, and a lesson's own type is kept. */
  defaults: LessonFormValues;
  busy: boolean;
};

/** Create/Edit Lesson's fields in their two columns; LessonDialog owns the values and the saving. */
export function LessonFormFields({ form, defaults, busy }: LessonFormFieldsProps) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const [date, startTime, duration] = useWatch({ control, name: ['date', 'start_time', 'duration'] });
  const ends = lessonTimes(date, startTime, Number(duration));
  const types = HOSTING_TYPES.includes(defaults.hosting_type as (typeof HOSTING_TYPES)[number])
    ? HOSTING_TYPES
    : [...HOSTING_TYPES, defaults.hosting_type];
  return (
    <Columns>
      <Stack gap="xl">
        <FormSection legend="Lesson">
          <TextField label="Name" required autoComplete="off" error={errors.name?.message} {...register('name')} />
          <Controller
            control={control}
            name="desc"
            render={({ field, fieldState }) => (
              // The class description's editor: the stored HTML is cleaned before the editor reads it, and the
              // editor's HTML is sent as it is (the server cleans what it stores).
              <RichTextEditor
                label="Description"
                initialHtml={defaults.desc}
                onChange={field.onChange}
                disabled={busy}
                error={fieldState.error?.message}
              />
            )}
          />
          <Pair>
            <TextField label="Term" inputMode="numeric" autoComplete="off" error={errors.term?.message} {...register('term')} />
            <TextField
              label="Lesson number"
              inputMode="numeric"
              autoComplete="off"
              error={errors.index?.message}
              {...register('index')}
            />
          </Pair>
          <Checkbox label="Active" {...register('is_active')} />
          <Checkbox label="Released" {...register('is_released')} />
        </FormSection>

        <FormSection legend="Time">
          <Pair>
            <DateInput label="Date" required error={errors.date?.message} {...register('date')} />
            <TextField label="Start time" type="time" required error={errors.start_time?.message} {...register('start_time')} />
            <TextField
              label="Duration (minutes)"
              type="number"
              min={1}
              max={MAX_DURATION_MINUTES}
              step={5}
              required
              error={errors.duration?.message}
              {...register('duration')}
            />
          </Pair>
          <Muted role="status">
            {ends ? `Ends ${formatLessonTime(ends.ended_on)}` : 'Enter the date, the start time and the duration'} (centre
            time, {getCentreTimezone()})
          </Muted>
        </FormSection>
      </Stack>

      <Stack gap="xl">
        <FormSection legend="Hosting">
          <Pair>
            <Select
              label="Hosting platform"
              options={HOSTING_PLATFORMS.map((value) => ({ value, label: value }))}
              error={errors.hosting_platform?.message}
              {...register('hosting_platform')}
            />
            <Select
              label="Type"
              options={types.map((value) => ({ value, label: value }))}
              error={errors.hosting_type?.message}
              {...register('hosting_type')}
            />
          </Pair>
        </FormSection>
        <Controller
          control={control}
          name="tutor"
          render={({ field, fieldState }) => (
            <StaffPicker type="Tutor" label="Tutors" layout="boxed" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <Controller
          control={control}
          name="ta"
          render={({ field, fieldState }) => (
            <StaffPicker type="TA" label="TAs" layout="boxed" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </Stack>
    </Columns>
  );
}

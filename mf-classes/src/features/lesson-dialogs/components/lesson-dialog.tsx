import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { isApiError } from '@backoffice/api-client';
import {
  HOSTING_PLATFORMS,
  getCentreTimezone,
  lessonCreateSchema,
  lessonUpdateSchema,
  type LessonDetail,
  type LessonItem,
} from '@backoffice/domain';
import { Button, Checkbox, DateInput, Dialog, Select, Stack, TextField } from '@backoffice/ui';
import { RichTextEditor } from '../../../shared/components/rich-text-editor';
import { StaffPicker } from '../../../shared/components/staff-picker';
import type { LessonChange } from '../../../shared/utils/lesson-change';
import { formatLessonTime } from '../../../shared/utils/lesson-time';
import { useCreateLesson, useUpdateLesson } from '../api/save-lesson';
import { announceableChanges } from '../utils/lesson-changes';
import {
  HOSTING_TYPES,
  MAX_DURATION_MINUTES,
  changedLessonFields,
  defaultLessonValues,
  lessonFieldsOf,
  lessonFormFieldFor,
  lessonFormSchema,
  lessonTimes,
  lessonToFormValues,
  toLessonFields,
  type ClassSchedule,
  type LessonFormValues,
} from '../utils/lesson-form';
import { AnnouncePrompt } from './announce-prompt';
import { Columns, Muted, Pair, Section, SectionTitle } from './lesson-form-layout';
import { SaveFailure } from '../../../shared/components/form-parts';

const FORM_ID = 'lesson-form';

export type LessonDialogProps = {
  /** The class a new lesson joins. */
  classId: string;
  /** The class's schedule: a new lesson starts at its start time and lasts as long. */
  schedule: ClassSchedule;
  /** The lesson to edit; without it the dialog creates one. */
  lesson?: LessonDetail;
  /** After a successful save, before any prompt: the caller refreshes what shows the lesson. */
  onSaved: (lesson: LessonItem) => void;
  /** The dialog is done (cancelled, saved, or the prompt after the save dismissed). */
  onClose: () => void;
  /** Passed on to the prompt after a save; see AnnouncePrompt. */
  onAnnounce?: (changes: readonly LessonChange[]) => void;
};

/**
 * Create Lesson / Edit Lesson (people-records §2, §4, §5), full screen. Save Lesson stays disabled without a name. The
 * start is a date and a time in the centre's time zone plus a duration, sent as ISO scheduled_on and ended_on. An edit
 * opens with the lesson's values and sends only what changed; when that moved the lesson, changed its length or its
 * tutors, a prompt asks whether to announce it.
 */
export function LessonDialog({ classId, schedule, lesson, onSaved, onClose, onAnnounce }: LessonDialogProps) {
  const editing = lesson !== undefined;
  const title = editing ? 'Edit Lesson' : 'Create Lesson';
  const create = useCreateLesson();
  const update = useUpdateLesson();
  const [failure, setFailure] = useState<string[] | null>(null);
  const [prompt, setPrompt] = useState<LessonChange[] | null>(null);
  const [defaults] = useState<LessonFormValues>(() => (lesson ? lessonToFormValues(lesson) : defaultLessonValues(schedule)));
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<LessonFormValues>({ resolver: zodResolver(lessonFormSchema), defaultValues: defaults });

  const busy = create.isPending || update.isPending;
  const [name, date, startTime, duration] = watch(['name', 'date', 'start_time', 'duration']);
  const ends = lessonTimes(date, startTime, Number(duration));
  const types = HOSTING_TYPES.includes(defaults.hosting_type as (typeof HOSTING_TYPES)[number])
    ? HOSTING_TYPES
    : [...HOSTING_TYPES, defaults.hosting_type];

  /** Field errors under their fields, the rest in the alert at the top. */
  const showErrors = (entries: ReadonlyArray<{ field?: string; message: string }>) => {
    const unplaced: string[] = [];
    for (const entry of entries) {
      const field = entry.field ? lessonFormFieldFor(entry.field) : null;
      if (field) setError(field, { type: 'server', message: entry.message });
      else unplaced.push(entry.message);
    }
    setFailure(unplaced);
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const fields = toLessonFields(values);
    if (!fields) {
      setError('date', { type: 'format', message: 'Enter the date' });
      return;
    }
    try {
      if (!lesson) {
        const payload = lessonCreateSchema.safeParse({ ...fields, class: classId });
        if (!payload.success) {
          showErrors(payload.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
          return;
        }
        onSaved(await create.mutateAsync({ ...fields, class: classId }));
        onClose();
        return;
      }
      const changes = changedLessonFields(lessonFieldsOf(lesson), fields);
      if (Object.keys(changes).length === 0) {
        onClose();
        return;
      }
      const checked = lessonUpdateSchema.safeParse(changes);
      if (!checked.success) {
        showErrors(checked.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
        return;
      }
      const saved = await update.mutateAsync({ lessonId: lesson._id, changes });
      onSaved(saved);
      const announce = announceableChanges(
        { scheduled_on: lesson.scheduled_on, ended_on: lesson.ended_on, tutor: lesson.tutor },
        { scheduled_on: fields.scheduled_on, ended_on: fields.ended_on, tutor: values.tutor },
      );
      if (announce.length > 0) setPrompt(announce);
      else onClose();
    } catch (error) {
      if (isApiError(error)) showErrors(error.entries);
      else setFailure([String(error)]);
    }
  });

  if (prompt) return <AnnouncePrompt changes={prompt} onDismiss={onClose} onAnnounce={onAnnounce} />;

  return (
    <Dialog
      open
      fullScreen
      title={title}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={!name.trim()} loading={busy}>
            Save Lesson
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="lg">
          {failure ? <SaveFailure title="The lesson was not saved" messages={failure} /> : null}
          <Columns>
            <Stack gap="xl">
              <Section>
                <SectionTitle>Lesson</SectionTitle>
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
              </Section>

              <Section>
                <SectionTitle>Time</SectionTitle>
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
              </Section>
            </Stack>

            <Stack gap="xl">
              <Section>
                <SectionTitle>Hosting</SectionTitle>
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
              </Section>
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
        </Stack>
      </form>
    </Dialog>
  );
}

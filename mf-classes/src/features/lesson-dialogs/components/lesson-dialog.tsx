import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { lessonCreateSchema, lessonUpdateSchema, type LessonDetail, type LessonItem } from '@backoffice/domain/classes';
import {
  Dialog,
  DialogActions,
  SaveFailure,
  type ServerErrorEntry,
  Stack,
  applyFieldErrors,
  applyServerError,
  useSubmitOnce,
} from '@backoffice/ui';
import type { LessonChange } from '../../../shared/utils/lesson-change';
import { useCreateLesson, useUpdateLesson } from '../api/save-lesson';
import { announceableChanges } from '../utils/lesson-changes';
import {
  changedLessonFields,
  defaultLessonValues,
  lessonFieldsOf,
  lessonFormFieldFor,
  lessonFormSchema,
  lessonToFormValues,
  toLessonFields,
  type ClassSchedule,
  type LessonFormValues,
} from '../utils/lesson-form';
import { AnnouncePrompt } from './announce-prompt';
import { LessonFormFields } from './lesson-form-fields';

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
  const form = useForm<LessonFormValues>({ resolver: zodResolver(lessonFormSchema), defaultValues: defaults });
  const { handleSubmit, setError, watch } = form;

  const busy = create.isPending || update.isPending;
  const name = watch('name');

  /** Field errors under their fields, the rest in the alert at the top. */
  const showErrors = (entries: readonly ServerErrorEntry[]) => setFailure(applyFieldErrors(entries, setError, lessonFormFieldFor));
  const issuesOf = (error: z.ZodError) => error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));

  const submit = handleSubmit(async (values) => {
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
          showErrors(issuesOf(payload.error));
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
        showErrors(issuesOf(checked.error));
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
      setFailure(applyServerError(error, setError, lessonFormFieldFor));
    }
  });
  const onSubmit = useSubmitOnce(submit);

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
        <DialogActions
          onCancel={onClose}
          submitLabel="Save Lesson"
          form={FORM_ID}
          submitDisabled={!name.trim()}
          busy={busy}
        />
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="lg">
          {failure ? <SaveFailure title="The lesson was not saved" messages={failure} /> : null}
          <LessonFormFields form={form} defaults={defaults} busy={busy} />
        </Stack>
      </form>
    </Dialog>
  );
}

import { useId, useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { pollQuestionInputSchema } from '@backoffice/domain/polls';
import type { PollQuestion } from '@backoffice/domain/records';
import { Dialog, DialogActions, SaveFailure, Stack, TextArea, TextField, applyServerError, useSubmitOnce } from '@backoffice/ui';
import { useSavePoll } from '../api/save-poll';
import { correctForChoice, pollFormDefaults, pollFormFieldFor, type PollFormValues } from '../utils/poll-form';
import { AnswersField } from './answers-field';
import { ChoiceTypeField } from './choice-type-field';

export const POLL_FORM_TITLES = { add: 'Add Question', edit: 'Edit Question' } as const;

type PollOutput = z.output<typeof pollQuestionInputSchema>;

/**
 * The contract's schema checks the form as it is. Its input leaves `answer_index` optional (the API defaults it); the
 * form always holds one, so the form's values are a narrower type of the same input.
 */
const resolver = zodResolver(pollQuestionInputSchema) as Resolver<PollFormValues, unknown, PollOutput>;

export type PollFormDialogProps = {
  lessonId: string;
  /** The question to edit; without it the dialog adds one. */
  poll?: PollQuestion;
  /** A new question's name until the user changes it ('Question {n}'). */
  defaultName: string;
  /** After a successful save, with the question as the server stored it; the dialog then closes. */
  onSaved: (poll: PollQuestion) => void;
  onClose: () => void;
};

/**
 * 'Add Question' / 'Edit Question' (back-office §4 Polls, §5 Poll question): Name, Question, Single or Multiple
 * choice, the answers with their 'Correct' checkboxes. Checked with the contract's own schema, so the messages are the
 * spec's ('Please give it a name', 'Please give it a title', 'At least 2 answers required'). Save sends the question
 * whole (POST for a new one, PUT for an edit); on success the dialog closes. A refusal keeps it open, in the server's
 * words: under the field it names, the rest at the top.
 */
export function PollFormDialog({ lessonId, poll, defaultName, onSaved, onClose }: PollFormDialogProps) {
  const title = poll ? POLL_FORM_TITLES.edit : POLL_FORM_TITLES.add;
  const formId = useId();
  const save = useSavePoll();
  const [failure, setFailure] = useState<string[] | null>(null);
  const [defaults] = useState(() => pollFormDefaults(poll, defaultName));
  const {
    control,
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = useForm<PollFormValues, unknown, PollOutput>({ resolver, defaultValues: defaults });
  const [choice, option, answerIndex] = useWatch({ control, name: ['choice_type', 'option', 'answer_index'] });
  const busy = save.isPending;
  // Once a save was tried, the answers are checked again as they change (the form library does so for the others).
  const check = { shouldValidate: isSubmitted, shouldDirty: true };

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save.mutateAsync({ lessonId, pollId: poll?._id, input: values });
      onSaved(saved);
      onClose();
    } catch (error) {
      setFailure(applyServerError(error, setError, pollFormFieldFor));
    }
  });
  const onSubmit = useSubmitOnce(submit);

  return (
    <Dialog
      open
      title={title}
      size="md"
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      dismissible={!busy}
      footer={<DialogActions onCancel={onClose} submitLabel="Save" form={formId} busy={busy} />}
    >
      <form id={formId} onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="lg">
          {failure ? <SaveFailure title="The question was not saved" messages={failure} /> : null}
          {/* No maxLength: a longer text would be cut without a word (a paste), where the contract's message says why. */}
          <TextField label="Name" required autoComplete="off" error={errors.name?.message} {...register('name')} />
          <TextArea label="Question" required rows={3} error={errors.question?.message} {...register('question')} />
          <Controller
            control={control}
            name="choice_type"
            render={({ field }) => (
              <ChoiceTypeField
                field={field}
                onChange={(value) => {
                  field.onChange(value);
                  // A single choice question keeps one correct answer: the first one ticked.
                  setValue('answer_index', correctForChoice(getValues('answer_index'), value), check);
                }}
              />
            )}
          />
          <Controller
            control={control}
            name="option"
            render={({ field }) => (
              <AnswersField
                choice={choice}
                option={option}
                answerIndex={answerIndex}
                firstBoxRef={field.ref}
                onChange={(next) => {
                  setValue('option', next.option, check);
                  setValue('answer_index', next.answer_index, check);
                }}
                error={errors.option?.message ?? errors.option?.root?.message}
                boxErrors={option.map((_, index) => errors.option?.[index]?.message)}
                correctError={errors.answer_index?.message}
              />
            )}
          />
        </Stack>
      </form>
    </Dialog>
  );
}

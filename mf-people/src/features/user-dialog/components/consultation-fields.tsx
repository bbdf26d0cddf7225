import { TEXT_MAX } from '@backoffice/domain/text';
import { TextArea, TextField } from '@backoffice/ui';
import { Pair, errorOf, type LooseForm } from './field-kit';

/**
 * Consultation: its date (a centre day, sent as the end of that day), notes and action plans. Saving with another date
 * than the one loaded records one consultation with these notes and plans (people-records §4).
 */
export function ConsultationFields({ form }: { form: LooseForm }) {
  const { register } = form;
  return (
    <>
      <Pair>
        <TextField
          label="Date of consultation"
          type="date"
          hint="A new date records a consultation on save"
          error={errorOf(form, 'date_of_consultation')}
          {...register('date_of_consultation')}
        />
      </Pair>
      <TextArea
        label="Consultation notes"
        rows={4}
        maxLength={TEXT_MAX.notes}
        error={errorOf(form, 'consultation_notes')}
        {...register('consultation_notes')}
      />
      <TextArea
        label="Action plans"
        rows={4}
        maxLength={TEXT_MAX.notes}
        error={errorOf(form, 'action_plans')}
        {...register('action_plans')}
      />
    </>
  );
}

/** Additional Notes: the student's background (meta.background). */
export function NotesFields({ form }: { form: LooseForm }) {
  return (
    <TextArea
      label="Student background"
      rows={5}
      maxLength={TEXT_MAX.notes}
      error={errorOf(form, 'background')}
      {...form.register('background')}
    />
  );
}

import type { ChangeEvent } from 'react';
import { Checkbox, Stack, TextField } from '@backoffice/ui';
import { RichTextEditor } from '../../../shared/components/rich-text-editor';
import { emailProblems, type AnnouncementDraft } from '../utils/announcement-draft';

type Touched = Partial<Record<'subject' | 'content' | 'buttonText', boolean>>;

type EmailFieldsProps = {
  draft: AnnouncementDraft;
  /** Fields the user edited: a field shows its problem only after an edit, never on opening. */
  touched: Touched;
  onChange: (change: Partial<AnnouncementDraft>, field?: keyof Touched) => void;
  disabled?: boolean;
};

/**
 * The email: a subject (required), the text in the rich-text editor, and 'Add a button', which reveals the button's
 * text (people-records §5: 'Email CTA hidden unless its checkbox is set'), 'View Class' unless changed.
 */
export function EmailFields({ draft, touched, onChange, disabled }: EmailFieldsProps) {
  // No maxLength on the boxes: a longer paste would be cut without a word, where the contract's message says why.
  const problems = emailProblems(draft);
  const shown = (field: keyof Touched) => (touched[field] ? (problems[field] ?? undefined) : undefined);
  /** A one-line text of the draft: required, its problem once edited. */
  const textField = (field: 'subject' | 'buttonText') => ({
    required: true,
    autoComplete: 'off',
    value: draft[field],
    disabled,
    error: shown(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.target.value }, field),
  });
  return (
    <Stack gap="md">
      <TextField label="Subject" {...textField('subject')} />
      <RichTextEditor
        label="Content"
        required
        initialHtml={draft.content}
        disabled={disabled}
        error={shown('content')}
        onChange={(content) => onChange({ content }, 'content')}
      />
      <Checkbox
        label="Add a button"
        hint="A button under the text that opens the class page."
        checked={draft.withButton}
        disabled={disabled}
        onChange={(event) => onChange({ withButton: event.target.checked })}
      />
      {draft.withButton ? (
        <TextField label="Button text" {...textField('buttonText')} />
      ) : null}
    </Stack>
  );
}

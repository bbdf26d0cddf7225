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
  return (
    <Stack gap="md">
      <TextField
        label="Subject"
        required
        autoComplete="off"
        value={draft.subject}
        disabled={disabled}
        error={touched.subject ? (problems.subject ?? undefined) : undefined}
        onChange={(event) => onChange({ subject: event.target.value }, 'subject')}
      />
      <RichTextEditor
        label="Content"
        required
        initialHtml={draft.content}
        disabled={disabled}
        error={touched.content ? (problems.content ?? undefined) : undefined}
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
        <TextField
          label="Button text"
          required
          autoComplete="off"
          value={draft.buttonText}
          disabled={disabled}
          error={touched.buttonText ? (problems.buttonText ?? undefined) : undefined}
          onChange={(event) => onChange({ buttonText: event.target.value }, 'buttonText')}
        />
      ) : null}
    </Stack>
  );
}

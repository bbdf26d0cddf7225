import { ANNOUNCEMENT_MESSAGES } from '@backoffice/domain';
import { Checkbox, Stack, TextField } from '@backoffice/ui';
import { RichTextEditor } from '../../../shared/components/rich-text-editor';
import { hasVisibleContent } from '../../../shared/utils/sanitize-html';
import type { AnnouncementDraft } from '../utils/announcement-draft';

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
  return (
    <Stack gap="md">
      <TextField
        label="Subject"
        required
        maxLength={200}
        autoComplete="off"
        value={draft.subject}
        disabled={disabled}
        error={touched.subject && !draft.subject.trim() ? ANNOUNCEMENT_MESSAGES.subjectRequired : undefined}
        onChange={(event) => onChange({ subject: event.target.value }, 'subject')}
      />
      <RichTextEditor
        label="Content"
        required
        initialHtml={draft.content}
        disabled={disabled}
        error={touched.content && !hasVisibleContent(draft.content) ? ANNOUNCEMENT_MESSAGES.contentRequired : undefined}
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
          maxLength={60}
          autoComplete="off"
          value={draft.buttonText}
          disabled={disabled}
          error={touched.buttonText && !draft.buttonText.trim() ? ANNOUNCEMENT_MESSAGES.ctaTextRequired : undefined}
          onChange={(event) => onChange({ buttonText: event.target.value }, 'buttonText')}
        />
      ) : null}
    </Stack>
  );
}

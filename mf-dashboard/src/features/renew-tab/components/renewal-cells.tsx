import styled from 'styled-components';
import { RENEWAL_DATE_MAX, RENEWAL_DATE_MIN, displayDay, type RenewalRow } from '@backoffice/domain/renewals';
import { Button, DateInput, VisuallyHidden } from '@backoffice/ui';
import type { RenewalEditor } from '../hooks/use-renewal-editor';

const DateBox = styled.div`
  min-width: 150px;
`;

const Change = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  white-space: nowrap;
`;

/**
 * The renewal date: DD-MM-YYYY; 'old --> new' once changed here (until the list is loaded again); a date input while
 * the row is in edit mode (Enter is Done, Escape leaves it unchanged).
 */
export function RenewalDateCell({ row, editor }: { row: RenewalRow; editor: RenewalEditor }) {
  const edit = editor.editOf(row);
  if (!edit) {
    const change = editor.changeOf(row);
    return change ? <Change>{change}</Change> : <span>{displayDay(row.parent.meta.date_of_renewal)}</span>;
  }
  return (
    <DateBox>
      <DateInput
        ref={editor.inputRef(row._id)}
        label={`Renewal date of ${row.name}`}
        hideLabel
        value={edit.draft}
        min={RENEWAL_DATE_MIN}
        max={RENEWAL_DATE_MAX}
        readOnly={edit.saving}
        error={edit.error}
        onChange={(event) => editor.setDraft(row, event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            editor.done(row);
          } else if (event.key === 'Escape') {
            event.preventDefault();
            editor.cancel(row);
          }
        }}
      />
    </DateBox>
  );
}

/** Update / Done. A double click counts as one click, so it never opens and closes the row in one go. */
export function RenewalButton({ row, editor }: { row: RenewalRow; editor: RenewalEditor }) {
  const edit = editor.editOf(row);
  return (
    <Button
      ref={editor.buttonRef(row._id)}
      size="sm"
      variant={edit ? 'primary' : 'secondary'}
      loading={edit?.saving}
      onClick={(event) => {
        if (event.detail > 1) return;
        editor.toggle(row);
      }}
    >
      {edit ? 'Done' : 'Update'}
      <VisuallyHidden>
        {edit ? ' with' : ''} the renewal date of {row.name}
      </VisuallyHidden>
    </Button>
  );
}

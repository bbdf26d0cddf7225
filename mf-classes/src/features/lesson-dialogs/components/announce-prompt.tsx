import styled from 'styled-components';
import { Button, Dialog } from '@backoffice/ui';
import type { LessonChange } from '../../../shared/utils/lesson-change';

const Changes = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
`;

const Note = styled.p`
  margin-top: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type AnnouncePromptProps = {
  changes: readonly LessonChange[];
  onDismiss: () => void;
  /**
   * Opens the announcement dialog prefilled with the changes (people-records §4). The caller passes it only when the
   * user may make announcements (canSendNotification on the lesson page); without it 'Yes' is not shown rather than
   * shown and refused.
   */
  onAnnounce?: (changes: readonly LessonChange[]) => void;
};

/** After a save that moved the lesson, changed its length or its tutors: announce the changes to the students? */
export function AnnouncePrompt({ changes, onDismiss, onAnnounce }: AnnouncePromptProps) {
  return (
    <Dialog
      open
      size="sm"
      title="Announce these changes?"
      description="The lesson was saved. Students may need to hear about what changed:"
      onOpenChange={(open) => {
        if (!open) onDismiss();
      }}
      footer={
        <>
          <Button variant={onAnnounce ? 'secondary' : 'primary'} onClick={onDismiss}>
            No
          </Button>
          {onAnnounce ? <Button onClick={() => onAnnounce(changes)}>Yes</Button> : null}
        </>
      }
    >
      <Changes aria-label="Changes">
        {changes.map((change) => (
          <li key={change.field}>
            <strong>{change.label}:</strong> {change.from} → {change.to}
          </li>
        ))}
      </Changes>
      {onAnnounce ? null : <Note>You cannot make announcements here; let the students know another way.</Note>}
    </Dialog>
  );
}

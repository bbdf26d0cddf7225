import styled from 'styled-components';
import {
  ANNOUNCEMENT_GROUP_LABELS,
  ANNOUNCEMENT_MESSAGES,
  type LessonAnnouncements,
} from '@backoffice/domain/announcements';
import { LESSON_STUDENT_GROUPS, type LessonStudentGroup } from '@backoffice/domain/enums';
import { Alert, Button, Checkbox, Dialog, FormSection, Stack } from '@backoffice/ui';
import type { GroupOutcome } from '../api/send-announcement';
import type { AnnouncementType } from '../utils/announcement-draft';
import { groupList, reachText, resultLines } from '../utils/announcement-text';

const Groups = styled(FormSection)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Warning = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.warning};
`;

export type ConfirmSendDialogProps = {
  type: AnnouncementType;
  /** How many each group reaches; null while unknown (the counts are left out, every group can be chosen). */
  reach: LessonAnnouncements['reach'] | null;
  chosen: readonly LessonStudentGroup[];
  onChosenChange: (groups: LessonStudentGroup[]) => void;
  /** What this announcement's earlier Confirm did per group (same request id): sent groups stay sent. */
  outcomes: Partial<Record<LessonStudentGroup, GroupOutcome>>;
  sending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

const isSent = (outcome: GroupOutcome | undefined) => outcome !== undefined && 'result' in outcome;

/**
 * After Send (people-records §4, §5): choose the groups, read that it cannot be undone, Confirm (disabled until a group
 * is chosen). When some groups failed, they stay ticked with the server's reason and Confirm becomes Retry, which sends
 * to them only: the groups already sent are shown as sent and cannot be sent again from here.
 */
export function ConfirmSendDialog({ type, reach, chosen, onChosenChange, outcomes, sending, onConfirm, onCancel }: ConfirmSendDialogProps) {
  const pending = chosen.filter((group) => !isSent(outcomes[group]));
  const failed = LESSON_STUDENT_GROUPS.filter((group) => {
    const outcome = outcomes[group];
    return outcome !== undefined && 'error' in outcome;
  });
  const toggle = (group: LessonStudentGroup, on: boolean) =>
    onChosenChange(LESSON_STUDENT_GROUPS.filter((g) => (g === group ? on : chosen.includes(g))));
  const channel = type === 'email' ? 'email' : 'SMS';

  return (
    <Dialog
      open
      size="sm"
      title="Send announcement"
      description={`Choose who receives this ${channel}.`}
      dismissible={!sending}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={onConfirm} disabled={pending.length === 0} loading={sending}>
            {failed.length > 0 ? 'Retry' : 'Confirm'}
          </Button>
        </>
      }
    >
      <Stack gap="lg">
        <Groups legend="Groups" size="field" disabled={sending}>
          {LESSON_STUDENT_GROUPS.map((group) => {
            const outcome = outcomes[group];
            const groupReach = reach?.[group];
            const unreachable = groupReach !== undefined && groupReach[type] === 0;
            const hint =
              outcome && 'result' in outcome
                ? `Sent: ${resultLines(outcome.result, type).join('; ')}`
                : groupReach
                  ? reachText(groupReach, type)
                  : undefined;
            return (
              <Checkbox
                key={group}
                label={ANNOUNCEMENT_GROUP_LABELS[group]}
                hint={hint}
                error={outcome && 'error' in outcome ? outcome.error : undefined}
                checked={chosen.includes(group)}
                // A sent group stays ticked and cannot be unticked; a group nobody can receive cannot be ticked.
                disabled={isSent(outcome) || (unreachable && !chosen.includes(group))}
                onChange={(event) => toggle(group, event.target.checked)}
              />
            );
          })}
        </Groups>
        {failed.length > 0 ? (
          <Alert tone="error" title={`Not sent to ${groupList(failed)}`}>
            {failed.length === 1 ? 'Retry sends to this group' : 'Retry sends to these groups'} only; nobody who already received
            this announcement gets it twice.
          </Alert>
        ) : null}
        <Warning>{ANNOUNCEMENT_MESSAGES.irreversible}</Warning>
      </Stack>
    </Dialog>
  );
}

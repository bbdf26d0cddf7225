import styled from 'styled-components';
import type { PollQuestion } from '@backoffice/domain/records';
import { Button, DataTable, VisuallyHidden, type Column } from '@backoffice/ui';
import { correctAnswers, optionText, pollTypeLabel } from '../utils/zoom-facts';

/** The spec names no empty text for the poll table. */
export const NO_POLL_QUESTIONS = 'This lesson has no poll questions yet';

const Question = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 240px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

const Answers = styled.ul`
  min-width: 160px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Actions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.sm};
  white-space: nowrap;
`;

/** Positioned, so the visually hidden part of its name stays inside the table's scroll area. */
const ActionButton = styled(Button)`
  position: relative;
`;

type PollTableProps = {
  polls: readonly PollQuestion[];
  /** canManagePoll on the Zoom detail: each row's Edit and Delete (and the Actions column). */
  canManage: boolean;
  onEdit: (poll: PollQuestion) => void;
  onDelete: (poll: PollQuestion) => void;
  /** Edit is hovered or focused: the dialog is likely wanted soon. */
  onPreload?: () => void;
};

/**
 * The lesson's poll questions (back-office §2 Zoom detail): #, Question (its name over the question and the answers
 * offered), Type ('Single choice' / 'Multiple choice', whichever way the data spells it), Answer (the correct ones)
 * and, for those who may manage polls, Actions.
 */
export function PollTable({ polls, canManage, onEdit, onDelete, onPreload }: PollTableProps) {
  const columns: Column<PollQuestion>[] = [
    { key: 'index', header: '#', render: (_poll, index) => index + 1, width: '48px' },
    {
      key: 'question',
      header: 'Question',
      render: (poll) => (
        <Question>
          <Muted>{poll.name}</Muted>
          <span>{poll.question}</span>
          {poll.option.length > 0 ? <Muted>Options: {poll.option.map(optionText).join(' · ')}</Muted> : null}
        </Question>
      ),
    },
    // The question and its actions always stay; the type, then the answers, move into the row's details when needed.
    { key: 'type', header: 'Type', priority: 2, render: (poll) => <NoWrap>{pollTypeLabel(poll)}</NoWrap> },
    {
      key: 'answer',
      header: 'Answer',
      priority: 1,
      render: (poll) => {
        const answers = correctAnswers(poll);
        return answers.length > 0 ? (
          <Answers>
            {answers.map((answer) => (
              <li key={answer}>{answer}</li>
            ))}
          </Answers>
        ) : (
          '—'
        );
      },
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      pin: 'end',
      render: (poll) => (
        <Actions>
          <ActionButton variant="secondary" size="sm" onClick={() => onEdit(poll)} onPointerEnter={onPreload} onFocus={onPreload}>
            Edit<VisuallyHidden> {poll.name}</VisuallyHidden>
          </ActionButton>
          <ActionButton variant="secondary" size="sm" onClick={() => onDelete(poll)}>
            Delete<VisuallyHidden> {poll.name}</VisuallyHidden>
          </ActionButton>
        </Actions>
      ),
    });
  }
  return (
    <DataTable
      caption="Poll questions"
      columns={columns}
      rows={polls}
      getRowKey={(poll) => poll._id}
      getRowLabel={(poll) => poll.name}
      emptyMessage={NO_POLL_QUESTIONS}
    />
  );
}

import { useId } from 'react';
import styled from 'styled-components';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  ANNOUNCEMENT_GROUP_LABELS,
  type AnnouncementMessage,
  type LessonAnnouncements,
} from '@backoffice/domain/announcements';
import { Badge, Button, DataTable, spreadRow, type BadgeTone, type Column } from '@backoffice/ui';
import { CHANNEL_LABELS, STATUS_LABELS, formatMessageTime } from '../utils/announcement-text';
import { Muted, Section, SectionTitle } from './layout';

const Header = styled.div`
  ${spreadRow}
  gap: ${({ theme }) => theme.space.sm};
`;

/* Cells keep a readable width: on a tablet the table scrolls sideways in its frame rather than breaking words. */
const Stacked = styled.div<{ $minWidth: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: ${({ $minWidth }) => $minWidth}px;
  overflow-wrap: break-word;
`;

const Small = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

const TONES: Record<AnnouncementMessage['status'], BadgeTone> = { queued: 'warning', sent: 'success', failed: 'danger' };

const COLUMNS: Column<AnnouncementMessage>[] = [
  {
    key: 'status',
    header: 'Status',
    render: (message) => (
      <Stacked $minWidth={120}>
        <span>
          <Badge tone={TONES[message.status]}>{STATUS_LABELS[message.status]}</Badge>
        </span>
        {message.status === 'failed' && message.last_error ? <Small>{message.last_error}</Small> : null}
        {message.attempts > 1 ? <Small>{message.attempts} attempts</Small> : null}
      </Stacked>
    ),
  },
  {
    key: 'to',
    header: 'Recipient',
    render: (message) => (
      <Stacked $minWidth={170}>
        <span>{message.recipient_name ?? '—'}</span>
        <Small>{message.to}</Small>
      </Stacked>
    ),
  },
  {
    key: 'channel',
    header: 'Sent by',
    render: (message) => (
      <Stacked $minWidth={100}>
        <span>{CHANNEL_LABELS[message.channel]}</span>
        <Small>{ANNOUNCEMENT_GROUP_LABELS[message.group]}</Small>
      </Stacked>
    ),
  },
  { key: 'subject', header: 'Subject', render: (message) => <Stacked $minWidth={170}>{message.subject ?? '—'}</Stacked> },
  { key: 'created', header: 'Created', render: (message) => <NoWrap>{formatMessageTime(message.created)}</NoWrap> },
  {
    key: 'sent',
    header: 'Delivered',
    render: (message) => <NoWrap>{message.sent_at ? formatMessageTime(message.sent_at) : '—'}</NoWrap>,
  },
];

/**
 * The lesson's latest messages and their status (queued, sent, failed), newest first, so staff see what is still
 * waiting in the outbox. The list refreshes itself while a message is queued; Refresh asks at once.
 */
export function RecentMessages({ query }: { query: UseQueryResult<LessonAnnouncements> }) {
  const titleId = useId();
  const data = query.data;
  const shown = data?.messages.length ?? 0;
  return (
    <Section aria-labelledby={titleId}>
      <Header>
        <SectionTitle id={titleId}>Recent messages</SectionTitle>
        {data ? (
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()} loading={query.isFetching}>
            Refresh
          </Button>
        ) : null}
      </Header>
      {data && data.message_count > shown ? (
        <Muted>
          The latest {shown} of {data.message_count} messages.
        </Muted>
      ) : null}
      {query.isError && !data ? (
        // The screen's alert at the top says why, with Retry.
        <Muted>The recent messages could not be loaded.</Muted>
      ) : (
        <DataTable
          caption="Recent messages"
          columns={COLUMNS}
          rows={data?.messages ?? []}
          getRowKey={(message) => message._id}
          loading={query.isPending}
          skeletonRows={3}
          emptyMessage="No announcements have been made for this lesson yet"
          maxHeight="360px"
        />
      )}
    </Section>
  );
}

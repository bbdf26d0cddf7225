import styled from 'styled-components';
import { EMPTY_STATES } from '@backoffice/domain/messages';
import { FEEDBACK_PAGE_SIZE, type FeedbackItem } from '@backoffice/domain/feedback';
import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import { DataTable, StarRating, type Column } from '@backoffice/ui';

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

/** Keeps a long comment readable: its own lines, wrapped anywhere a word is longer than the column. */
const Comment = styled.span`
  display: block;
  white-space: pre-line;
  overflow-wrap: anywhere;
  min-width: 12em;
`;

const Small = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** When an entry was given, in the centre's time zone: '08-03-2026 2:05 PM' (the dashboard's format, spec §9). */
export function formatFeedbackTime(instant: string, zone = getCentreTimezone()): string {
  return dayjs(instant).tz(zone).format('DD-MM-YYYY h:mm A');
}

const columns: Column<FeedbackItem>[] = [
  { key: 'rating', header: 'Rating', noWrap: true, render: (item) => <StarRating value={item.rating} /> },
  {
    key: 'comment',
    header: 'Comment',
    render: (item) => (item.content.trim() ? <Comment>{item.content}</Comment> : <Muted>No comment</Muted>),
  },
  {
    key: 'target',
    header: 'Class and lesson',
    priority: 2,
    lines: 2,
    render: (item) => (
      <>
        {item.class_obj?.name ?? '—'}
        <Small>{item.feedback_target_object.name}</Small>
      </>
    ),
  },
  { key: 'created', header: 'Date', priority: 1, noWrap: true, render: (item) => formatFeedbackTime(item.created) },
  {
    key: 'author',
    header: 'Student',
    priority: 3,
    render: (item) => (item.created_by ? item.created_by.name : <Muted>{item.allow_anonymous ? 'Anonymous' : '—'}</Muted>),
  },
];

type FeedbackTableProps = {
  items: readonly FeedbackItem[];
  loading: boolean;
};

/** The entries of a page, newest first; 'No feedback was found' when none match (spec §2). */
export function FeedbackTable({ items, loading }: FeedbackTableProps) {
  return (
    <DataTable
      caption="Feedback entries"
      columns={columns}
      rows={items}
      getRowKey={(item) => item._id}
      getRowLabel={(item) => `${item.rating}-star feedback of ${formatFeedbackTime(item.created)}`}
      loading={loading}
      skeletonRows={FEEDBACK_PAGE_SIZE}
      emptyMessage={EMPTY_STATES.noFeedback}
    />
  );
}

import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { CLASS_PAGE_SIZE, type ClassItem } from '@backoffice/domain/classes';
import { levelTagLabel } from '@backoffice/domain/levels';
import { Badge, DataTable, Menu, VisuallyHidden, type Column, type MenuItem } from '@backoffice/ui';
import { classDays, formatScheduleTimes } from '../utils/format-class';

const NameCell = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 150px;
  max-width: 320px;
`;

const NameLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
`;

const Subject = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Times = styled(Muted)`
  white-space: nowrap;
`;

const TwoLines = styled.span`
  display: flex;
  flex-direction: column;
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

const Tags = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  max-width: 240px;
`;

const People = styled.span`
  display: block;
  min-width: 100px;
  max-width: 220px;
`;

type ClassesTableProps = {
  classes: readonly ClassItem[];
  loading: boolean;
  emptyMessage: string;
  /** canManage on /course: Edit Class and Deactivate/Activate are offered. */
  canManage: boolean;
  /** The row whose toggle is in flight: its toggle is disabled until the answer comes. */
  togglingId: string | null;
  onEdit: (item: ClassItem) => void;
  onToggleActive: (item: ClassItem) => void;
  /** A row menu opened: a chance to start downloading the form before Edit is chosen. */
  onMenuOpen?: () => void;
};

/**
 * The class list's table (spec §2 Class list): name (a link to its lessons) over its subject, weekly schedule, dates,
 * level tags, tutors and the active state; each row a menu with 'View Lessons', and with canManage 'Edit Class' and
 * 'Deactivate'/'Activate'. At 1280 px (about 900 px for the table) every column fits: the subject sits under the name,
 * the dates break after their dash when needed. Narrower, the table scrolls sideways under the pinned row menu.
 */
export function ClassesTable({
  classes,
  loading,
  emptyMessage,
  canManage,
  togglingId,
  onEdit,
  onToggleActive,
  onMenuOpen,
}: ClassesTableProps) {
  const navigate = useNavigate();

  const itemsFor = (item: ClassItem): MenuItem[] => [
    // Relative: the list is the remote's index route, so this is /course/{classId} wherever the remote is mounted.
    { label: 'View Lessons', onSelect: () => void navigate(item._id) },
    ...(canManage
      ? [
          { label: 'Edit Class', onSelect: () => onEdit(item) },
          {
            label: item.is_active ? 'Deactivate' : 'Activate',
            onSelect: () => onToggleActive(item),
            danger: item.is_active,
            disabled: togglingId === item._id,
          },
        ]
      : []),
  ];

  const columns: Column<ClassItem>[] = [
    {
      key: 'name',
      header: 'Class',
      // The name, its subject, its type and country.
      lines: 3,
      render: (item) => (
        <NameCell>
          <NameLink to={item._id}>{item.name}</NameLink>
          <Subject>{item.subject}</Subject>
          <Muted>
            {item.class_type} · {item.country}
          </Muted>
        </NameCell>
      ),
    },
    {
      key: 'schedule',
      header: 'Schedule',
      // The class, its status and its menu always stay; the rest moves into the row's details when space runs out.
      priority: 2,
      render: (item) => (
        <TwoLines>
          <span>{item.schedule.date_of_week}</span>
          <Times>{formatScheduleTimes(item.schedule)}</Times>
        </TwoLines>
      ),
    },
    {
      key: 'dates',
      header: 'Dates',
      priority: 3,
      // '1 Dec 2026 – 28 Feb 2027', breaking after the dash when the column is narrow.
      render: (item) => {
        const [start, end] = classDays(item);
        return (
          <span>
            <NoWrap>{start} –</NoWrap> <NoWrap>{end}</NoWrap>
          </span>
        );
      },
    },
    {
      key: 'level',
      header: 'Levels',
      priority: 4,
      render: (item) =>
        item.level.length > 0 ? (
          <Tags>
            {item.level.map((tag, i) => (
              <Badge key={`${tag}-${i}`} tone="info">
                {levelTagLabel(tag)}
              </Badge>
            ))}
          </Tags>
        ) : (
          '—'
        ),
    },
    {
      key: 'tutor',
      header: 'Tutors',
      priority: 1,
      render: (item) => <People>{item.tutor.map((person) => person.name).join(', ') || '—'}</People>,
    },
    {
      key: 'active',
      header: 'Status',
      render: (item) => <Badge tone={item.is_active ? 'success' : 'neutral'}>{item.is_active ? 'Active' : 'Inactive'}</Badge>,
    },
    {
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      pin: 'end',
      render: (item) => (
        <Menu
          label={`Actions for ${item.name}`}
          items={itemsFor(item)}
          onOpenChange={(open) => {
            if (open) onMenuOpen?.();
          }}
        />
      ),
    },
  ];

  return (
    <DataTable
      caption="Classes"
      columns={columns}
      rows={classes}
      getRowKey={(item) => item._id}
      getRowLabel={(item) => item.name}
      loading={loading}
      skeletonRows={CLASS_PAGE_SIZE}
      emptyMessage={emptyMessage}
    />
  );
}

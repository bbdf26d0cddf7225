import { Link } from 'react-router';
import styled from 'styled-components';
import { EMPTY_STATES } from '@backoffice/domain/messages';
import { LESSON_PAGE_SIZE, type LessonItem } from '@backoffice/domain/classes';
import { PATHS, toPath } from '@backoffice/domain/paths';
import { Badge, Button, DataTable, VisuallyHidden, type Column } from '@backoffice/ui';
import { termAndNumber } from '../../../shared/utils/lesson-label';
import { hasEnded, lessonRangeParts } from '../../../shared/utils/lesson-time';
import type { LessonFlag } from '../api/toggle-lesson';
import { ActiveSwitch } from './active-switch';

const TwoLines = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 120px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Badges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Time = styled.span`
  display: block;
  min-width: 150px;
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** 'Monday, 3rd Feb 2025, 4:30pm – 6:00pm', wrapping only before the time range, never inside it. */
function LessonTime({ start, end }: { start: string; end: string }) {
  const { lead, tail } = lessonRangeParts(start, end);
  return (
    <Time>
      {lead} <NoWrap>{tail}</NoWrap>
    </Time>
  );
}

/** Positioned, so the visually hidden part of its name stays inside the table's scroll area. */
const Toggles = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  white-space: nowrap;
`;

const ReleaseButton = styled(Button)`
  position: relative;
`;

type LessonsTableProps = {
  classId: string;
  lessons: readonly LessonItem[];
  loading: boolean;
  /** canManage on /course/:classId: the Active/Inactive and Release/Un-Release toggles. */
  canManage: boolean;
  /** Toggles being saved, as `${lessonId}.${flag}`. */
  pending: ReadonlySet<string>;
  onToggle: (lesson: LessonItem, flag: LessonFlag) => void;
  now?: Date;
};

/**
 * A class's lessons (back-office §2): each links to its detail, shows when it is ('dddd, Do MMM YYYY, h:mma', centre
 * time), 'Completed' when is_completed and 'Ended' once its end is past. Managers get the two toggles; everybody else
 * sees the same two states as badges.
 */
export function LessonsTable({ classId, lessons, loading, canManage, pending, onToggle, now = new Date() }: LessonsTableProps) {
  const columns: Column<LessonItem>[] = [
    {
      key: 'lesson',
      header: 'Lesson',
      lines: 2,
      render: (lesson) => (
        <TwoLines>
          <Link to={toPath(PATHS.lessonDetail, { classId, lessonId: lesson._id })}>{lesson.name}</Link>
          {termAndNumber(lesson.meta) ? <Muted>{termAndNumber(lesson.meta)}</Muted> : null}
        </TwoLines>
      ),
    },
    { key: 'time', header: 'Time', lines: 3, render: (lesson) => <LessonTime start={lesson.scheduled_on} end={lesson.ended_on} /> },
    {
      key: 'tutors',
      header: 'Tutors',
      // The lesson, its time, status and toggles always stay; the tutors move into the row's details when needed.
      priority: 1,
      render: (lesson) => (lesson.tutor.length > 0 ? lesson.tutor.map((tutor) => tutor.name).join(', ') : '—'),
    },
    {
      key: 'status',
      header: 'Status',
      render: (lesson) => (
        <Badges>
          {lesson.is_completed ? <Badge tone="success">Completed</Badge> : null}
          {hasEnded(lesson.ended_on, now) ? <Badge tone="neutral">Ended</Badge> : null}
          {canManage ? null : (
            <>
              <Badge tone={lesson.is_active ? 'info' : 'warning'}>{lesson.is_active ? 'Active' : 'Inactive'}</Badge>
              <Badge tone={lesson.is_released ? 'info' : 'warning'}>{lesson.is_released ? 'Released' : 'Not released'}</Badge>
            </>
          )}
        </Badges>
      ),
    },
  ];
  if (canManage) {
    // One column for both toggles, pinned at the right edge should even the essential columns not fit (a phone).
    columns.push({
      key: 'actions',
      header: 'Active / Release',
      pin: 'end',
      render: (lesson) => (
        <Toggles>
          <ActiveSwitch
            on={lesson.is_active}
            subject={lesson.name}
            busy={pending.has(`${lesson._id}.is_active`)}
            onToggle={() => onToggle(lesson, 'is_active')}
          />
          <ReleaseButton
            variant="secondary"
            size="sm"
            loading={pending.has(`${lesson._id}.is_released`)}
            onClick={() => onToggle(lesson, 'is_released')}
          >
            {lesson.is_released ? 'Un-Release' : 'Release'}
            <VisuallyHidden> {lesson.name}</VisuallyHidden>
          </ReleaseButton>
        </Toggles>
      ),
    });
  }

  return (
    <DataTable
      caption="Lessons"
      columns={columns}
      rows={lessons}
      getRowKey={(lesson) => lesson._id}
      getRowLabel={(lesson) => lesson.name}
      loading={loading}
      skeletonRows={LESSON_PAGE_SIZE}
      emptyMessage={EMPTY_STATES.classNoLessons}
    />
  );
}

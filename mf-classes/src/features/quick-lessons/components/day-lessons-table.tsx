import { Link } from 'react-router';
import styled from 'styled-components';
import { LESSON_PAGE_SIZE, type DayLessonItem } from '@backoffice/domain/classes';
import { PATHS, toPath } from '@backoffice/domain/paths';
import { Badge, DataTable, type Column } from '@backoffice/ui';
import type { ReturnToState } from '../../../shared/utils/return-to';
import { formatLessonClock, noLessonsOn, studentSummary, tutorNames } from '../utils/day-lesson-row';

/**
 * A Zoom row is one link: the lesson name is the real link (keyboard, screen readers, middle click), and its ::after
 * covers the row so a click anywhere on it opens the Zoom detail too. Offline rows are plain rows.
 */
const Rows = styled.div`
  tbody > tr {
    position: relative;
  }
  tbody > tr:has(a[data-row-link]) {
    cursor: pointer;
  }
  a[data-row-link]::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const Cell = styled.span<{ $min: number }>`
  display: block;
  min-width: ${({ $min }) => $min}px;
`;

const LessonName = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 180px;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: nowrap;
`;

const Clock = styled.span`
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

type DayLessonsTableProps = {
  /** The day listed, 'YYYY-MM-DD' (centre time). */
  day: string;
  lessons: readonly DayLessonItem[];
  /** Nothing to show yet: skeleton rows. */
  loading: boolean;
  /** Another page or day is loading: the rows shown stay, dimmed and marked busy. */
  busy: boolean;
  /** The list's own address, handed to the Zoom detail for its back link. */
  returnTo: string;
};

/** Quick Lesson Management's table (back-office §2): Student name, Teacher name, Class name, Lesson name, Time. */
export function DayLessonsTable({ day, lessons, loading, busy, returnTo }: DayLessonsTableProps) {
  const state: ReturnToState = { returnTo };
  const columns: Column<DayLessonItem>[] = [
    {
      key: 'students',
      header: 'Student name',
      // A few names and '+ 3 more' wrap.
      lines: 3,
      // When the table is wider than its area, the highest number moves into the row's details first; the lesson and
      // its time always stay.
      priority: 1,
      render: (lesson) => {
        const { names, more } = studentSummary(lesson.student, lesson.student_count);
        return (
          <Cell $min={200}>
            {names}
            {more ? <Muted> {more}</Muted> : null}
          </Cell>
        );
      },
    },
    { key: 'tutors', header: 'Teacher name', priority: 3, render: (lesson) => <Cell $min={140}>{tutorNames(lesson)}</Cell> },
    { key: 'class', header: 'Class name', priority: 2, render: (lesson) => <Cell $min={160}>{lesson.class_obj.name}</Cell> },
    {
      key: 'lesson',
      header: 'Lesson name',
      render: (lesson) =>
        lesson.hosting_platform === 'Zoom' ? (
          <LessonName>
            <Link to={toPath(PATHS.zoomDetail, { lessonId: lesson._id })} state={state} data-row-link="">
              {lesson.name}
            </Link>
            <Badge tone="info">Zoom</Badge>
          </LessonName>
        ) : (
          <LessonName>
            <span>{lesson.name}</span>
            <Badge tone="neutral">Offline</Badge>
          </LessonName>
        ),
    },
    {
      key: 'time',
      header: 'Time',
      render: (lesson) => <Clock>{formatLessonClock(lesson.scheduled_on, lesson.ended_on, day)}</Clock>,
    },
  ];
  return (
    <Rows>
      <DataTable
        caption="Lessons of the day"
        columns={columns}
        rows={lessons}
        getRowKey={(lesson) => lesson._id}
        getRowLabel={(lesson) => lesson.name}
        loading={loading}
        busy={busy}
        skeletonRows={LESSON_PAGE_SIZE}
        emptyMessage={noLessonsOn(day)}
      />
    </Rows>
  );
}

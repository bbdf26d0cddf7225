import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { STUDENT_LESSON_PAGE_SIZE, type StudentLessonRow, type StudentLessonView } from '@backoffice/domain/dashboard';
import { DataTable, LoadFailure, Pager, Stack, type Column } from '@backoffice/ui';
import { useStudentLessons } from '../api/get-student-lessons';
import { formatDay, formatStamp, missingParts } from '../utils/report-cells';
import { ActionCheckbox, ResolveCheckbox } from './follow-up-cells';
import {
  ClassLessonCell,
  CommentCell,
  EngagementCell,
  HomeworkCell,
  PunctualityCell,
  StudentsCell,
  TeachersCell,
} from './lesson-cells';

const Section = styled.section<{ $tone: 'danger' | 'plain' }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  ${({ $tone, theme }) => ($tone === 'danger' ? `border-top: 3px solid ${theme.colors.danger};` : `border-top: 1px solid ${theme.colors.border};`)}
`;

const Title = styled.h2<{ $tone: 'danger' | 'plain' }>`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ $tone, theme }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.text)};
`;

type LessonSectionProps = {
  title: string;
  view: StudentLessonView;
  date: string;
  columns: Column<StudentLessonRow>[];
  empty: string;
  tone?: 'danger' | 'plain';
};

/** One section below the main table: its own list from the server, 20 a page. */
function LessonSection({ title, view, date, columns, empty, tone = 'plain' }: LessonSectionProps) {
  const [paging, setPaging] = useState({ date, page: 1 });
  // A new day starts the section on its first page.
  const page = paging.date === date ? paging.page : 1;
  const lessons = useStudentLessons({ view, date, page });
  // Not a named landmark: the table's scroll region already carries the title, and two landmarks of one name are
  // indistinguishable to a screen reader's landmark list (axe's landmark-unique).
  return (
    <Section $tone={tone}>
      <Title $tone={tone}>
        {title}
      </Title>
      {lessons.isError ? (
        <LoadFailure title="This list could not be loaded" message={lessons.error.message} onRetry={() => void lessons.refetch()} />
      ) : null}
      <DataTable
        caption={title}
        columns={columns}
        rows={lessons.data?.data ?? []}
        getRowKey={(lesson) => lesson._id}
        getRowLabel={(lesson) => `${lesson.class_obj.name}, ${lesson.name}`}
        loading={lessons.isPending}
        skeletonRows={3}
        emptyMessage={empty}
      />
      <Pager
        page={page}
        count={lessons.data?.count ?? 0}
        pageSize={STUDENT_LESSON_PAGE_SIZE}
        onPageChange={(next) => setPaging({ date, page: next })}
        loading={lessons.isPending}
        label={`${title} pages`}
      />
    </Section>
  );
}

const studentColumn: Column<StudentLessonRow> = { key: 'students', header: 'Student name', lines: 2, render: (l) => <StudentsCell lesson={l} /> };
const classColumn: Column<StudentLessonRow> = { key: 'class', header: 'Class / lesson', lines: 3, render: (l) => <ClassLessonCell lesson={l} /> };
const teacherColumn: Column<StudentLessonRow> = { key: 'teacher', header: 'Teacher name', priority: 2, render: (l) => <TeachersCell lesson={l} /> };
const commentColumn: Column<StudentLessonRow> = { key: 'comment', header: 'Comment', priority: 1, lines: 3, render: (l) => <CommentCell lesson={l} /> };

type SectionsProps = {
  date: string;
  today: string;
  /** The SuperAdmin's sections and the comment (back-office §6). */
  counsellor: boolean;
  /** `{name}` in the immediate-consultation titles: the signed-in counsellor's name. */
  counsellorName: string;
};

/**
 * The sections below the main table (back-office §2 Student tab, §4, §5): 'Consult with {name} Immediately' with its
 * Resolved checkbox, 'No actions taken', 'Consult with {name} Immediately (Saved on {today})' and 'No Teacher Report';
 * the two consultation sections and No Teacher Report only for a SuperAdmin.
 */
export function LessonSections({ date, today, counsellor, counsellorName }: SectionsProps): ReactNode {
  return (
    <Stack gap="lg">
      {counsellor ? (
        <LessonSection
          title={`Consult with ${counsellorName} Immediately`}
          view="consult-open"
          date={date}
          tone="danger"
          empty="No open immediate consultation"
          columns={[
            studentColumn,
            classColumn,
            teacherColumn,
            commentColumn,
            {
              key: 'flagged',
              header: 'Flagged on',
              noWrap: true,
              priority: 3,
              render: (l) => formatStamp(l.lesson_meta.recommendation?.recommendationConsultImmediatelyTimeStamp ?? l.scheduled_on),
            },
            { key: 'resolved', header: 'Resolved', render: (l) => <ResolveCheckbox lesson={l} /> },
          ]}
        />
      ) : null}
      <LessonSection
        title="No actions taken"
        view="no-action"
        date={date}
        empty={`No lesson waits for an action on this date (${formatDay(date)})`}
        columns={[
          studentColumn,
          classColumn,
          teacherColumn,
          ...(counsellor ? [commentColumn] : []),
          { key: 'punctuality', header: 'Punctuality', priority: 4, render: (l) => <PunctualityCell lesson={l} /> },
          { key: 'homework', header: 'Homework submission', priority: 4, render: (l) => <HomeworkCell lesson={l} /> },
          { key: 'engagement', header: 'Student engagement', priority: 3, render: (l) => <EngagementCell lesson={l} /> },
          { key: 'action', header: 'Action', render: (l) => <ActionCheckbox lesson={l} /> },
        ]}
      />
      {counsellor ? (
        <LessonSection
          title={`Consult with ${counsellorName} Immediately (Saved on ${formatDay(today)})`}
          view="consult-resolved"
          date={today}
          empty="No immediate consultation resolved today"
          columns={[
            studentColumn,
            classColumn,
            teacherColumn,
            { key: 'by', header: 'Resolved by', priority: 3, render: (l) => l.lesson_meta.resolvedPerson ?? '—' },
            { key: 'at', header: 'Resolved at', noWrap: true, priority: 3, render: (l) => formatStamp(l.lesson_meta.resolvedTimeStamp) },
            { key: 'resolved', header: 'Resolved', render: () => 'Yes' },
          ]}
        />
      ) : null}
      {counsellor ? (
        <LessonSection
          title="No Teacher Report"
          view="no-report"
          date={date}
          empty={`Every lesson of this date has its report (${formatDay(date)})`}
          columns={[
            studentColumn,
            classColumn,
            teacherColumn,
            { key: 'missing', header: 'Missing', render: (l) => missingParts(l.lesson_meta).join(', ') },
          ]}
        />
      ) : null}
    </Stack>
  );
}

import { STUDENT_LESSON_PAGE_SIZE, type StudentLessonRow, type StudentLessonSort } from '@backoffice/domain/dashboard';
import { DataTable, type Column, type SortState } from '@backoffice/ui';
import { StaffNamesCell } from '../../../shared/components/staff-names-cell';
import { noReportsOn } from '../utils/report-cells';
import { ActionCheckbox, NoteBox, NotesWritten } from './follow-up-cells';
import {
  ClassLessonCell,
  CommentCell,
  EngagementCell,
  HomeworkCell,
  PunctualityCell,
  StudentsCell,
  TeachersCell,
} from './lesson-cells';

type StudentLessonsTableProps = {
  day: string;
  lessons: readonly StudentLessonRow[];
  loading: boolean;
  busy: boolean;
  /** The Comment column and its sort (SuperAdmin, back-office §6). */
  withComments: boolean;
  sort: { key: StudentLessonSort; direction: 'asc' | 'desc' } | null;
  onSortChange: (sort: { key: StudentLessonSort; direction: 'asc' | 'desc' }) => void;
};

/**
 * The Student tab's main table (back-office §2): customer service, student name, class/lesson, teacher, comment
 * (SuperAdmin), punctuality, homework submission, student engagement, sales admin, the Action checkbox, the note box
 * and the notes written; sortable by class name, comment, punctuality, homework, engagement and action. When the table
 * is wider than its area, the columns with the highest priority number move into each row's details first.
 */
export function StudentLessonsTable({ day, lessons, loading, busy, withComments, sort, onSortChange }: StudentLessonsTableProps) {
  const columns: Column<StudentLessonRow>[] = [
    { key: 'customer_service', header: 'Customer service', priority: 7, render: (l) => <StaffNamesCell names={l.customer_service} /> },
    { key: 'students', header: 'Student name', lines: 2, render: (l) => <StudentsCell lesson={l} /> },
    { key: 'class', header: 'Class / lesson', sortable: true, lines: 3, render: (l) => <ClassLessonCell lesson={l} /> },
    { key: 'teacher', header: 'Teacher name', priority: 6, render: (l) => <TeachersCell lesson={l} /> },
    ...(withComments
      ? [{ key: 'comment', header: 'Comment', sortable: true, priority: 3, lines: 3, render: (l: StudentLessonRow) => <CommentCell lesson={l} /> }]
      : []),
    { key: 'punctuality', header: 'Punctuality', sortable: true, priority: 2, render: (l) => <PunctualityCell lesson={l} /> },
    { key: 'homework', header: 'Homework submission', sortable: true, priority: 2, render: (l) => <HomeworkCell lesson={l} /> },
    { key: 'engagement', header: 'Student engagement', sortable: true, priority: 1, render: (l) => <EngagementCell lesson={l} /> },
    { key: 'sales_admin', header: 'Sales admin', priority: 7, render: (l) => <StaffNamesCell names={l.sales_admin} /> },
    { key: 'action', header: 'Action', sortable: true, render: (l) => <ActionCheckbox lesson={l} /> },
    { key: 'note', header: 'Write a note', priority: 4, lines: 3, render: (l) => <NoteBox lesson={l} /> },
    { key: 'notes', header: 'Notes written', priority: 5, lines: 2, render: (l) => <NotesWritten lesson={l} /> },
  ];
  return (
    <DataTable
      caption="Lessons reported on the day"
      columns={columns}
      rows={lessons}
      getRowKey={(lesson) => lesson._id}
      getRowLabel={(lesson) => `${lesson.class_obj.name}, ${lesson.name}`}
      sort={sort as SortState | null}
      onSortChange={(next) => onSortChange({ key: next.key as StudentLessonSort, direction: next.direction })}
      loading={loading}
      busy={busy}
      skeletonRows={STUDENT_LESSON_PAGE_SIZE}
      emptyMessage={noReportsOn(day)}
    />
  );
}

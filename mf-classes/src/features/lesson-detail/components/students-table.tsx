import styled from 'styled-components';
import type { LessonStudent } from '@backoffice/domain';
import { Badge, Button, DataTable, VisuallyHidden, type Column } from '@backoffice/ui';
import { attendanceOf, formatPhone } from '../utils/student-row';

const NoWrap = styled.span`
  white-space: nowrap;
`;

const RemoveButton = styled(Button)`
  position: relative;
`;

type StudentsTableProps = {
  students: readonly LessonStudent[];
  loading: boolean;
  emptyMessage: string;
  /** Given to a user with canManage on the lesson detail: a Remove button per row. */
  onRemove?: (student: LessonStudent) => void;
};

/** A lesson's students: Attended, name, email, phone with country code, joined, left and how long (people-records §2). */
export function StudentsTable({ students, loading, emptyMessage, onRemove }: StudentsTableProps) {
  const columns: Column<LessonStudent>[] = [
    {
      key: 'attended',
      header: 'Attended',
      render: (student) => (student.attended ? <Badge tone="success">Attended</Badge> : <VisuallyHidden>Not attended</VisuallyHidden>),
    },
    { key: 'name', header: 'Name', render: (student) => student.name },
    { key: 'email', header: 'Email', render: (student) => student.email },
    { key: 'phone', header: 'Phone', render: (student) => <NoWrap>{formatPhone(student.phone_country_code, student.phone)}</NoWrap> },
    { key: 'joined', header: 'Joined', render: (student) => <NoWrap>{attendanceOf(student).joined}</NoWrap> },
    { key: 'left', header: 'Left', render: (student) => <NoWrap>{attendanceOf(student).left}</NoWrap> },
    { key: 'duration', header: 'Duration', render: (student) => <NoWrap>{attendanceOf(student).duration}</NoWrap> },
  ];
  if (onRemove) {
    columns.push({
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      render: (student) => (
        <RemoveButton variant="secondary" size="sm" onClick={() => onRemove(student)}>
          Remove<VisuallyHidden> {student.name}</VisuallyHidden>
        </RemoveButton>
      ),
    });
  }
  return (
    <DataTable
      caption="Students"
      columns={columns}
      rows={students}
      getRowKey={(student) => student._id}
      loading={loading}
      emptyMessage={emptyMessage}
    />
  );
}

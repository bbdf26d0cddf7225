import styled from 'styled-components';
import type { LessonStudent } from '@backoffice/domain/classes';
import { Badge, Button, DataTable, VisuallyHidden, type Column } from '@backoffice/ui';
import { attendanceOf, formatPhone } from '../utils/student-row';

const NoWrap = styled.span`
  white-space: nowrap;
`;

/** Names get about as much room as emails (which may break before their '@') instead of wrapping first. */
const Name = styled.span`
  display: block;
  min-width: 110px;
`;

/** An email address that may break before its '@' when the column is narrow, rather than squeezing the name. */
function EmailAddress({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return email;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

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
    { key: 'name', header: 'Name', render: (student) => <Name>{student.name}</Name> },
    // The name, attendance and Remove always stay; the rest moves into the row's details when space runs out.
    { key: 'email', header: 'Email', priority: 1, render: (student) => <EmailAddress email={student.email} /> },
    { key: 'phone', header: 'Phone', priority: 2, render: (student) => <NoWrap>{formatPhone(student.phone_country_code, student.phone)}</NoWrap> },
    { key: 'joined', header: 'Joined', priority: 3, render: (student) => <NoWrap>{attendanceOf(student).joined}</NoWrap> },
    { key: 'left', header: 'Left', priority: 4, render: (student) => <NoWrap>{attendanceOf(student).left}</NoWrap> },
    { key: 'duration', header: 'Duration', priority: 5, render: (student) => <NoWrap>{attendanceOf(student).duration}</NoWrap> },
  ];
  if (onRemove) {
    columns.push({
      key: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      align: 'right',
      pin: 'end',
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
      getRowLabel={(student) => student.name}
      loading={loading}
      emptyMessage={emptyMessage}
    />
  );
}

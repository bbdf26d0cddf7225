import styled from 'styled-components';
import type { ConsultationRow } from '@backoffice/domain/consultations';
import { Checkbox, Stack } from '@backoffice/ui';
import { StudentNameButton } from '../../../shared/components/student-name-button';
import { useCheckConsultation } from '../api/check-consultation';
import { useCheckboxWrite } from '../../../shared/hooks/use-checkbox-write';

// The cells of the Consultation tab's table. A consultation may have several students (a family meeting): the student
// columns list one line per student, in the same order.

const Lines = styled.span<{ $min: number }>`
  display: block;
  min-width: ${({ $min }) => $min}px;
  overflow-wrap: anywhere;

  & > span {
    display: block;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Text = styled.span`
  display: block;
  min-width: 180px;
  max-width: 320px;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** Who the consultation was with, for a row's details button and the checkbox's name. */
export function studentsLabel(consultation: ConsultationRow): string {
  const names = consultation.student.map((student) => student.name);
  const rest = consultation.student_count - names.length;
  if (names.length === 0) return 'a consultation without students';
  return rest > 0 ? `${names.join(', ')} and ${rest} more` : names.join(', ');
}

/** Each student's name, with the eye icon that opens their profile, and '+N more' past the names the row carries. */
export function StudentNamesCell({ consultation }: { consultation: ConsultationRow }) {
  const rest = Math.max(0, consultation.student_count - consultation.student.length);
  if (consultation.student.length === 0) return <Muted>No students</Muted>;
  return (
    <Lines $min={150}>
      {consultation.student.map((student) => (
        <StudentNameButton key={student._id} student={student} />
      ))}
      {rest > 0 ? <Muted>+{rest} more</Muted> : null}
    </Lines>
  );
}

/** One of the students' fields (nickname, database id, email), a line per student, '—' where it is empty. */
export function StudentFieldCell({
  consultation,
  field,
  min = 90,
}: {
  consultation: ConsultationRow;
  field: 'nickname' | 'dbid' | 'email';
  min?: number;
}) {
  if (consultation.student.length === 0) return <Muted>—</Muted>;
  return (
    <Lines $min={min}>
      {consultation.student.map((student) => (
        <span key={student._id}>{student[field] || '—'}</span>
      ))}
    </Lines>
  );
}

/** Free text (the action plan, the notes), its line breaks kept. */
export function TextCell({ text }: { text: string | undefined }) {
  return text && text.trim() !== '' ? <Text>{text}</Text> : <Muted>—</Muted>;
}

/**
 * The action checkbox (spec §4 Consultation record): marks the consultation done or not. While the write is on its
 * way the box is disabled and shows what was asked, so a double click sends one write; a failure says so and the box
 * shows what the server holds.
 */
export function ConsultationCheckbox({ consultation }: { consultation: ConsultationRow }) {
  const check = useCheckConsultation();
  const box = useCheckboxWrite(consultation.action, (checked, settled) =>
    check.mutate({ id: consultation._id, checked }, { onSuccess: (answer) => settled(answer.action), onError: () => settled(null) }),
  );
  return (
    <Stack gap="xs">
      <Checkbox
        label={`Consultation with ${studentsLabel(consultation)} done`}
        hideLabel
        checked={box.checked}
        disabled={box.waiting}
        onChange={(event) => box.onChange(event.currentTarget.checked)}
      />
      {check.isError ? <Muted role="alert">Not saved: {check.error.message}</Muted> : null}
    </Stack>
  );
}

import { useState } from 'react';
import styled from 'styled-components';
import { dayjs } from '@backoffice/domain/time';
import {
  CAREER_STUDENT_PAGE_SIZE,
  CAREER_STUDENTS_TITLE,
  genderText,
  schoolText,
  type CareerStudentRow,
} from '@backoffice/domain/consultations';
import { DataTable, LoadFailure, Pager, type Column } from '@backoffice/ui';
import { StudentNameButton } from '../../../shared/components/student-name-button';
import { formatDay } from '../../../shared/utils/days';
import { useCareerStudents } from '../api/get-career-students';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Cell = styled.span<{ $min: number }>`
  display: block;
  min-width: ${({ $min }) => $min}px;
  overflow-wrap: anywhere;
`;

/** '+66 812345678', the number alone without a country code, '—' without a number. */
export function phoneText(countryCode: string | null, phone: string | null): string {
  if (!phone) return '—';
  return countryCode ? `+${countryCode.replace(/^\+/, '')} ${phone}` : phone;
}

/** Birthday: the date as the dashboard writes days (DD-MM-YYYY), or 'N/A' (spec §2). */
export function birthdayText(dateOfBirth: string | null): string {
  return dateOfBirth && dayjs(dateOfBirth).isValid() ? formatDay(dateOfBirth) : 'N/A';
}

const columns: Column<CareerStudentRow>[] = [
  { key: 'name', header: 'Name', render: (s) => <Cell $min={150}><StudentNameButton student={s} /></Cell> },
  { key: 'phone', header: 'Phone', priority: 2, noWrap: true, render: (s) => phoneText(s.phone_country_code, s.phone) },
  { key: 'email', header: 'Email', priority: 1, render: (s) => <Cell $min={160}>{s.email}</Cell> },
  { key: 'school', header: 'School', priority: 3, render: (s) => <Cell $min={120}>{schoolText(s.school)}</Cell> },
  { key: 'birthday', header: 'Birthday', priority: 4, noWrap: true, render: (s) => birthdayText(s.date_of_birth) },
  { key: 'gender', header: 'Gender', priority: 4, render: (s) => genderText(s.gender) },
];

/**
 * 'Students that require consultation for Academic Career' (spec §2): the students whose careerGoals.consultation flag
 * is set, 20 a page from the server, never consulted first. Each name opens the student's profile like the tabs' do.
 */
export function CareerStudents() {
  const [page, setPage] = useState(1);
  const students = useCareerStudents(page);
  return (
    // Not a named landmark: the table's scroll region carries the title (see lesson-sections.tsx).
    <Section>
      <Title>{CAREER_STUDENTS_TITLE}</Title>
      {students.isError ? (
        <LoadFailure title="This list could not be loaded" message={students.error.message} onRetry={() => void students.refetch()} />
      ) : null}
      <DataTable
        caption={CAREER_STUDENTS_TITLE}
        columns={columns}
        rows={students.data?.data ?? []}
        getRowKey={(student) => student._id}
        getRowLabel={(student) => student.name}
        loading={students.isPending}
        skeletonRows={CAREER_STUDENT_PAGE_SIZE}
        emptyMessage="No student requires a consultation for an academic career"
      />
      <Pager
        page={page}
        count={students.data?.count ?? 0}
        pageSize={CAREER_STUDENT_PAGE_SIZE}
        onPageChange={setPage}
        loading={students.isPending}
        label="Academic Career student pages"
      />
    </Section>
  );
}

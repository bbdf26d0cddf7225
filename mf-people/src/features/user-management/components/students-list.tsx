import { useEffect, type ReactNode } from 'react';
import styled from 'styled-components';
import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import {
  FAME_STARS,
  PEOPLE_EMPTY_STATES,
  PEOPLE_PAGE_SIZE,
  displayName,
  studentEmptyState,
  type StudentGridRow,
} from '@backoffice/domain/people';
import { useHasCapability } from '@backoffice/session';
import { DataTable, StarRating, type Column } from '@backoffice/ui';
import { useStudents } from '../api/get-students';
import { EditButton } from './edit-button';
import { ListFrame } from './list-frame';
import type { UserListProps } from './user-management-page';
import { UserSearchBox } from './user-search-box';

const TwoLines = styled.span`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** '+66 81 234 5678', or the number alone without a country code; '' without a number. */
export function phoneText(phone: string | null, code: string | null): string {
  if (!phone) return '';
  return code ? `+${code.replace(/^\+/, '')} ${phone}` : phone;
}

const text = (value: string | null | undefined) => value ?? '';

/** The Student tab's columns: the reduced set for everyone, the counsellor's after them (people-records §2, §3). */
function studentColumns(counsellor: boolean, edit: (row: StudentGridRow) => ReactNode): Column<StudentGridRow>[] {
  const zone = getCentreTimezone();
  const reduced: Column<StudentGridRow>[] = [
    {
      key: 'name',
      header: 'Name',
      lines: 2,
      render: (row) => (
        <TwoLines>
          <span>{displayName(row.name)}</span>
          {row.nickname ? <Muted>{row.nickname}</Muted> : null}
        </TwoLines>
      ),
    },
    { key: 'dbid', header: 'DBID', priority: 4, noWrap: true, render: (row) => text(row.dbid) },
    { key: 'email', header: 'Email', priority: 1, render: (row) => row.email },
    { key: 'phone', header: 'Phone', priority: 3, noWrap: true, render: (row) => phoneText(row.phone, row.phone_country_code) },
    {
      key: 'parent',
      header: 'Parent',
      priority: 2,
      lines: 2,
      render: (row) =>
        row.parent ? (
          <TwoLines>
            <span>{displayName(row.parent.name)}</span>
            <Muted>{row.parent.email}</Muted>
            {row.parent.phone ? <Muted>{phoneText(row.parent.phone, row.parent.phone_country_code)}</Muted> : null}
          </TwoLines>
        ) : (
          ''
        ),
    },
  ];
  const fuller: Column<StudentGridRow>[] = counsellor
    ? [
        {
          key: 'famous',
          header: 'Fame',
          priority: 5,
          render: (row) => (row.famous ? <StarRating value={FAME_STARS[row.famous]} label={`Fame: ${row.famous}`} /> : ''),
        },
        { key: 'grades', header: 'Grades', priority: 6, render: (row) => text(row.grades) },
        { key: 'courseType', header: 'Course type', priority: 7, render: (row) => text(row.courseType) },
        { key: 'examType', header: 'Exam type', priority: 8, render: (row) => text(row.examType) },
        { key: 'examDate', header: 'Exam date', priority: 9, noWrap: true, render: (row) => text(row.examDate) },
        { key: 'amountPaid', header: 'Amount paid', priority: 10, render: (row) => text(row.amountPaid) },
        { key: 'amountFrequency', header: 'Payment frequency', priority: 11, render: (row) => text(row.amountFrequency) },
        { key: 'punctual', header: 'Punctuality', priority: 12, render: (row) => text(row.punctual) },
        { key: 'cancelClass', header: 'Cancelled classes', priority: 13, render: (row) => text(row.cancelClass) },
        { key: 'questionEngagement', header: 'Engagement', priority: 14, render: (row) => text(row.questionEngagement) },
        { key: 'date_of_birth', header: 'Date of birth', priority: 15, noWrap: true, render: (row) => text(row.date_of_birth) },
        {
          key: 'updated',
          header: 'Updated',
          priority: 16,
          noWrap: true,
          render: (row) => (row.updated ? dayjs(row.updated).tz(zone).format('YYYY-MM-DD') : ''),
        },
      ]
    : [];
  return [...reduced, ...fuller, { key: 'edit', header: 'Edit', align: 'right', pin: 'end', render: edit }];
}

/**
 * The Student tab: the quick search (500 ms after typing stops, on the server), 25 students a page, the reduced
 * columns or, with people.counsellorView, the fuller grid. Its empty texts are the spec's: 'There are no students',
 * 'There are no students matching your search', and 'No student accounts were found' on a page past the last.
 */
export function StudentsList({ place, go, onEdit, onEditIntent, onListShown }: UserListProps) {
  const counsellor = useHasCapability('people.counsellorView');
  const query = useStudents({ q: place.q, page: place.page });
  const rows = query.data?.data ?? [];
  const count = query.data?.count ?? 0;
  const loading = query.isPending;
  const shown = query.data !== undefined || query.isError;
  useEffect(() => {
    if (shown) onListShown?.();
  }, [shown, onListShown]);

  const empty = count > 0 ? PEOPLE_EMPTY_STATES.noStudentAccounts : studentEmptyState(place.q);
  const columns = studentColumns(counsellor, (row) => (
    <EditButton request={{ type: 'Student', id: row._id, name: row.name }} onEdit={onEdit} onIntent={onEditIntent} />
  ));

  return (
    <ListFrame
      search={
        <UserSearchBox
          value={place.q}
          onSearch={(q) => go({ ...place, q, page: 1 })}
          label="Search students"
          placeholder="Search by name, nickname, email, phone or DBID"
        />
      }
      page={place.page}
      count={count}
      noun="student"
      loading={loading}
      error={query.isError ? query.error : null}
      onRetry={() => void query.refetch()}
      onPageChange={(page) => go({ ...place, page })}
      failureTitle="The students could not be loaded"
      pagerLabel="Student pages"
    >
      <DataTable
        caption="Students"
        columns={columns}
        rows={rows}
        getRowKey={(row) => row._id}
        getRowLabel={(row) => displayName(row.name)}
        loading={loading}
        busy={query.isFetching && query.isPlaceholderData}
        skeletonRows={PEOPLE_PAGE_SIZE}
        emptyMessage={query.isError ? '' : empty}
      />
    </ListFrame>
  );
}

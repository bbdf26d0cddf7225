import { useEffect } from 'react';
import { PEOPLE_EMPTY_STATES, PEOPLE_PAGE_SIZE, displayName, type StaffGridRow } from '@backoffice/domain/people';
import { DataTable, type Column } from '@backoffice/ui';
import { useStaff, type StaffType } from '../api/get-staff';
import { EditButton } from './edit-button';
import { ListFrame } from './list-frame';
import type { UserListProps } from './user-management-page';
import { UserSearchBox } from './user-search-box';

const GENDER_LABELS = { m: 'Male', f: 'Female' } as const;

const WORDS = {
  tutor: { caption: 'Tutors', noun: 'tutor', empty: PEOPLE_EMPTY_STATES.noTutors, search: 'Search tutors' },
  ta: { caption: 'TAs', noun: 'TA', empty: PEOPLE_EMPTY_STATES.noTA, search: 'Search TAs' },
} as const;

/**
 * The Tutor tab (Name, EPA Database ID, Gender, Email, Edit; people-records §2) and the TA list, 25 a page with the same
 * quick search as the students. Empty: 'No tutors found' / 'No ta found'.
 */
export function StaffList({ type, place, go, onEdit, onEditIntent, onListShown }: UserListProps & { type: StaffType }) {
  const words = WORDS[type];
  const query = useStaff(type, { q: place.q, page: place.page });
  const rows = query.data?.data ?? [];
  const count = query.data?.count ?? 0;
  const shown = query.data !== undefined || query.isError;
  useEffect(() => {
    if (shown) onListShown?.();
  }, [shown, onListShown]);

  const columns: Column<StaffGridRow>[] = [
    { key: 'name', header: 'Name', render: (row) => displayName(row.name) },
    { key: 'dbid', header: 'EPA Database ID', priority: 2, noWrap: true, render: (row) => row.dbid ?? '' },
    { key: 'gender', header: 'Gender', priority: 3, render: (row) => (row.gender ? GENDER_LABELS[row.gender] : '') },
    { key: 'email', header: 'Email', priority: 1, render: (row) => row.email },
    {
      key: 'edit',
      header: 'Edit',
      align: 'right',
      pin: 'end',
      render: (row) => (
        <EditButton request={{ type: row._type, id: row._id, name: row.name }} onEdit={onEdit} onIntent={onEditIntent} />
      ),
    },
  ];

  return (
    <ListFrame
      search={
        <UserSearchBox
          value={place.q}
          onSearch={(q) => go({ ...place, q, page: 1 })}
          label={words.search}
          placeholder="Search by name, email or database ID"
        />
      }
      page={place.page}
      count={count}
      noun={words.noun}
      loading={query.isPending}
      error={query.isError ? query.error : null}
      onRetry={() => void query.refetch()}
      onPageChange={(page) => go({ ...place, page })}
      failureTitle={`The ${words.caption.toLowerCase()} could not be loaded`}
      pagerLabel={`${words.caption} pages`}
    >
      <DataTable
        caption={words.caption}
        columns={columns}
        rows={rows}
        getRowKey={(row) => row._id}
        getRowLabel={(row) => displayName(row.name)}
        loading={query.isPending}
        busy={query.isFetching && query.isPlaceholderData}
        skeletonRows={PEOPLE_PAGE_SIZE}
        emptyMessage={query.isError ? '' : words.empty}
      />
    </ListFrame>
  );
}

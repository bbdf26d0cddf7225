import { useState, type FormEvent } from 'react';
import { dayjs } from '@backoffice/domain/time';
import { EMPTY_STATES } from '@backoffice/domain/messages';
import type { BirthdayStudent } from '@backoffice/domain/records';
import { Alert, Button, DataTable, DateInput, Panel, Stack, type Column } from '@backoffice/ui';
import { firstBirthdayDay, useBirthdayStudents } from '../api/get-birthday-students';

/** '+66 812345678': the country code, then the number (spec §2 Birthday calendar). */
export function formatPhone(countryCode: string | null, phone: string | null): string {
  if (!phone) return '—';
  return countryCode ? `+${countryCode.replace(/^\+/, '')} ${phone}` : phone;
}

const columns: Column<BirthdayStudent>[] = [
  { key: 'name', header: 'Name', render: (student) => student.name },
  // Phones and dates keep one line (issue 11: they wrapped on a tablet); on a narrow screen the email moves into the
  // row's details first.
  { key: 'email', header: 'Email', priority: 2, render: (student) => student.email },
  { key: 'phone', header: 'Phone', priority: 1, noWrap: true, render: (student) => formatPhone(student.phone_country_code, student.phone) },
  { key: 'birthday', header: 'Birthday', noWrap: true, render: (student) => dayjs(student.date_of_birth).format('DD-MM-YYYY') },
];

/** Birthday Students: a date (today by default, in the centre's time zone) and Search. */
export function BirthdayCalendar() {
  const [draft, setDraft] = useState(() => firstBirthdayDay());
  const [searched, setSearched] = useState(draft);
  const query = useBirthdayStudents(searched);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft === searched) void query.refetch();
    else setSearched(draft);
  };

  return (
    <Panel title="Birthday Students">
      <Stack gap="md">
        <form onSubmit={onSubmit} aria-label="Find birthday students">
          <Stack direction="row" gap="md" align="flex-end">
            <DateInput label="Date" value={draft} required onChange={(event) => setDraft(event.target.value)} />
            <Button type="submit" disabled={!draft} loading={query.isFetching}>
              Search
            </Button>
          </Stack>
        </form>
        {query.isError ? <Alert tone="error">{query.error.message}</Alert> : null}
        <DataTable
          caption={`Students whose birthday is ${dayjs(searched).format('DD-MM-YYYY')}`}
          columns={columns}
          rows={query.data?.data ?? []}
          getRowKey={(student) => student._id}
          getRowLabel={(student) => student.name}
          loading={query.isPending}
          emptyMessage={EMPTY_STATES.noBirthday}
        />
      </Stack>
    </Panel>
  );
}

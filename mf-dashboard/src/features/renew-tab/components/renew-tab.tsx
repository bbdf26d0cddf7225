import { useState } from 'react';
import styled from 'styled-components';
import { countOf } from '@backoffice/domain/plural';
import { RENEWAL_PAGE_SIZE, displayDay, noRenewalsText, renewalWindow } from '@backoffice/domain/renewals';
import { ListCount, LoadFailure, Pager, Stack, VisuallyHidden, pageRange } from '@backoffice/ui';
import { useRenewals } from '../api/get-renewals';
import { useRenewalEditor } from '../hooks/use-renewal-editor';
import { RenewalsTable } from './renewals-table';

const Window = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

type RenewTabProps = {
  /** 1-based, from the address. */
  page: number;
  /** Today in the centre's time zone. */
  today: string;
  onPageChange: (page: number) => void;
};

/**
 * The Renew tab (back-office §2): the students whose parent's renewal date is from today to two weeks ahead, by date,
 * paged on the server, each with Update / Done to change the date.
 */
export function RenewTab({ page, today, onPageChange }: RenewTabProps) {
  const renewals = useRenewals(page);
  const [announcement, setAnnouncement] = useState('');
  const editor = useRenewalEditor({ onSaved: setAnnouncement });
  const count = renewals.data?.count ?? 0;
  const busy = renewals.isFetching && renewals.isPlaceholderData;
  const loading = renewals.isPending;
  const { from, to } = pageRange(page, RENEWAL_PAGE_SIZE, count);
  const days = renewalWindow(today);
  return (
    <Stack gap="md">
      <Window>
        Renewal dates from {displayDay(days.from)} to {displayDay(days.to)}
      </Window>
      {renewals.isError ? (
        <LoadFailure title="The renewals could not be loaded" message={renewals.error.message} onRetry={() => void renewals.refetch()} />
      ) : null}
      <ListCount loading={loading || busy} from={from} to={renewals.isError ? 0 : to} total={countOf(count, 'student')} />
      <VisuallyHidden role="status">{busy ? 'Loading renewals…' : announcement}</VisuallyHidden>
      <RenewalsTable
        rows={renewals.data?.data ?? []}
        loading={loading}
        busy={busy}
        editor={editor}
        emptyMessage={noRenewalsText(today)}
      />
      <Pager page={page} count={count} pageSize={RENEWAL_PAGE_SIZE} onPageChange={onPageChange} loading={loading} label="Renewal pages" />
    </Stack>
  );
}

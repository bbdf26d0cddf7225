import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useQueryClient } from '@tanstack/react-query';
import { countOf } from '@backoffice/domain/plural';
import { PATHS } from '@backoffice/domain/paths';
import { CONSULTATION_PAGE_SIZE } from '@backoffice/domain/consultations';
import { useHasCapability } from '@backoffice/session';
import { DayPicker, ListCount, LoadFailure, Pager, Stack, VisuallyHidden, pageRange } from '@backoffice/ui';
import { BelowTheList } from '../../../shared/components/below-the-list';
import { consultationsKey, useConsultations } from '../api/get-consultations';
import { ConsultationsTable } from './consultations-table';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

/** 'Create consultation': a link (it goes to /user), drawn as a secondary button. */
const CreateLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
    border-color: ${({ theme }) => theme.colors.primaryHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

type ConsultationTabProps = {
  /** The day shown, 'YYYY-MM-DD' in the centre's time zone; one month before today unless the address says otherwise. */
  date: string;
  onDateChange: (date: string) => void;
  /** What follows the day's list on the tab ('Students that require consultation for Academic Career'): BelowTheList. */
  below?: ReactNode;
};

/**
 * The Consultation tab (spec §2): a day picker with Prev Day and Next Day (disabled while the day loads), 'Create
 * consultation' (to /user, where consultations are recorded on the student's form), and the day's consultations, 20 a
 * page. The list is fetched again on every day change and after every tick (spec §4 Refresh rules).
 */
export function ConsultationTab({ date, onDateChange, below }: ConsultationTabProps) {
  const client = useQueryClient();
  const withPlans = useHasCapability('dashboard.actionPlan');
  const [paging, setPaging] = useState({ date, page: 1 });
  // A new day starts on its first page.
  const page = paging.date === date ? paging.page : 1;
  const consultations = useConsultations(date, page);
  const count = consultations.data?.count ?? 0;
  const busy = consultations.isFetching && consultations.isPlaceholderData;
  const loading = consultations.isPending;
  const { from, to } = pageRange(page, CONSULTATION_PAGE_SIZE, count);
  return (
    <Stack gap="lg">
      <Stack gap="md">
        <Toolbar>
          <DayPicker
            value={date}
            label="Day of the consultations"
            disabled={loading || busy}
            onChange={(next) => {
              // A day seen before is asked for again, not taken from the cache: someone may have recorded or ticked one.
              void client.invalidateQueries({ queryKey: consultationsKey, refetchType: 'none' });
              onDateChange(next);
            }}
          />
          <CreateLink to={PATHS.user}>Create consultation</CreateLink>
        </Toolbar>
        {consultations.isError ? (
          <LoadFailure
            title="The consultations could not be loaded"
            message={consultations.error.message}
            onRetry={() => void consultations.refetch()}
          />
        ) : null}
        <ListCount loading={loading || busy} from={from} to={consultations.isError ? 0 : to} total={countOf(count, 'consultation')} />
        <VisuallyHidden role="status">{busy ? 'Loading consultations…' : ''}</VisuallyHidden>
        <ConsultationsTable
          day={date}
          consultations={consultations.data?.data ?? []}
          loading={loading}
          busy={busy}
          withPlans={withPlans}
        />
        <Pager
          page={page}
          count={count}
          pageSize={CONSULTATION_PAGE_SIZE}
          onPageChange={(next) => setPaging({ date, page: next })}
          loading={loading}
          label="Consultation pages"
        />
      </Stack>
      {below ? <BelowTheList listReady={!loading}>{below}</BelowTheList> : null}
    </Stack>
  );
}

import type { ReactNode } from 'react';
import { countOf } from '@backoffice/domain/plural';
import { PEOPLE_PAGE_SIZE } from '@backoffice/domain/people';
import { ListCount, LoadFailure, Pager, Stack, pageRange } from '@backoffice/ui';

type ListFrameProps = {
  search: ReactNode;
  page: number;
  count: number;
  noun: string;
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  onPageChange: (page: number) => void;
  failureTitle: string;
  pagerLabel: string;
  children: ReactNode;
};

/** One tab's list: its search, the count line, the table and the pager (25 a page), and a failed load with Retry. */
export function ListFrame({
  search,
  page,
  count,
  noun,
  loading,
  error,
  onRetry,
  onPageChange,
  failureTitle,
  pagerLabel,
  children,
}: ListFrameProps) {
  const { from, to } = pageRange(page, PEOPLE_PAGE_SIZE, count);
  return (
    <Stack gap="lg">
      {search}
      {error ? <LoadFailure title={failureTitle} message={error.message} onRetry={onRetry} /> : null}
      <ListCount loading={loading} from={from} to={error ? 0 : to} total={countOf(count, noun)} />
      {children}
      <Pager
        page={page}
        count={count}
        pageSize={PEOPLE_PAGE_SIZE}
        onPageChange={onPageChange}
        loading={loading}
        label={pagerLabel}
      />
    </Stack>
  );
}

import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import styled from 'styled-components';
import { ORDER_PAGE_SIZE } from '@backoffice/domain/orders';
import { PATHS } from '@backoffice/domain/paths';
import type { Order, OrderListRow } from '@backoffice/domain/records';
import { countOf } from '@backoffice/domain/plural';
import { PageFrame } from '@backoffice/remote-kit';
import {
  ListCount,
  LoadFailure,
  Pager,
  Panel,
  Snackbar,
  type SnackbarSeverity,
  Stack,
  lazyDialog,
  pageRange,
  useSnackbar,
} from '@backoffice/ui';
import { ORDERS_KEY, replaceCachedOrder, useOrders } from '../api/get-orders';
import { useOrderListState } from '../hooks/use-order-list-state';
import { DateRangeFilter, StatusFilter } from './order-filters';
import { OrdersTable } from './orders-table';
import { UserSearch } from './user-search';

// The form library comes with the dialog, when someone cancels an order; the list does not need it.
const CancelOrderDialog = lazyDialog(
  () => import('./cancel-order-dialog').then((m) => m.CancelOrderDialog),
  ({ onOpenChange }) => ({ title: 'Cancel allocation', onClose: () => onOpenChange(false) }),
);

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

/** What the page hands to the actions composed beside its title (create, CSV import, edit). */
export type OrdersPageHelpers = {
  /** After a create or an import: back to page 1 and fetch again (spec §4). */
  reloadFirstPage: () => void;
  /** After an edit: the order the server answered with replaces its row in the pages loaded, without a refetch. */
  replaceOrder: (order: Order) => void;
  notify: (message: ReactNode, severity?: SnackbarSeverity) => void;
  /** The list's first page is shown: the page's own work is done, so dialogs may download when the browser is idle. */
  listShown: boolean;
};

type OrdersPageProps = {
  /** The buttons beside the title; the route composes them from other features. */
  renderActions?: (helpers: OrdersPageHelpers) => ReactNode;
  /**
   * More buttons in a row's action cell, before Cancel (e.g. Edit); the route composes them from other features and
   * passes this only to a user who may use them, so the column is not shown empty.
   */
  renderRowActions?: (order: OrderListRow) => ReactNode;
};

/** Lesson Allocation (/orders): quick user search, filters, the list of allocations and Cancel. */
export function OrdersPage({ renderActions, renderRowActions }: OrdersPageProps) {
  const state = useOrderListState();
  const { filter, setPage } = state;
  const query = useOrders(filter);
  const queryClient = useQueryClient();
  const { snackbar, show } = useSnackbar();
  const [cancelling, setCancelling] = useState<OrderListRow | null>(null);

  const reloadFirstPage = useCallback(() => {
    setPage(1);
    void queryClient.invalidateQueries({ queryKey: ORDERS_KEY });
  }, [queryClient, setPage]);
  const replaceOrder = useCallback((order: Order) => replaceCachedOrder(queryClient, order), [queryClient]);

  const noStatus = filter.statuses.length === 0;
  const orders = noStatus ? [] : (query.data?.data ?? []);
  const count = noStatus ? 0 : (query.data?.count ?? 0);
  const loading = !noStatus && (query.isPending || (query.isFetching && query.isPlaceholderData));
  // Once shown it stays shown: a later page or filter loading does not take it back.
  const listShown = noStatus || query.data !== undefined || query.isError;
  const helpers = useMemo<OrdersPageHelpers>(
    () => ({ reloadFirstPage, replaceOrder, notify: show, listShown }),
    [reloadFirstPage, replaceOrder, show, listShown],
  );
  const { from, to } = pageRange(filter.page, ORDER_PAGE_SIZE, count);

  return (
    <PageFrame path={PATHS.orders} title="Lesson Allocation" actions={renderActions?.(helpers)}>
      <Panel>
        <Stack gap="lg">
          <UserSearch student={state.student} onStudentChange={state.setStudent} />
          <Filters>
            <DateRangeFilter range={state.range} onApply={state.setRange} />
            <StatusFilter statuses={state.statuses} onToggle={state.toggleStatus} />
          </Filters>

          {query.isError && !noStatus ? (
            <LoadFailure
              title="The allocations could not be loaded"
              message={query.error.message}
              onRetry={() => void query.refetch()}
            />
          ) : null}

          {/* Nothing to count: the line stays empty, the table's empty text says so. */}
          <ListCount loading={loading} from={from} to={query.isError ? 0 : to} total={countOf(count, 'allocation')} />

          <OrdersTable
            orders={orders}
            loading={loading}
            noStatus={noStatus}
            onCancel={setCancelling}
            renderRowActions={renderRowActions}
          />
          <Pager
            page={filter.page}
            count={count}
            pageSize={ORDER_PAGE_SIZE}
            onPageChange={setPage}
            loading={loading}
            label="Allocation pages"
          />
        </Stack>
      </Panel>

      {cancelling ? (
        <CancelOrderDialog
          order={cancelling}
          onOpenChange={(open) => {
            if (!open) setCancelling(null);
          }}
          onCancelled={() => {
            setCancelling(null);
            show('The allocation was cancelled', 'success');
          }}
        />
      ) : null}
      <Snackbar {...snackbar} />
    </PageFrame>
  );
}

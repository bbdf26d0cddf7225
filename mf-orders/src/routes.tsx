import { useState } from 'react';
import { PATHS } from '@backoffice/domain/paths';
import type { OrderListRow } from '@backoffice/domain/records';
import type { RemoteRouteProps } from '@backoffice/remote-kit';
import { useCan } from '@backoffice/session';
import { Button, lazyDialog, usePreloadDialog } from '@backoffice/ui';
import { OrdersPage, type OrdersPageHelpers } from './features/orders/components/orders-page';
import { EditOrderButton } from './features/update-order/components/edit-order-button';

// The dialogs are chunks of their own: the form library comes with the create and edit dialogs, papaparse with the CSV
// one, so the list's own download stays small (bundle budget: 60 KB gzipped for the remote's first route). Create New
// Allocation, the page's main action, downloads once the list is shown and the browser is idle; the others when their
// button is pointed at or focused. While a chunk downloads, a dialog of the same title stands in for it (lazyDialog),
// and can be closed.
const closedBy = (title: string) => (props: { onOpenChange: (open: boolean) => void }) => ({
  title,
  onClose: () => props.onOpenChange(false),
});
const CreateOrderDialog = lazyDialog(
  () => import('./features/create-order/components/create-order-dialog').then((m) => m.CreateOrderDialog),
  closedBy('Create New Allocation'),
);
const CsvImportDialog = lazyDialog(
  () => import('./features/csv-import/components/csv-import-dialog').then((m) => m.CsvImportDialog),
  closedBy('Add Lessons using CSV'),
);
const UpdateOrderDialog = lazyDialog(
  () => import('./features/update-order/components/update-order-dialog').then((m) => m.UpdateOrderDialog),
  closedBy('Edit allocation'),
);

type OpenDialog = 'create' | 'csv' | null;

/** 'Add new allocation' (canCreateOrder) and 'Add Lessons using CSV' (canCreateOrder and canCreateOrderByCSV). */
function OrderActions({ reloadFirstPage, notify, listShown }: OrdersPageHelpers) {
  const canCreate = useCan(PATHS.orders, 'canCreateOrder');
  const canUseCsv = useCan(PATHS.orders, 'canCreateOrderByCSV');
  const [open, setOpen] = useState<OpenDialog>(null);
  const create = usePreloadDialog(canCreate ? CreateOrderDialog.preload : undefined, {
    idle: listShown,
    warmUp: () => <CreateOrderDialog onOpenChange={() => {}} onCreated={() => {}} />,
  });
  const csv = usePreloadDialog(canCreate && canUseCsv ? CsvImportDialog.preload : undefined);
  const close = () => setOpen(null);
  const onOpenChange = (next: boolean) => {
    if (!next) close();
  };

  return (
    <>
      {canCreate && canUseCsv ? (
        <Button variant="secondary" onClick={() => setOpen('csv')} {...csv.openerProps}>
          Add Lessons using CSV
        </Button>
      ) : null}
      {canCreate ? (
        <Button onClick={() => setOpen('create')} {...create.openerProps}>
          Add new allocation
        </Button>
      ) : null}

      {create.warmUp}
      {open === 'create' ? (
        <CreateOrderDialog
          onOpenChange={onOpenChange}
          onCreated={() => {
            close();
            reloadFirstPage();
            notify('The allocation was created', 'success');
          }}
        />
      ) : null}
      {open === 'csv' ? (
        <CsvImportDialog
          onOpenChange={onOpenChange}
          onFinished={(summary) => {
            if (summary.created > 0) reloadFirstPage();
          }}
        />
      ) : null}
    </>
  );
}

type EditOrderProps = OrdersPageHelpers & { order: OrderListRow; onClose: () => void };

/** The edit dialog of the row whose Edit was pressed: on save the row shows the answer and a snackbar says so. */
function EditOrder({ order, onClose, replaceOrder, notify }: EditOrderProps) {
  return (
    <UpdateOrderDialog
      order={order}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      onSaved={(updated) => {
        onClose();
        replaceOrder(updated);
        notify('The allocation was saved', 'success');
      }}
    />
  );
}

/**
 * mf-orders owns /orders: Lesson Allocation. The route composes the list with the create, CSV and edit features. Edit
 * (canUpdateOrder) sits in each row; its dialog is rendered with the title's actions, where the list's helpers are.
 */
export default function OrdersRoutes(_props: RemoteRouteProps) {
  const canUpdate = useCan(PATHS.orders, 'canUpdateOrder');
  const [editing, setEditing] = useState<OrderListRow | null>(null);
  return (
    <OrdersPage
      renderActions={(helpers) => (
        <>
          <OrderActions {...helpers} />
          {editing ? <EditOrder {...helpers} order={editing} onClose={() => setEditing(null)} /> : null}
        </>
      )}
      renderRowActions={
        canUpdate
          ? (order) => <EditOrderButton order={order} onEdit={setEditing} onPreload={UpdateOrderDialog.preload} />
          : undefined
      }
    />
  );
}

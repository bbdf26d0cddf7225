import { lazy, Suspense, useState } from 'react';
import { PATHS, type Order } from '@backoffice/domain';
import type { RemoteRouteProps } from '@backoffice/remote-kit';
import { useCan } from '@backoffice/session';
import { Button, Dialog, LoadingBlock } from '@backoffice/ui';
import { OrdersPage, type OrdersPageHelpers } from './features/orders/components/orders-page';
import { EditOrderButton } from './features/update-order/components/edit-order-button';

// The dialogs load when first opened: the form library comes with the create and edit dialogs, papaparse with the CSV
// one, so the list's own download stays small (bundle budget: 60 KB gzipped for the remote's first route).
const loadCreateDialog = () => import('./features/create-order/components/create-order-dialog');
const loadCsvDialog = () => import('./features/csv-import/components/csv-import-dialog');
const loadUpdateDialog = () => import('./features/update-order/components/update-order-dialog');
const CreateOrderDialog = lazy(() => loadCreateDialog().then((m) => ({ default: m.CreateOrderDialog })));
const CsvImportDialog = lazy(() => loadCsvDialog().then((m) => ({ default: m.CsvImportDialog })));
const UpdateOrderDialog = lazy(() => loadUpdateDialog().then((m) => ({ default: m.UpdateOrderDialog })));
const preloadUpdateDialog = () => void loadUpdateDialog();

type OpenDialog = 'create' | 'csv' | null;

function Loading({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Dialog open title={title} onOpenChange={(open) => !open && onClose()}>
      <LoadingBlock label={`Loading ${title}…`} />
    </Dialog>
  );
}

/** 'Add new allocation' (canCreateOrder) and 'Add Lessons using CSV' (canCreateOrder and canCreateOrderByCSV). */
function OrderActions({ reloadFirstPage, notify }: OrdersPageHelpers) {
  const canCreate = useCan(PATHS.orders, 'canCreateOrder');
  const canUseCsv = useCan(PATHS.orders, 'canCreateOrderByCSV');
  const [open, setOpen] = useState<OpenDialog>(null);
  const close = () => setOpen(null);
  const onOpenChange = (next: boolean) => {
    if (!next) close();
  };

  return (
    <>
      {canCreate && canUseCsv ? (
        <Button variant="secondary" onClick={() => setOpen('csv')} onPointerEnter={() => void loadCsvDialog()}>
          Add Lessons using CSV
        </Button>
      ) : null}
      {canCreate ? (
        <Button onClick={() => setOpen('create')} onPointerEnter={() => void loadCreateDialog()}>
          Add new allocation
        </Button>
      ) : null}

      {open === 'create' ? (
        <Suspense fallback={<Loading title="Create New Allocation" onClose={close} />}>
          <CreateOrderDialog
            onOpenChange={onOpenChange}
            onCreated={() => {
              close();
              reloadFirstPage();
              notify('The allocation was created', 'success');
            }}
          />
        </Suspense>
      ) : null}
      {open === 'csv' ? (
        <Suspense fallback={<Loading title="Add Lessons using CSV" onClose={close} />}>
          <CsvImportDialog
            onOpenChange={onOpenChange}
            onFinished={(summary) => {
              if (summary.created > 0) reloadFirstPage();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}

type EditOrderProps = OrdersPageHelpers & { order: Order; onClose: () => void };

/** The edit dialog of the row whose Edit was pressed: on save the row shows the answer and a snackbar says so. */
function EditOrder({ order, onClose, replaceOrder, notify }: EditOrderProps) {
  return (
    <Suspense fallback={<Loading title="Edit allocation" onClose={onClose} />}>
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
    </Suspense>
  );
}

/**
 * mf-orders owns /orders: Lesson Allocation. The route composes the list with the create, CSV and edit features. Edit
 * (canUpdateOrder) sits in each row; its dialog is rendered with the title's actions, where the list's helpers are.
 */
export default function OrdersRoutes(_props: RemoteRouteProps) {
  const canUpdate = useCan(PATHS.orders, 'canUpdateOrder');
  const [editing, setEditing] = useState<Order | null>(null);
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
          ? (order) => <EditOrderButton order={order} onEdit={setEditing} onPreload={preloadUpdateDialog} />
          : undefined
      }
    />
  );
}

import { lazy, Suspense, useState } from 'react';
import { PATHS } from '@backoffice/domain';
import type { RemoteRouteProps } from '@backoffice/remote-kit';
import { useCan } from '@backoffice/session';
import { Button, Dialog, LoadingBlock } from '@backoffice/ui';
import { OrdersPage, type OrdersPageHelpers } from './features/orders/components/orders-page';

// The dialogs load when first opened: the form library comes with the create dialog, papaparse with the CSV one, so
// the list's own download stays small (bundle budget: 60 KB gzipped for the remote's first route).
const loadCreateDialog = () => import('./features/create-order/components/create-order-dialog');
const loadCsvDialog = () => import('./features/csv-import/components/csv-import-dialog');
const CreateOrderDialog = lazy(() => loadCreateDialog().then((m) => ({ default: m.CreateOrderDialog })));
const CsvImportDialog = lazy(() => loadCsvDialog().then((m) => ({ default: m.CsvImportDialog })));

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

/** mf-orders owns /orders: Lesson Allocation. The route composes the list with the create and CSV features. */
export default function OrdersRoutes(_props: RemoteRouteProps) {
  return <OrdersPage renderActions={(helpers) => <OrderActions {...helpers} />} />;
}

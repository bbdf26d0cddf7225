import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { isApiError } from '@backoffice/api-client';
import { orderCancelSchema } from '@backoffice/domain/orders';
import type { Order, OrderListRow } from '@backoffice/domain/records';
import { Alert, Button, Dialog, Stack, TextArea, useSubmitOnce } from '@backoffice/ui';
import { useCancelOrder } from '../api/cancel-order';
import { formatOrderCreated } from './orders-table';

type FormValues = z.input<typeof orderCancelSchema>;

type CancelOrderDialogProps = {
  order: OrderListRow;
  onOpenChange: (open: boolean) => void;
  onCancelled: (order: Order) => void;
};

/**
 * Cancel allocation: a reason is required ('Please enter a reason for canceling the allocation', spec §5). On success
 * the row in the list shows the new status, remark and history (the mutation patches the cached pages) and it closes.
 * Loaded on demand with the form library, which the list itself does not need.
 */
export function CancelOrderDialog({ order, onOpenChange, onCancelled }: CancelOrderDialogProps) {
  const mutation = useCancelOrder();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<FormValues>({ resolver: zodResolver(orderCancelSchema), defaultValues: { remark: '' } });

  const submit = handleSubmit(async ({ remark }) => {
    try {
      const updated = await mutation.mutateAsync({ orderId: order._id, remark });
      onCancelled(updated);
    } catch (error) {
      const remarkError = isApiError(error) ? error.fieldErrors().remark : undefined;
      if (remarkError) setError('remark', { message: remarkError });
    }
  });
  const onSubmit = useSubmitOnce(submit);

  const busy = mutation.isPending;
  const failure = mutation.error && !(isApiError(mutation.error) && mutation.error.fieldErrors().remark) ? mutation.error : null;
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Cancel allocation"
      description={
        <>
          {order.student.name} · {order.detail.class_obj.name} · {order.type} · created {formatOrderCreated(order.created)}
        </>
      }
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Keep allocation
          </Button>
          <Button variant="danger" type="submit" form="cancel-order-form" loading={busy}>
            Cancel allocation
          </Button>
        </>
      }
    >
      <form id="cancel-order-form" onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          {failure ? <Alert tone="error">{failure.message}</Alert> : null}
          <TextArea label="Reason for cancelling" rows={4} required error={errors.remark?.message} {...register('remark')} />
        </Stack>
      </form>
    </Dialog>
  );
}

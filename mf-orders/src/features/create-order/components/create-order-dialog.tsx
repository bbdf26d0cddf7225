import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { PATHS } from '@backoffice/domain/paths';
import type { Order } from '@backoffice/domain/records';
import type { OrderCreate } from '@backoffice/domain/orders';
import { useCan } from '@backoffice/session';
import { Dialog, DialogActions, SaveFailure, Stack, applyServerError, useSubmitOnce } from '@backoffice/ui';
import { useCreateOrder } from '../api/create-order';
import { defaultOrderFormValues, formFieldFor, orderFormResolver, type OrderFormValues } from '../utils/order-form';
import { CreateOrderFields } from './create-order-fields';

const FORM_ID = 'create-order-form';

type CreateOrderDialogProps = {
  onOpenChange: (open: boolean) => void;
  onCreated: (order: Order) => void;
};

/**
 * Create New Allocation (spec §2, §5), full screen. Without canCreateNormal only TRIAL can be chosen and there is no
 * Payment section (a trial is free; the payload keeps the schema's default payment). The agent is picked by name. The
 * create button stays disabled until a class, an email, a remark and at least one lesson are there, and while creating.
 * A failed create keeps the dialog open: field errors under their fields, the rest in an alert at the top.
 */
export function CreateOrderDialog({ onOpenChange, onCreated }: CreateOrderDialogProps) {
  const canCreateNormal = useCan(PATHS.orders, 'canCreateNormal');
  const mutation = useCreateOrder();
  const [failure, setFailure] = useState<string[] | null>(null);
  const form = useForm<OrderFormValues, unknown, OrderCreate>({
    // The capability cannot change while the dialog is open; one resolver for its life.
    resolver: useMemo(() => orderFormResolver({ payment: canCreateNormal }), [canCreateNormal]),
    defaultValues: defaultOrderFormValues(canCreateNormal),
  });
  const { handleSubmit, setError, watch } = form;

  const [email, remark, classId, lessonIds] = watch(['email', 'remark', 'class', 'lessonIds']);
  const busy = mutation.isPending;
  const ready = Boolean(classId && email.trim() && remark.trim() && lessonIds.length > 0);

  const submit = handleSubmit(async (payload) => {
    setFailure(null);
    try {
      const order = await mutation.mutateAsync(payload);
      onCreated(order);
    } catch (error) {
      setFailure(applyServerError(error, setError, formFieldFor));
    }
  });
  const onSubmit = useSubmitOnce(submit);

  return (
    <Dialog
      open
      fullScreen
      onOpenChange={onOpenChange}
      title="Create New Allocation"
      dismissible={!busy}
      footer={
        <DialogActions
          onCancel={() => onOpenChange(false)}
          submitLabel="Create"
          form={FORM_ID}
          submitDisabled={!ready}
          busy={busy}
        />
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label="Create New Allocation">
        <Stack gap="lg">
          {failure ? <SaveFailure title="The allocation was not created" messages={failure} /> : null}
          <CreateOrderFields form={form} canCreateNormal={canCreateNormal} />
        </Stack>
      </form>
    </Dialog>
  );
}

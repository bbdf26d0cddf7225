import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { dayjs } from '@backoffice/domain/time';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import type { Order, OrderListRow } from '@backoffice/domain/records';
import { Checkbox, Dialog, DialogActions, SaveFailure, Stack, applyServerError, useSubmitOnce } from '@backoffice/ui';
import { AgentCombobox } from '../../../shared/components/agent-combobox';
import { useUpdateOrder } from '../api/update-order';
import {
  formFieldFor,
  toOrderUpdate,
  updateFormValues,
  updateOrderFormSchema,
  type UpdateOrderFormValues,
} from '../utils/update-form';

const FORM_ID = 'update-order-form';

type UpdateOrderDialogProps = {
  order: OrderListRow;
  onOpenChange: (open: boolean) => void;
  /** The order as the server answered it; the caller closes the dialog and puts it in the list. */
  onSaved: (order: Order) => void;
};

/**
 * Edit allocation: its agent and renewal flag, what PATCH /admin/order/{id} changes (spec §4 "Updating changes its
 * agent and meta"). The agent is picked by name (the combobox searches the Agent users). Save stays disabled until
 * something differs from the order and while saving; only what changed is sent. A refusal keeps the dialog open with
 * the server's words, under the field they concern or at the top. Loaded on demand with the form library.
 */
export function UpdateOrderDialog({ order, onOpenChange, onSaved }: UpdateOrderDialogProps) {
  const mutation = useUpdateOrder();
  const [failure, setFailure] = useState<string[] | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<UpdateOrderFormValues, unknown, z.output<typeof updateOrderFormSchema>>({
    resolver: zodResolver(updateOrderFormSchema),
    defaultValues: updateFormValues(order),
  });

  const changed = toOrderUpdate(order, watch()) !== null;
  const busy = mutation.isPending;

  const submit = handleSubmit(async (values) => {
    const update = toOrderUpdate(order, values);
    if (!update) return;
    setFailure(null);
    try {
      onSaved(await mutation.mutateAsync({ orderId: order._id, update }));
    } catch (error) {
      setFailure(applyServerError(error, setError, formFieldFor, { focus: true }));
    }
  });
  const onSubmit = useSubmitOnce(submit);

  const agent = order.agent ? `${order.agent.name} (${order.agent.email})` : 'no agent';
  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Edit allocation"
      description={
        <>
          {order.student.name} · {order.detail.class_obj.name} · {order.type} · created{' '}
          {dayjs(order.created).tz(getCentreTimezone()).format('DD-MM-YYYY h:mm A')}
        </>
      }
      dismissible={!busy}
      footer={
        <DialogActions
          onCancel={() => onOpenChange(false)}
          submitLabel="Save"
          form={FORM_ID}
          submitDisabled={!changed}
          busy={busy}
        />
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label="Edit allocation">
        <Stack gap="md">
          {failure ? <SaveFailure title="The allocation was not saved" messages={failure} fieldsNote="Check the field marked below." /> : null}
          {/* The first field: the dialog opens with the focus in it. */}
          <Controller
            control={control}
            name="agent"
            render={({ field, fieldState }) => (
              <AgentCombobox
                label="Agent"
                hint={`Now: ${agent}. Type a name or email to choose another; empty it for no agent.`}
                value={field.value}
                error={fieldState.error?.message}
                inputRef={field.ref}
                onChange={field.onChange}
              />
            )}
          />
          <Checkbox label="Renewal" error={errors.is_renewal?.message} {...register('is_renewal')} />
        </Stack>
      </form>
    </Dialog>
  );
}

import { useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import styled from 'styled-components';
import { isApiError } from '@backoffice/api-client';
import { MESSAGES, ORDER_TYPES, PATHS, getCentreTimezone, type Order, type OrderCreate } from '@backoffice/domain';
import { useCan } from '@backoffice/session';
import { Alert, Button, Checkbox, Dialog, Select, Stack, TextField } from '@backoffice/ui';
import type { AgentOption } from '../../../shared/api/search-agents';
import { AgentCombobox } from '../../../shared/components/agent-combobox';
import { useCreateOrder } from '../api/create-order';
import type { ClassMatch } from '../api/search-classes';
import {
  defaultOrderFormValues,
  formFieldFor,
  orderFormResolver,
  platformFor,
  type OrderFormValues,
} from '../utils/order-form';
import { ClassPicker } from './class-picker';
import { LessonPicker } from './lesson-picker';

const FORM_ID = 'create-order-form';

/** Two columns from a laptop up (student and payment | class and lessons), one on a tablet held upright. */
const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 380px), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  max-width: 1200px;
`;

const Section = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const SectionTitle = styled.legend`
  margin-bottom: ${({ theme }) => theme.space.sm};
  padding: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(90px, 140px) 1fr;
  gap: ${({ theme }) => theme.space.md};
`;

const Platform = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

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
  const [chosenClass, setChosenClass] = useState<ClassMatch | null>(null);
  // The form keeps the agent's id; the combobox shows the agent's name and email.
  const [chosenAgent, setChosenAgent] = useState<AgentOption | null>(null);
  const [failure, setFailure] = useState<string[] | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setValue,
    setError,
    watch,
    formState: { errors },
  } = useForm<OrderFormValues, unknown, OrderCreate>({
    // The capability cannot change while the dialog is open; one resolver for its life.
    resolver: useMemo(() => orderFormResolver({ payment: canCreateNormal }), [canCreateNormal]),
    defaultValues: defaultOrderFormValues(canCreateNormal),
  });

  const [email, remark, classId, lessonIds, channel, provider] = watch(['email', 'remark', 'class', 'lessonIds', 'channel', 'provider']);
  const busy = mutation.isPending;
  const ready = Boolean(classId && email.trim() && remark.trim() && lessonIds.length > 0);
  const platform = platformFor(channel, provider);
  const types = canCreateNormal ? ORDER_TYPES : (['TRIAL'] as const);

  const onSubmit = handleSubmit(async (payload) => {
    setFailure(null);
    try {
      const order = await mutation.mutateAsync(payload);
      onCreated(order);
    } catch (error) {
      if (!isApiError(error)) {
        setFailure([String(error)]);
        return;
      }
      const unplaced: string[] = [];
      for (const entry of error.entries) {
        const field = entry.field ? formFieldFor(entry.field) : null;
        if (field) setError(field, { type: 'server', message: entry.message });
        else unplaced.push(entry.message);
      }
      setFailure(unplaced);
    }
  });

  return (
    <Dialog
      open
      fullScreen
      onOpenChange={onOpenChange}
      title="Create New Allocation"
      dismissible={!busy}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} disabled={!ready} loading={busy}>
            Create
          </Button>
        </>
      }
    >
      <form id={FORM_ID} onSubmit={onSubmit} noValidate aria-label="Create New Allocation">
        <Stack gap="lg">
          {failure ? (
            <Alert tone="error" title="The allocation was not created">
              {failure.length > 0 ? (
                <ul>
                  {failure.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              ) : (
                'Check the fields marked below.'
              )}
            </Alert>
          ) : null}
          <Columns>
            <Stack gap="xl">
              <Section>
                <SectionTitle>Student</SectionTitle>
                <TextField
                  label="Email"
                  type="email"
                  required
                  autoComplete="off"
                  error={errors.email?.message}
                  {...register('email')}
                />
                <TextField
                  label="Name"
                  hint="Used when the student is new"
                  autoComplete="off"
                  error={errors.name?.message}
                  {...register('name')}
                />
                <Pair>
                  <TextField
                    label="Country code"
                    inputMode="numeric"
                    error={errors.phone_country_code?.message}
                    {...register('phone_country_code')}
                  />
                  <TextField label="Phone" type="tel" autoComplete="off" error={errors.phone?.message} {...register('phone')} />
                </Pair>
              </Section>

              <Section>
                <SectionTitle>Allocation</SectionTitle>
                <Select
                  label="Type"
                  options={types.map((type) => ({ value: type, label: type }))}
                  error={errors.type?.message}
                  {...register('type')}
                />
                {/* No maxLength: a pasted remark that is too long stays whole and is refused with the schema's message. */}
                <TextField label="Remark" required hint={MESSAGES.remarkHelper} error={errors.remark?.message} {...register('remark')} />
                <TextField
                  label="Discount code"
                  autoComplete="off"
                  error={errors.discount_code?.message}
                  {...register('discount_code')}
                />
                <Controller
                  control={control}
                  name="agent_id"
                  render={({ field, fieldState }) => (
                    <AgentCombobox
                      label="Agent"
                      hint="Optional: the agent credited with this allocation"
                      value={chosenAgent}
                      error={fieldState.error?.message}
                      inputRef={field.ref}
                      onChange={(agent) => {
                        setChosenAgent(agent);
                        field.onChange(agent?._id ?? null);
                      }}
                    />
                  )}
                />
                <Checkbox label="Renewal" {...register('is_renewal')} />
              </Section>

              {canCreateNormal ? (
                <Section>
                  <SectionTitle>Payment</SectionTitle>
                  <Select
                    label="Payment channel"
                    options={[
                      { value: 'offline', label: 'Offline' },
                      { value: 'online', label: 'Online' },
                    ]}
                    error={errors.channel?.message}
                    {...register('channel')}
                  />
                  {channel === 'online' ? (
                    <>
                      <Select
                        label="Provider"
                        required
                        placeholder="Choose a provider"
                        options={[
                          { value: 'stripe', label: 'Stripe' },
                          { value: 'hitpay', label: 'HitPay' },
                        ]}
                        error={errors.provider?.message}
                        {...register('provider')}
                      />
                      <Platform role="status">Platform: {platform ?? '—'}</Platform>
                    </>
                  ) : null}
                  <TextField
                    label="Payment completed on"
                    type="datetime-local"
                    hint={`Centre time (${getCentreTimezone()})`}
                    error={errors.completed_on?.message}
                    {...register('completed_on')}
                  />
                </Section>
              ) : null}
            </Stack>

            <Section>
              <SectionTitle>Class and lessons</SectionTitle>
              <ClassPicker
                value={chosenClass}
                error={errors.class?.message}
                onChange={(next) => {
                  if (next?._id === chosenClass?._id) return;
                  setChosenClass(next);
                  setValue('class', next?._id ?? '');
                  // Another class has other lessons: the selection starts again.
                  setValue('lessonIds', []);
                  setValue('start_date', '');
                  setValue('end_date', '');
                }}
              />
              <Controller
                control={control}
                name="lessonIds"
                render={({ field, fieldState }) => (
                  <LessonPicker
                    classId={classId || null}
                    selected={field.value}
                    error={fieldState.error?.message}
                    onChange={(ids, lessons) => {
                      field.onChange(ids);
                      const first = lessons.find((lesson) => lesson._id === ids[0]);
                      const last = lessons.find((lesson) => lesson._id === ids[ids.length - 1]);
                      setValue('start_date', first?.scheduled_on ?? '');
                      setValue('end_date', last?.scheduled_on ?? '');
                    }}
                  />
                )}
              />
            </Section>
          </Columns>
        </Stack>
      </form>
    </Dialog>
  );
}

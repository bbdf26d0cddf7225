import { useState } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import { MESSAGES } from '@backoffice/domain/messages';
import { ORDER_TYPES } from '@backoffice/domain/enums';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import type { OrderCreate } from '@backoffice/domain/orders';
import { Checkbox, FormColumns, FormSection, Select, Stack, TextField } from '@backoffice/ui';
import type { AgentOption } from '../../../shared/api/search-agents';
import { AgentCombobox } from '../../../shared/components/agent-combobox';
import type { ClassMatch } from '../../../shared/api/search-classes';
import { platformFor, type OrderFormValues } from '../utils/order-form';
import { ClassPicker } from './class-picker';
import { LessonPicker } from './lesson-picker';

const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(90px, 140px) 1fr;
  gap: ${({ theme }) => theme.space.md};
`;

const Platform = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export type CreateOrderFieldsProps = {
  form: UseFormReturn<OrderFormValues, unknown, OrderCreate>;
  /** Without canCreateNormal only TRIAL can be chosen and there is no Payment section. */
  canCreateNormal: boolean;
};

/** Create New Allocation's fields in their two columns; CreateOrderDialog owns the values and the saving. */
export function CreateOrderFields({ form, canCreateNormal }: CreateOrderFieldsProps) {
  const {
    control,
    register,
    setValue,
    formState: { errors },
  } = form;
  const [chosenClass, setChosenClass] = useState<ClassMatch | null>(null);
  // The form keeps the agent's id; the combobox shows the agent's name and email.
  const [chosenAgent, setChosenAgent] = useState<AgentOption | null>(null);
  const [classId, channel, provider] = useWatch({ control, name: ['class', 'channel', 'provider'] });
  const platform = platformFor(channel, provider);
  const types = canCreateNormal ? ORDER_TYPES : (['TRIAL'] as const);
  return (
    // Two columns from a laptop up (student and payment | class and lessons), one on a tablet held upright.
    <FormColumns $minColumn="380px" $maxWidth="1200px">
      <Stack gap="xl">
        <FormSection legend="Student">
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
        </FormSection>

        <FormSection legend="Allocation">
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
        </FormSection>

        {canCreateNormal ? (
          <FormSection legend="Payment">
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
          </FormSection>
        ) : null}
      </Stack>

      <FormSection legend="Class and lessons">
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
      </FormSection>
    </FormColumns>
  );
}

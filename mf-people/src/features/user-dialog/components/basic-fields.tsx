import { useWatch } from 'react-hook-form';
import { TEXT_MAX } from '@backoffice/domain/text';
import type { UserRef } from '@backoffice/domain/records';
import { PasswordField, Select, TextField } from '@backoffice/ui';
import { CONTACT_OPTIONS, GENDER_OPTIONS } from '../utils/basic-form';
import { Pair, PhoneRow, StaffSelect, errorOf, type LooseForm, type StaffChoices } from './field-kit';

type ContactFieldsProps = {
  form: LooseForm;
  /** '' for the record's own fields, 'parent.' for the parent's. */
  prefix?: string;
  birthField: string;
};

/**
 * The fields a student, a parent and a tutor share after name and email: gender, date of birth, phone with its
 * country code, the contact preference (whatsapp, line or other, which shows a free-text box), Facebook and LINE ID.
 */
export function ContactFields({ form, prefix = '', birthField }: ContactFieldsProps) {
  const { register } = form;
  const path = (name: string) => `${prefix}${name}`;
  const contact = useWatch({ control: form.control, name: path('contact') }) as string;
  return (
    <>
      <Pair>
        <Select label="Gender" placeholder="Not set" options={GENDER_OPTIONS} {...register(path('gender'))} />
        <TextField
          label="Date of birth"
          type="date"
          error={errorOf(form, path(birthField))}
          {...register(path(birthField))}
        />
      </Pair>
      <PhoneRow>
        <TextField
          label="Country code"
          inputMode="numeric"
          maxLength={5}
          autoComplete="off"
          error={errorOf(form, path('phone_country_code'))}
          {...register(path('phone_country_code'))}
        />
        <TextField
          label="Phone"
          type="tel"
          maxLength={TEXT_MAX.phone}
          autoComplete="off"
          error={errorOf(form, path('phone'))}
          {...register(path('phone'))}
        />
      </PhoneRow>
      <Pair>
        <Select
          label="Contact preference"
          placeholder="Not set"
          options={CONTACT_OPTIONS}
          error={errorOf(form, path('contact'))}
          {...register(path('contact'))}
        />
        {contact === 'others' ? (
          <TextField
            label="Other contact preference"
            maxLength={TEXT_MAX.name}
            autoComplete="off"
            error={errorOf(form, path('contact_other'))}
            {...register(path('contact_other'))}
          />
        ) : null}
      </Pair>
      <Pair>
        <TextField
          label="Facebook URL"
          type="url"
          maxLength={TEXT_MAX.url}
          autoComplete="off"
          error={errorOf(form, path('facebook'))}
          {...register(path('facebook'))}
        />
        <TextField
          label="LINE ID"
          maxLength={TEXT_MAX.name}
          autoComplete="off"
          error={errorOf(form, path('line'))}
          {...register(path('line'))}
        />
      </Pair>
    </>
  );
}

type BasicFieldsProps = {
  form: LooseForm;
  /** The dbid is read-only once the record has one (people-records §5). */
  dbidLocked: boolean;
  /** A student's handlers: the customer-service and sales-admin pickers. Tutors have none. */
  staff?: StaffChoices;
  current?: { customer_service: UserRef | null; sales_admin: UserRef | null };
};

/** Basic Information: name, nickname, email, password (to reset), dbid, then the shared contact fields. */
export function BasicFields({ form, dbidLocked, staff, current }: BasicFieldsProps) {
  const { register } = form;
  return (
    <>
      <Pair>
        <TextField label="Name" required maxLength={TEXT_MAX.name} autoComplete="off" error={errorOf(form, 'name')} {...register('name')} />
        <TextField label="Nickname" maxLength={TEXT_MAX.name} autoComplete="off" error={errorOf(form, 'nickname')} {...register('nickname')} />
      </Pair>
      <Pair>
        <TextField
          label="Email"
          type="email"
          required
          maxLength={TEXT_MAX.email}
          autoComplete="off"
          error={errorOf(form, 'email')}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          hint="To reset if necessary"
          maxLength={TEXT_MAX.password}
          autoComplete="new-password"
          error={errorOf(form, 'password')}
          {...register('password')}
        />
      </Pair>
      <Pair>
        <TextField
          label="Database ID (dbid)"
          maxLength={TEXT_MAX.name}
          autoComplete="off"
          readOnly={dbidLocked}
          hint={dbidLocked ? 'Cannot be changed once set' : undefined}
          error={errorOf(form, 'dbid')}
          {...register('dbid')}
        />
      </Pair>
      <ContactFields form={form} birthField="date_of_birth" />
      {staff ? (
        <Pair>
          <StaffSelect
            form={form}
            name="customer_service"
            label="Customer service"
            people={staff.options?.customer_service ?? []}
            current={current?.customer_service ?? null}
            loading={staff.loading}
            failed={staff.failed}
          />
          <StaffSelect
            form={form}
            name="sales_admin"
            label="Sales admin"
            people={staff.options?.sales_admin ?? []}
            current={current?.sales_admin ?? null}
            loading={staff.loading}
            failed={staff.failed}
          />
        </Pair>
      ) : null}
    </>
  );
}

import { Controller, get, type FieldValues, type UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import type { UserRef } from '@backoffice/domain/records';
import { Select } from '@backoffice/ui';

/** The forms' parts take the form loosely typed, by field path: one component serves the student's and the parent's. */
export type LooseForm = UseFormReturn<FieldValues>;

/** The message of a field's error, by path ('parent.email'). */
export function errorOf(form: LooseForm, path: string): string | undefined {
  const error = get(form.formState.errors, path) as { message?: string } | undefined;
  return error?.message;
}

/** Two fields side by side (one alone takes the first half), one under the other on a narrow screen. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

/** A phone's country code beside its number. */
export const PhoneRow = styled.div`
  display: grid;
  grid-template-columns: minmax(90px, 120px) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
`;

/** Checkboxes under one name, in as many columns as fit. */
export const CheckGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
`;

/** The sales admins and customer-service staff for the pickers, as the screen loaded them. */
export type StaffChoices = {
  options: { sales_admin: UserRef[]; customer_service: UserRef[] } | undefined;
  loading: boolean;
  failed: boolean;
};

type StaffSelectProps = {
  form: LooseForm;
  name: string;
  label: string;
  people: readonly UserRef[];
  /** The person the record names now, kept as a choice even when the list no longer has them. */
  current: UserRef | null;
  loading: boolean;
  failed: boolean;
};

/** A staff picker (sales admin, customer service): a native select of 'Name (email)'. */
export function StaffSelect({ form, name, label, people, current, loading, failed }: StaffSelectProps) {
  const choices = current && !people.some((person) => person._id === current._id) ? [current, ...people] : people;
  // Controlled: the options arrive after the form is filled, and the chosen one must show once they do.
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder={loading ? 'Loading…' : 'None'}
          disabled={loading}
          hint={failed ? 'The staff list could not be loaded; the saved choice is kept.' : undefined}
          error={fieldState.error?.message}
          options={choices.map((person) => ({ value: person._id, label: `${person.name} (${person.email})` }))}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

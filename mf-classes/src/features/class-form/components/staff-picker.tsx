import { useId, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import type { UserRef } from '@backoffice/domain';
import { Alert, Checkbox, CloseIcon, IconButton, TextField, VisuallyHidden } from '@backoffice/ui';
import { useStaffOptions, type StaffType } from '../api/get-staff-options';
import { useDebouncedValue } from '../hooks/use-debounced-value';

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const RequiredMark = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  margin-left: ${({ theme }) => theme.space.xxs};
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding-left: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Results = styled.ul`
  display: flex;
  flex-direction: column;
  max-height: 220px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Note = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const ErrorText = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

type StaffPickerProps = {
  type: StaffType;
  /** The group's name, e.g. 'Tutors'. */
  label: string;
  /** The search box's label, e.g. 'Find a tutor'. */
  searchLabel: string;
  /** The spec's empty text: 'No tutors found' or 'No TA found'. */
  emptyMessage: string;
  value: readonly UserRef[];
  onChange: (next: UserRef[]) => void;
  required?: boolean;
  error?: string;
  disabled?: boolean;
};

/**
 * Tutors or TAs of a class, picked from GET /admin/class/staff: the chosen people as chips with a remove button, a
 * search box (name or email, sent as `q` once typing pauses) and the matches as checkboxes, ticked when chosen. Enter
 * in the search box does not submit the form.
 */
export function StaffPicker({
  type,
  label,
  searchLabel,
  emptyMessage,
  value,
  onChange,
  required = false,
  error,
  disabled = false,
}: StaffPickerProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), 300);
  const query = useStaffOptions(type, q);
  const results = query.data?.data ?? [];
  const chosenIds = new Set(value.map((person) => person._id));
  const errorId = useId();
  const resultsId = useId();

  const toggle = (person: UserRef, on: boolean) => {
    if (on) onChange(chosenIds.has(person._id) ? [...value] : [...value, person]);
    else onChange(value.filter((chosen) => chosen._id !== person._id));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };

  return (
    <Fieldset aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <Legend>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Legend>
      {value.length > 0 ? (
        <Chips aria-label={`Chosen ${label.toLowerCase()}`}>
          {value.map((person) => (
            <Chip key={person._id}>
              <span>{person.name}</span>
              <IconButton label={`Remove ${person.name}`} size="sm" onClick={() => toggle(person, false)}>
                <CloseIcon size={14} />
              </IconButton>
            </Chip>
          ))}
        </Chips>
      ) : (
        <Note>None chosen yet.</Note>
      )}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      <TextField
        label={searchLabel}
        type="search"
        placeholder="Name or email"
        autoComplete="off"
        value={text}
        aria-controls={resultsId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {query.isError ? <Alert tone="error">{query.error.message}</Alert> : null}
      <VisuallyHidden role="status">{query.isFetching ? 'Searching…' : ''}</VisuallyHidden>
      <div id={resultsId}>
        {query.isSuccess && results.length === 0 ? (
          <Note role="status">{emptyMessage}</Note>
        ) : results.length > 0 ? (
          <Results aria-label={`${label} found`} aria-busy={query.isFetching || undefined}>
            {results.map((person) => (
              <li key={person._id}>
                <Checkbox
                  label={
                    <>
                      {person.name} <Muted>· {person.email}</Muted>
                    </>
                  }
                  checked={chosenIds.has(person._id)}
                  onChange={(event) => toggle(person, event.target.checked)}
                />
              </li>
            ))}
          </Results>
        ) : null}
        {query.isSuccess && (query.data?.count ?? 0) > results.length ? (
          <Note>
            {results.length} of {query.data?.count} shown; type more of a name or email to narrow the list.
          </Note>
        ) : null}
      </div>
    </Fieldset>
  );
}

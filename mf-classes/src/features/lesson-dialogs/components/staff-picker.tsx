import { useId, useState } from 'react';
import styled from 'styled-components';
import { EMPTY_STATES, type UserRef } from '@backoffice/domain';
import { Checkbox, CloseIcon, IconButton, TextField } from '@backoffice/ui';
import { useStaffSearch, type StaffType } from '../api/search-staff';
import { useDebouncedValue } from '../hooks/use-debounced-value';

/** Typing pauses this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 300;

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
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
  padding-left: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
`;

const Results = styled.div`
  max-height: 200px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Note = styled.p<{ $error?: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

type StaffPickerProps = {
  type: StaffType;
  /** The group's name, e.g. 'Tutors'. */
  label: string;
  value: readonly UserRef[];
  onChange: (next: UserRef[]) => void;
  disabled?: boolean;
  error?: string;
};

/**
 * Tutors or TAs of a lesson, picked from a searchable list (GET /admin/class/staff): the chosen ones as removable chips,
 * a search by name or email, and the matches as checkboxes. Chosen people stay chosen when a new search hides them.
 */
export function StaffPicker({ type, label, value, onChange, disabled = false, error }: StaffPickerProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);
  const search = useStaffSearch(type, q);
  const resultsId = useId();
  const chosen = new Set(value.map((user) => user._id));
  const noun = type === 'Tutor' ? 'tutor' : 'TA';
  const toggle = (user: UserRef, on: boolean) =>
    onChange(on ? [...value.filter((u) => u._id !== user._id), user] : value.filter((u) => u._id !== user._id));
  const found = search.data?.data ?? [];

  return (
    <Fieldset disabled={disabled}>
      <Legend>{label}</Legend>
      {value.length > 0 ? (
        <Chips aria-label={`Chosen ${label}`}>
          {value.map((user) => (
            <Chip key={user._id}>
              <span>{user.name}</span>
              <IconButton label={`Remove ${user.name}`} size="sm" onClick={() => toggle(user, false)}>
                <CloseIcon size={14} />
              </IconButton>
            </Chip>
          ))}
        </Chips>
      ) : (
        <Note>No {noun} chosen</Note>
      )}
      {error ? <Note $error>{error}</Note> : null}
      <TextField
        type="search"
        label={`Find a ${noun}`}
        placeholder="Name or email"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-controls={resultsId}
      />
      <Results id={resultsId} role="group" aria-label={`${label} found`} aria-busy={search.isFetching || undefined}>
        {search.isError ? (
          <Note $error>{search.error.message}</Note>
        ) : search.isPending ? (
          <Note>Searching…</Note>
        ) : found.length === 0 ? (
          <Note>{type === 'Tutor' ? EMPTY_STATES.noTutors : EMPTY_STATES.noTA}</Note>
        ) : (
          found.map((user) => (
            <Checkbox
              key={user._id}
              label={`${user.name} (${user.email})`}
              checked={chosen.has(user._id)}
              onChange={(event) => toggle(user, event.target.checked)}
            />
          ))
        )}
      </Results>
    </Fieldset>
  );
}

import { useId, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { EMPTY_STATES } from '@backoffice/domain/messages';
import { TEXT_MAX } from '@backoffice/domain/text';
import type { UserRef } from '@backoffice/domain/records';
import {
  Alert,
  Checkbox,
  CloseIcon,
  IconButton,
  ScrollList,
  TextField,
  VisuallyHidden,
  useDebouncedValue,
} from '@backoffice/ui';
import { useStaffOptions, type StaffType } from '../api/get-staff-options';

/** Typing pauses this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Where the picker sits, which also decides its words and roles; each keeps those it was written with, because tests and
 * the e2e journeys read them (unifying them is a change of its own):
 * - 'section', in the full-screen class form: chips 'Chosen tutors' / 'Chosen tas', 'None chosen yet.', the matches a
 *   list ('Name · email') shown when there are some, the search announced to screen readers, '20 of N shown…'.
 * - 'boxed', a framed box in the lesson dialogs: chips 'Chosen Tutors' / 'Chosen TAs', 'No tutor chosen', the matches a
 *   group ('Name (email)') that is always there and says 'Searching…' or why it is empty.
 */
export type StaffPickerLayout = 'section' | 'boxed';

type Boxed = { $boxed: boolean };

const Fieldset = styled.fieldset<Boxed>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  min-width: 0;
  ${({ theme, $boxed }) =>
    $boxed
      ? css`
          padding: ${theme.space.md};
          border: 1px solid ${theme.colors.border};
          border-radius: ${theme.radii.md};
        `
      : css`
          padding: 0;
          border: 0;
        `}
`;

const Legend = styled.legend<Boxed>`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${({ theme, $boxed }) =>
    $boxed
      ? css`
          padding: 0 ${theme.space.xs};
          font-weight: ${theme.fontWeights.bold};
        `
      : css`
          padding: 0;
          margin-bottom: ${theme.space.xs};
          font-weight: ${theme.fontWeights.medium};
        `}
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

const Chip = styled.li<Boxed>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.primarySubtle};
  ${({ theme, $boxed }) =>
    $boxed
      ? css`
          padding-left: ${theme.space.sm};
          border: 1px solid ${theme.colors.border};
        `
      : css`
          padding-left: ${theme.space.md};
          font-size: ${theme.fontSizes.sm};
        `}
`;

const BoxedResults = styled.div`
  max-height: 200px;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Note = styled.p<{ $error?: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.muted)};
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
  value: readonly UserRef[];
  onChange: (next: UserRef[]) => void;
  layout: StaffPickerLayout;
  required?: boolean;
  error?: string;
  disabled?: boolean;
};

/**
 * Tutors or TAs, picked from GET /admin/class/staff: the chosen people as chips with a remove button (they stay chosen
 * when a new search hides them), a search box (name or email, sent as `q` once typing pauses; the first 20 without a
 * search) and the matches as checkboxes, ticked when chosen. Enter in the search box does not submit the form around it.
 */
export function StaffPicker({ type, label, value, onChange, layout, required = false, error, disabled = false }: StaffPickerProps) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const query = useStaffOptions(type, q);
  const errorId = useId();
  const resultsId = useId();
  const boxed = layout === 'boxed';
  const noun = type === 'Tutor' ? 'tutor' : 'TA';
  const chosenIds = new Set(value.map((person) => person._id));

  const toggle = (person: UserRef, on: boolean) => {
    if (on) onChange(chosenIds.has(person._id) ? [...value] : [...value, person]);
    else onChange(value.filter((chosen) => chosen._id !== person._id));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') event.preventDefault();
  };
  const results = {
    query,
    people: query.data?.data ?? [],
    id: resultsId,
    label: `${label} found`,
    emptyMessage: type === 'Tutor' ? EMPTY_STATES.noTutors : EMPTY_STATES.noTA,
    isChosen: (person: UserRef) => chosenIds.has(person._id),
    toggle,
  };

  return (
    <Fieldset $boxed={boxed} aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <Legend $boxed={boxed}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Legend>
      {value.length > 0 ? (
        <Chips aria-label={`Chosen ${boxed ? label : label.toLowerCase()}`}>
          {value.map((person) => (
            <Chip key={person._id} $boxed={boxed}>
              <span>{person.name}</span>
              <IconButton label={`Remove ${person.name}`} size="sm" onClick={() => toggle(person, false)}>
                <CloseIcon size={14} />
              </IconButton>
            </Chip>
          ))}
        </Chips>
      ) : (
        <Note>{boxed ? `No ${noun} chosen` : 'None chosen yet.'}</Note>
      )}
      {error ? <ErrorText id={errorId}>{error}</ErrorText> : null}
      <TextField
        label={`Find a ${noun}`}
        type="search"
        placeholder="Name or email"
        autoComplete="off"
        // The server takes a search of at most TEXT_MAX.search characters; more would find nothing anyway.
        maxLength={TEXT_MAX.search}
        value={text}
        aria-controls={resultsId}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      {boxed ? <BoxedResultList {...results} /> : <SectionResultList {...results} />}
    </Fieldset>
  );
}

type ResultListProps = {
  query: ReturnType<typeof useStaffOptions>;
  people: UserRef[];
  id: string;
  label: string;
  emptyMessage: string;
  isChosen: (person: UserRef) => boolean;
  toggle: (person: UserRef, on: boolean) => void;
};

/**
 * The class form's results: an error alert, the search announced, the matches listed when there are some, and how many
 * of how many when the server has more than it sent (20).
 */
function SectionResultList({ query, people, id, label, emptyMessage, isChosen, toggle }: ResultListProps) {
  return (
    <>
      {query.isError ? <Alert tone="error">{query.error.message}</Alert> : null}
      <VisuallyHidden role="status">{query.isFetching ? 'Searching…' : ''}</VisuallyHidden>
      <div id={id}>
        {query.isSuccess && people.length === 0 ? (
          <Note role="status">{emptyMessage}</Note>
        ) : people.length > 0 ? (
          <ScrollList $maxHeight="220px" aria-label={label} aria-busy={query.isFetching || undefined}>
            {people.map((person) => (
              <li key={person._id}>
                <Checkbox
                  label={
                    <>
                      {person.name} <Muted>· {person.email}</Muted>
                    </>
                  }
                  checked={isChosen(person)}
                  onChange={(event) => toggle(person, event.target.checked)}
                />
              </li>
            ))}
          </ScrollList>
        ) : null}
        {query.isSuccess && query.data.count > people.length ? (
          <Note>
            {people.length} of {query.data.count} shown; type more of a name or email to narrow the list.
          </Note>
        ) : null}
      </div>
    </>
  );
}

/** The lesson dialogs' results: one group that always shows what it holds, 'Searching…' or why it is empty. */
function BoxedResultList({ query, people, id, label, emptyMessage, isChosen, toggle }: ResultListProps) {
  return (
    <BoxedResults id={id} role="group" aria-label={label} aria-busy={query.isFetching || undefined}>
      {query.isError ? (
        <Note $error>{query.error.message}</Note>
      ) : query.isPending ? (
        <Note>Searching…</Note>
      ) : people.length === 0 ? (
        <Note>{emptyMessage}</Note>
      ) : (
        people.map((person) => (
          <Checkbox
            key={person._id}
            label={`${person.name} (${person.email})`}
            checked={isChosen(person)}
            onChange={(event) => toggle(person, event.target.checked)}
          />
        ))
      )}
    </BoxedResults>
  );
}

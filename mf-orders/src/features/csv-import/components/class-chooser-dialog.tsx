import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { EMPTY_STATES } from '@backoffice/domain/messages';
import { countOf } from '@backoffice/domain/plural';
import { Alert, Button, Checkbox, Dialog, SearchRow, Stack, TextField } from '@backoffice/ui';
import { classSearchQuery } from '../../../shared/api/search-classes';
import type { ClassChoiceRequest } from '../hooks/use-order-import';
import type { ClassMatch } from '../utils/class-match';

const Options = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  max-height: 300px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Legend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Option = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  input {
    width: 18px;
    height: 18px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

type ClassChooserDialogProps = { request: ClassChoiceRequest };

/**
 * The class chooser of the CSV import (spec §4 step 4): the row's class name matched no class exactly, so the user
 * picks one of the matches, searches again, or skips the row. Closing it skips the row too.
 */
export function ClassChooserDialog({ request }: ClassChooserDialogProps) {
  const { row, matches, resolve } = request;
  const name = row.values.class_name;
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [remember, setRemember] = useState(true);
  const [text, setText] = useState(name);
  const [term, setTerm] = useState<string | null>(null);
  const search = useQuery({ ...classSearchQuery(term ?? ''), enabled: term !== null && term.trim() !== '' });
  const options: ClassMatch[] = term !== null && search.data ? search.data.data : matches;
  const chosen = options.find((option) => option._id === selectedId) ?? null;
  const groupName = useId();

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) setTerm(q);
  };

  return (
    <Dialog
      open
      size="md"
      onOpenChange={(open) => {
        if (!open) resolve(null);
      }}
      title={`Choose the class for row ${row.rowNumber}`}
      description={
        matches.length === 0
          ? `No class matches “${name}”.`
          : `“${name}” matches ${matches.length === 1 ? 'a class' : 'several classes'} but none exactly. Which one is meant?`
      }
      footer={
        <>
          <Button variant="secondary" onClick={() => resolve(null)}>
            Skip row
          </Button>
          <Button disabled={!chosen} onClick={() => chosen && resolve({ chosen, rememberForName: remember })}>
            Use this class
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <p>
          Row {row.rowNumber}: {row.values.email} · {row.values.date} · {countOf(Number(row.values.lessons), 'lesson')}
        </p>
        {options.length > 0 ? (
          <Options>
            <Legend>Classes</Legend>
            {options.map((option) => (
              <Option key={option._id}>
                <input
                  type="radio"
                  name={groupName}
                  value={option._id}
                  checked={selectedId === option._id}
                  onChange={() => setSelectedId(option._id)}
                />
                {option.name}
              </Option>
            ))}
          </Options>
        ) : (
          <Alert tone="warning">{EMPTY_STATES.noClassMatch}</Alert>
        )}
        {search.isError ? <Alert tone="error">{search.error.message}</Alert> : null}
        <SearchRow as="form" onSubmit={onSearch} role="search" aria-label="Search classes again">
          <TextField label="Search another name" value={text} onChange={(event) => setText(event.target.value)} />
          <Button type="submit" variant="secondary" disabled={!text.trim()} loading={search.isFetching}>
            Search
          </Button>
        </SearchRow>
        <Checkbox
          label={`Use this class for the other rows naming “${name}”`}
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
      </Stack>
    </Dialog>
  );
}

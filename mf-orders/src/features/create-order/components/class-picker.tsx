import { useEffect, useState, type KeyboardEvent } from 'react';
import { EMPTY_STATES } from '@backoffice/domain/messages';
import { Alert, Button, SearchRow, Select, Stack, TextField } from '@backoffice/ui';
import { useSearchClasses, type ClassMatch } from '../../../shared/api/search-classes';

type ClassPickerProps = {
  value: ClassMatch | null;
  onChange: (value: ClassMatch | null) => void;
  error?: string;
};

/**
 * Type part of a class name, search, pick from the results. It lives inside the create form, so Enter in the search
 * box searches instead of submitting the form. One result is picked at once.
 */
export function ClassPicker({ value, onChange, error }: ClassPickerProps) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState<string | null>(null);
  const query = useSearchClasses(term);
  const results = query.data?.data ?? [];

  const search = () => {
    const q = text.trim();
    if (!q) return;
    if (q === term) void query.refetch();
    else setTerm(q);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      search();
    }
  };

  // One class found: it is the one meant.
  const only = results.length === 1 ? results[0] : undefined;
  useEffect(() => {
    if (only && only._id !== value?._id) onChange(only);
    // Only a new search result should pick; a later change of `value` by the user must not be undone.
  }, [only?._id]);

  // The chosen class stays a choice even when a later search does not list it.
  const options = [...results];
  if (value && !options.some((option) => option._id === value._id)) options.unshift(value);

  return (
    <Stack gap="sm">
      <SearchRow>
        <TextField
          label="Find a class"
          placeholder="Search by class name"
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button variant="secondary" onClick={search} disabled={!text.trim()} loading={query.isFetching}>
          Search
        </Button>
      </SearchRow>
      {query.isError ? <Alert tone="error">{query.error.message}</Alert> : null}
      {term && query.isSuccess && results.length === 0 ? <Alert tone="warning">{EMPTY_STATES.noClassMatch}</Alert> : null}
      <Select
        label="Class"
        required
        placeholder={options.length ? 'Choose a class' : 'Search for a class first'}
        disabled={options.length === 0}
        value={value?._id ?? ''}
        error={error}
        options={options.map((option) => ({ value: option._id, label: option.name }))}
        onChange={(event) => onChange(options.find((option) => option._id === event.target.value) ?? null)}
      />
    </Stack>
  );
}

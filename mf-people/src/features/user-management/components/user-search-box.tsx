import { useEffect, useState } from 'react';
import { PEOPLE_SEARCH_DEBOUNCE_MS } from '@backoffice/domain/people';
import { SearchRow, TextField, useDebouncedValue } from '@backoffice/ui';
import { USER_SEARCH_MAX } from '../utils/user-place';

type UserSearchBoxProps = {
  /** The search the list shows (from the address). */
  value: string;
  onSearch: (q: string) => void;
  label: string;
  placeholder: string;
};

/**
 * The quick search above a list: what is typed goes to the address (and so to the server) once the typing has paused
 * for 500 ms, trimmed; the box keeps what was typed, spaces included. Enter does not submit anything.
 */
export function UserSearchBox({ value, onSearch, label, placeholder }: UserSearchBoxProps) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, PEOPLE_SEARCH_DEBOUNCE_MS).trim();

  useEffect(() => {
    if (settled !== value) onSearch(settled);
    // Only a settled change of the text asks; the address changing under the box (Back) is followed below.
  }, [settled]);

  // The address moved on its own (Back, a link): the box shows that search.
  const [shownFor, setShownFor] = useState(value);
  if (value !== shownFor) {
    setShownFor(value);
    if (value !== text.trim()) setText(value);
  }

  return (
    <SearchRow as="div" $fieldBasis="280px" $fieldMaxWidth="480px">
      <TextField
        type="search"
        label={label}
        hideLabel
        placeholder={placeholder}
        maxLength={USER_SEARCH_MAX}
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
      />
    </SearchRow>
  );
}

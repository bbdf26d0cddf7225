import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import styled from 'styled-components';
import { CloseIcon, IconButton, TextField, useDebouncedValue } from '@backoffice/ui';
import { useAgentOptions, type AgentOption } from '../api/search-agents';

/** Typing pauses this long before the server is asked. */
const SEARCH_DEBOUNCE_MS = 250;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

const InputRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.xs};
  & > div:first-child {
    flex: 1 1 auto;
  }
`;

/** Spec §9: lists scroll at a 300px height; this one is shorter, it opens inside a form. */
const List = styled.ul`
  max-height: 240px;
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space.xxs};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
`;

const Option = styled.li<{ $active: boolean }>`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.primarySubtle : 'transparent')};
  outline: ${({ theme, $active }) => ($active ? `2px solid ${theme.colors.focus}` : 'none')};
  outline-offset: -2px;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Note = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

const ErrorNote = styled(Note)`
  color: ${({ theme }) => theme.colors.danger};
`;

type AgentComboboxProps = {
  label: string;
  /** The chosen agent, or null for none. */
  value: AgentOption | null;
  onChange: (agent: AgentOption | null) => void;
  hint?: ReactNode;
  error?: string;
  disabled?: boolean;
  /** The input's ref, e.g. react-hook-form's, so a server error on the field can focus it. */
  inputRef?: Ref<HTMLInputElement>;
};

function setRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * Picks the agent an allocation is credited to by name (WAI-ARIA combobox with a list): typing searches
 * GET /admin/order/agents by name or email once it pauses, ArrowDown opens the list (every agent before anything is
 * typed) and moves through it, ArrowUp back, Enter takes the highlighted agent (or the only one found), Escape closes
 * the list without closing the dialog around it, a click takes one. Each shows its name and email; the agent's id is
 * what the form keeps. Emptying the text and leaving the field, or the clear button, chooses no agent; other text left
 * behind without a pick goes back to the chosen agent's name. Enter never submits the form around it.
 */
export function AgentCombobox({ label, value, onChange, hint, error, disabled = false, inputRef }: AgentComboboxProps) {
  const [text, setText] = useState(value?.name ?? '');
  // Typed since the last pick: the text is then a search, otherwise it is the chosen agent's name.
  const [dirty, setDirty] = useState(false);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement | null>(null);
  const listId = useId();
  const chosenId = useId();
  const optionId = (index: number) => `${listId}-option-${index}`;

  const term = dirty ? text.trim() : '';
  const q = useDebouncedValue(term, SEARCH_DEBOUNCE_MS);
  // Only the answer for what the field says now: arrows and Enter must not pick from an earlier search's list, and
  // nothing is asked for text already typed over.
  const settled = q === term;
  const query = useAgentOptions(q, open && settled);
  const options = settled ? (query.data?.data ?? []) : [];
  const shownText = dirty ? text : (value?.name ?? '');

  // Another agent chosen from outside (the form reset): show its name.
  useEffect(() => {
    if (!dirty) setText(value?.name ?? '');
  }, [value?._id]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (agent: AgentOption | null) => {
    onChange(agent);
    setText(agent?.name ?? '');
    setDirty(false);
    close();
  };

  // Radix's dialog listens for Escape on the document, in the capture phase, before the input hears it. While the list
  // is open, Escape is taken on the window (earlier still) and closes only the list: a second Escape closes the dialog.
  useEffect(() => {
    if (!open) return;
    const onEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.target !== input.current) return;
      event.stopPropagation();
      event.preventDefault();
      close();
    };
    window.addEventListener('keydown', onEscape, true);
    return () => window.removeEventListener('keydown', onEscape, true);
  }, [open]);

  // The highlighted option stays in sight in a list that scrolls.
  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          const current = options.findIndex((option) => option._id === value?._id);
          setActive(Math.max(current, 0));
        } else if (options.length > 0) {
          setActive((index) => (index + 1) % options.length);
        }
        break;
      }
      case 'ArrowUp': {
        event.preventDefault();
        if (open && options.length > 0) setActive((index) => (index <= 0 ? options.length - 1 : index - 1));
        break;
      }
      case 'Enter': {
        // Inside a form, Enter here picks; it never submits what is only half chosen.
        event.preventDefault();
        if (!open) break;
        const chosen = options[active] ?? (options.length === 1 ? options[0] : undefined);
        if (chosen) pick(chosen);
        break;
      }
      case 'Tab':
        close();
        break;
      default:
        break;
    }
  };

  const onBlur = () => {
    close();
    if (!dirty) return;
    if (text.trim() === '') pick(null);
    else {
      setText(value?.name ?? '');
      setDirty(false);
    }
  };

  const activeOption = open && active >= 0 && active < options.length ? optionId(active) : undefined;
  const searching = !settled || query.isFetching;
  return (
    <Root>
      <InputRow>
        <TextField
          ref={(element) => {
            input.current = element;
            setRef(inputRef, element);
          }}
          label={label}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption}
          aria-describedby={value ? chosenId : undefined}
          placeholder="Type a name or email"
          autoComplete="off"
          spellCheck={false}
          disabled={disabled}
          hint={hint}
          error={error}
          value={shownText}
          onChange={(event) => {
            setText(event.target.value);
            setDirty(true);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        {value && !disabled ? (
          <IconButton
            label={`Clear ${label.toLowerCase()}`}
            onClick={() => {
              pick(null);
              input.current?.focus();
            }}
          >
            <CloseIcon size={16} />
          </IconButton>
        ) : null}
      </InputRow>
      {value ? (
        <Muted id={chosenId}>
          Chosen: {value.name} · {value.email}
        </Muted>
      ) : null}
      {/* Always in the page, so aria-controls names an element; empty and hidden while closed. */}
      <List
        id={listId}
        role="listbox"
        aria-label={`${label} matches`}
        hidden={!open || options.length === 0}
        aria-busy={searching || undefined}
        // A press on an option must not take focus from the input (its blur would close the list first).
        onMouseDown={(event) => event.preventDefault()}
      >
        {options.map((option, index) => (
          <Option
            key={option._id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            $active={index === active}
            onClick={() => pick(option)}
          >
            <span>{option.name}</span>
            <Muted>{option.email}</Muted>
          </Option>
        ))}
      </List>
      {/* In the page from the start, so what it says once the list opens is read out. */}
      <div role="status">
        {!open ? null : query.isError ? (
          <ErrorNote>{query.error.message}</ErrorNote>
        ) : searching && options.length === 0 ? (
          <Note>Searching…</Note>
        ) : options.length === 0 ? (
          <Note>No agent found</Note>
        ) : query.data && query.data.count > options.length ? (
          <Note>
            {options.length} of {query.data.count} shown; type more of a name or email to narrow the list.
          </Note>
        ) : null}
      </div>
    </Root>
  );
}

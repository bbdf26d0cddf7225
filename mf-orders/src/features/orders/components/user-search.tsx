import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { MESSAGES } from '@backoffice/domain/messages';
import { Alert, Button, PlainList, SearchRow, Stack, TextField } from '@backoffice/ui';
import { useSearchOrderUsers, type OrderUserMatch } from '../api/search-order-users';
import type { ChosenStudent } from '../hooks/use-order-list-state';

const MatchButton = styled(Button)`
  justify-content: flex-start;
  width: 100%;
  text-align: left;
  white-space: normal;
  min-height: ${({ theme }) => theme.controlHeights.lg};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
`;

const Chosen = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySubtle};
`;

function phoneOf(user: OrderUserMatch): string | null {
  if (!user.phone) return null;
  return user.phone_country_code ? `+${user.phone_country_code.replace(/^\+/, '')} ${user.phone}` : user.phone;
}

type UserSearchProps = {
  student: ChosenStudent | null;
  onStudentChange: (student: ChosenStudent | null) => void;
};

type Outcome =
  | { kind: 'none'; term: string }
  | { kind: 'several'; term: string; users: OrderUserMatch[]; count: number }
  | null;

/**
 * The quick user search (spec §2, §5): by email, phone or name. One match filters the list by that student, several
 * let the user pick, none says 'There are no users with that email' and shows every user's allocations again.
 * `?email=` runs the search when the page opens.
 */
export function UserSearch({ student, onStudentChange }: UserSearchProps) {
  const [term, setTerm] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const search = useSearchOrderUsers();
  const [params] = useSearchParams();
  const emailParam = params.get('email')?.trim() ?? '';
  const searchedParam = useRef<string | null>(null);
  const matchesId = useId();

  const run = (text: string) => {
    const q = text.trim();
    if (!q) return;
    setOutcome(null);
    search.mutate(q, {
      onSuccess: ({ data, count }) => {
        if (data.length === 1 && data[0]) {
          const [only] = data;
          onStudentChange({ _id: only._id, name: only.name, email: only.email });
        } else if (data.length === 0) {
          // The list must not go on showing the previous student's allocations under a 'no users' alert.
          if (student) onStudentChange(null);
          setOutcome({ kind: 'none', term: q });
        } else {
          setOutcome({ kind: 'several', term: q, users: data, count });
        }
      },
    });
  };

  // The query parameter runs its search once per value (a link from elsewhere: /orders?email=a@b.c).
  useEffect(() => {
    if (!emailParam || searchedParam.current === emailParam) return;
    searchedParam.current = emailParam;
    setTerm(emailParam);
    run(emailParam);
  }, [emailParam]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    run(term);
  };

  const pick = (user: OrderUserMatch) => {
    setOutcome(null);
    onStudentChange({ _id: user._id, name: user.name, email: user.email });
  };

  return (
    <Stack gap="sm">
      <form role="search" aria-label="Find a user's allocations" onSubmit={onSubmit}>
        <SearchRow $fieldBasis="280px" $fieldMaxWidth="420px">
          <TextField
            label="Search user"
            placeholder="Email, phone or name"
            type="search"
            autoComplete="off"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <Button type="submit" disabled={!term.trim()} loading={search.isPending}>
            Search
          </Button>
        </SearchRow>
      </form>

      {search.isError ? <Alert tone="error">{search.error.message}</Alert> : null}
      {outcome?.kind === 'none' ? <Alert tone="error">{MESSAGES.noUsersWithEmail}</Alert> : null}
      {outcome?.kind === 'several' ? (
        <Stack gap="xs" role="group" aria-labelledby={matchesId}>
          <p id={matchesId}>
            {Math.max(outcome.count, outcome.users.length)} users match “{outcome.term}”.{' '}
            {outcome.count > outcome.users.length
              ? `The first ${outcome.users.length} are listed; type more to narrow the search, or choose one:`
              : 'Choose one:'}
          </p>
          <PlainList>
            {outcome.users.map((user) => (
              <li key={user._id}>
                <MatchButton variant="secondary" onClick={() => pick(user)}>
                  <span>
                    {user.name} <Muted>· {user.email}</Muted>
                    {phoneOf(user) ? <Muted> · {phoneOf(user)}</Muted> : null}
                  </span>
                </MatchButton>
              </li>
            ))}
          </PlainList>
        </Stack>
      ) : null}

      {student ? (
        <Chosen role="status">
          <span>
            Allocations of <strong>{student.name}</strong> <Muted>({student.email})</Muted>
          </span>
          <Button variant="ghost" size="sm" onClick={() => onStudentChange(null)}>
            Show all users
          </Button>
        </Chosen>
      ) : null}
    </Stack>
  );
}

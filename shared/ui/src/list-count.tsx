import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from './skeleton';

/** One line of body text, whether it holds the count, its placeholder or nothing: the list under it never moves. */
const Text = styled.p`
  min-height: ${({ theme }) => theme.lineHeights.body}em;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A bar of the count's length and the text's height, centred in the line as the text would be. */
const Placeholder = styled(Skeleton)`
  display: inline-flex;
  width: 18em;
  max-width: 100%;
  vertical-align: middle;
`;

export interface ListCountProps {
  /** The first and last item shown, counted from 1 (pageRange's answer); 0 to 0 for an empty list. */
  from: number;
  to: number;
  /** How many there are, with the noun: '42 lessons' (countOf of @backoffice/domain). */
  total: ReactNode;
  /** The list is loading: a placeholder holds the line. */
  loading?: boolean;
}

/**
 * 'Showing 1 to 20 out of 42 lessons' above a paged list; read out when it changes. The line is always there: a
 * placeholder while the list loads, empty when there is nothing to count (the table's empty text says so), so the
 * table below keeps its place, and the live region exists before its text arrives (which is when it is announced).
 */
export function ListCount({ from, to, total, loading = false }: ListCountProps) {
  return (
    <Text aria-live="polite">
      {loading ? (
        <Placeholder />
      ) : to > 0 ? (
        <>
          Showing {from} to {to} out of {total}
        </>
      ) : null}
    </Text>
  );
}

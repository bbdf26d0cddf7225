import type { ReactNode } from 'react';
import styled from 'styled-components';

const Text = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ListCountProps {
  /** The first and last item shown, counted from 1 (pageRange's answer). */
  from: number;
  to: number;
  /** How many there are, with the noun: '42 lessons' (countOf of @backoffice/domain). */
  total: ReactNode;
}

/** 'Showing 1 to 20 out of 42 lessons' above a paged list; read out when it changes. */
export function ListCount({ from, to, total }: ListCountProps) {
  return (
    <Text aria-live="polite">
      Showing {from} to {to} out of {total}
    </Text>
  );
}

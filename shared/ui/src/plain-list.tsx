import type { HTMLAttributes } from 'react';
import styled from 'styled-components';
import type { Space } from './theme';

const List = styled.ul<{ $gap: Space }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface PlainListProps extends HTMLAttributes<HTMLUListElement | HTMLOListElement> {
  /** A step of the theme's spacing scale between the items. */
  gap?: Space;
  /** An <ol>: the order means something (a screen reader says 'n of m' either way). */
  ordered?: boolean;
}

/** A list without bullets or indent, its items in a column: search matches, lookup results, rows of a field. */
export function PlainList({ gap = 'xs', ordered = false, ...rest }: PlainListProps) {
  return <List as={ordered ? 'ol' : 'ul'} $gap={gap} {...rest} />;
}

import styled from 'styled-components';

/** A framed list that scrolls inside its own height: picker matches, a class's lessons (spec §9: at most 300 px). */
export const ScrollList = styled.ul<{ $maxHeight: string }>`
  display: flex;
  flex-direction: column;
  max-height: ${({ $maxHeight }) => $maxHeight};
  overflow-y: auto;
  margin: 0;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

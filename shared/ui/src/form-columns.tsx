import styled from 'styled-components';

/**
 * A full-screen form's columns: as many as fit at `$minColumn` each (three at 1280 px for 340 px), down to one on a
 * tablet held upright, the whole at most `$maxWidth` wide.
 */
export const FormColumns = styled.div<{ $minColumn: string; $maxWidth: string }>`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, ${({ $minColumn }) => $minColumn}), 1fr));
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;
  max-width: ${({ $maxWidth }) => $maxWidth};
`;

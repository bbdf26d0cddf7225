import styled from 'styled-components';

/**
 * A search field with its buttons on one line, wrapping under it when narrow; the field (the first child) grows from
 * `$fieldBasis` up to `$fieldMaxWidth`. Render it `as="form"` when Enter should search.
 */
export const SearchRow = styled.div<{ $fieldBasis?: string; $fieldMaxWidth?: string }>`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  & > div:first-child {
    flex: 1 1 ${({ $fieldBasis = '220px' }) => $fieldBasis};
    max-width: ${({ $fieldMaxWidth }) => $fieldMaxWidth};
  }
`;

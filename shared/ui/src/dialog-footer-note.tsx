import styled from 'styled-components';

/** A short note at the start of a dialog's footer, before its buttons: why Save is disabled, what is still missing. */
export const DialogFooterNote = styled.p`
  margin-right: auto;
  align-self: center;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

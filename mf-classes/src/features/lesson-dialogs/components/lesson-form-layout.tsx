import styled from 'styled-components';
import { FormColumns } from '@backoffice/ui';

/** Layout pieces the lesson dialogs share. */
export const Columns = styled(FormColumns).attrs({ $minColumn: '360px', $maxWidth: '1200px' })``;

export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

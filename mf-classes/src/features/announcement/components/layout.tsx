import styled from 'styled-components';
import { media } from '@backoffice/ui';

/**
 * The form and its live preview: side by side from the desktop breakpoint (1200 px; the 1280 px screens staff use), the
 * preview under the form on a tablet.
 */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  align-items: start;

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 620px);
  }
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const SectionTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

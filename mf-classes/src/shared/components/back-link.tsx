import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { ChevronLeftIcon } from '@backoffice/ui';

const Anchor = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.controlHeights.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;

  &:hover {
    text-decoration: underline;
  }
`;

/** A link back up, e.g. 'Back to class list'. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor to={to}>
      <ChevronLeftIcon size={16} />
      {children}
    </Anchor>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
`;

const Message = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.text};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

export interface EmptyStateProps {
  /** The spec's exact empty text, e.g. EMPTY_STATES.noOrders from @backoffice/domain. */
  message: ReactNode;
  hint?: ReactNode;
  /** E.g. an 'Add New Class' button. */
  action?: ReactNode;
  className?: string;
}

export function EmptyState({ message, hint, action, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      <Message>{message}</Message>
      {hint ? <Hint>{hint}</Hint> : null}
      {action ? <div>{action}</div> : null}
    </Root>
  );
}

import type { ReactNode } from 'react';
import styled from 'styled-components';
import { statusColors, type StatusColor } from './styles';

export type AlertTone = 'error' | 'warning' | 'success' | 'info';

const tones: Record<AlertTone, { fg: StatusColor; bg: `${StatusColor}Subtle` }> = {
  error: statusColors('danger'),
  warning: statusColors('warning'),
  success: statusColors('success'),
  info: statusColors('info'),
};

const Root = styled.div<{ $tone: AlertTone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border: 1px solid ${({ theme, $tone }) => theme.colors[tones[$tone].fg]};
  border-left-width: 4px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[tones[$tone].bg]};
  color: ${({ theme }) => theme.colors.text};
`;

const Title = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface AlertProps {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

/**
 * A message box. Errors are role="alert" (read out at once, e.g. 'You have entered the wrong email or password');
 * the others role="status", read when the reader is free (e.g. 'Password changed successfully…').
 */
export function Alert({ tone = 'info', title, children, className }: AlertProps) {
  return (
    <Root role={tone === 'error' ? 'alert' : 'status'} $tone={tone} className={className}>
      {title ? <Title>{title}</Title> : null}
      {children ? <div>{children}</div> : null}
    </Root>
  );
}

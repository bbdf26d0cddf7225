import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import { statusColors, type StatusColor } from './styles';

/** Colour names are accepted too, since the spec speaks of red, amber and green bands. */
export type BadgeTone = 'success' | 'green' | 'danger' | 'red' | 'warning' | 'amber' | 'neutral' | 'info';

const tones: Record<BadgeTone, { fg: StatusColor; bg: `${StatusColor}Subtle` }> = {
  success: statusColors('success'),
  green: statusColors('success'),
  danger: statusColors('danger'),
  red: statusColors('danger'),
  warning: statusColors('warning'),
  amber: statusColors('warning'),
  neutral: statusColors('neutral'),
  info: statusColors('info'),
};

const Root = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1.4;
  letter-spacing: 0.02em;
  white-space: nowrap;
  color: ${({ theme, $tone }) => theme.colors[tones[$tone].fg]};
  background: ${({ theme, $tone }) => theme.colors[tones[$tone].bg]};
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** The text carries the meaning; the colour only repeats it. */
  children: ReactNode;
}

/** A status label, e.g. an order's 'ASSIGNED' in green or a lesson's 'Completed'. */
export function Badge({ tone = 'neutral', children, ...rest }: BadgeProps) {
  return (
    <Root $tone={tone} {...rest}>
      {children}
    </Root>
  );
}

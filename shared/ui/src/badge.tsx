import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { AppTheme } from './theme';

/** Colour names are accepted too, since the spec speaks of red, amber and green bands. */
export type BadgeTone = 'success' | 'green' | 'danger' | 'red' | 'warning' | 'amber' | 'neutral' | 'info';

type Colors = AppTheme['colors'];
const tones: Record<BadgeTone, { fg: keyof Colors; bg: keyof Colors }> = {
  success: { fg: 'success', bg: 'successSubtle' },
  green: { fg: 'success', bg: 'successSubtle' },
  danger: { fg: 'danger', bg: 'dangerSubtle' },
  red: { fg: 'danger', bg: 'dangerSubtle' },
  warning: { fg: 'warning', bg: 'warningSubtle' },
  amber: { fg: 'warning', bg: 'warningSubtle' },
  neutral: { fg: 'neutral', bg: 'neutralSubtle' },
  info: { fg: 'info', bg: 'infoSubtle' },
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

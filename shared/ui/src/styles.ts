import { css } from 'styled-components';

/** The focus ring for controls that style their own outline (inputs draw it on their border box). */
export const focusRing = css`
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** Hides content visually but keeps it for screen readers (same rules as Radix VisuallyHidden). */
export const visuallyHidden = css`
  position: absolute;
  border: 0;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  word-wrap: normal;
`;

/** A row whose first part sits at the start and the rest at the end, wrapping when narrow (a title and its actions). */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
`;

/** The status colours shared by Alert and Badge: a tone's text (and border) colour and its pale background. */
export type StatusColor = 'success' | 'danger' | 'warning' | 'info' | 'neutral';
export const statusColors = (color: StatusColor) => ({ fg: color, bg: `${color}Subtle` as const });

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

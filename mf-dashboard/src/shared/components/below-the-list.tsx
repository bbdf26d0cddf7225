import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';

// A flex item of its own, the containing block of what it holds while that waits.
const Anchor = styled.div`
  position: relative;
`;

const Waiting = styled.div<{ $waiting: boolean }>`
  ${({ $waiting }) =>
    $waiting &&
    css`
      /* Laid out at its real width but taking no room and not shown: over the list (anchored at its bottom), so it
         adds nothing to the page's height either. */
      position: absolute;
      right: 0;
      bottom: 0;
      left: 0;
      visibility: hidden;
    `}
`;

/**
 * What sits below a paged list on a tab (the Academic Career students, the Student tab's sections). It is rendered from
 * the start, so its own requests start at once, but takes no room and is not shown (nor read, nor focusable) until the
 * list's first page is in: the list's skeleton has the page size, a shorter page makes the list shorter, and what was
 * below would move up into view (issue 20; appearing is not moving). It is laid out meanwhile, not `display: none`, so
 * that its tables fit their columns to their real width before they are shown, rather than moving their cells after.
 */
export function BelowTheList({ listReady, children }: { listReady: boolean; children: ReactNode }) {
  return (
    <Anchor>
      <Waiting $waiting={!listReady}>{children}</Waiting>
    </Anchor>
  );
}

import styled from 'styled-components';

/**
 * Wraps a DataTable whose last column holds each row's actions. When the table is wider than the screen (a tablet) it
 * scrolls sideways; that column stays pinned at the right edge, so every row's actions remain in reach.
 */
export const PinnedActions = styled.div`
  th:last-child,
  td:last-child {
    position: sticky;
    right: 0;
  }
  th:last-child {
    z-index: 2;
  }
  td:last-child {
    background: ${({ theme }) => theme.colors.surface};
  }
  tbody > tr:hover > td:last-child {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  /* Without the permanent sidebar the table may scroll: a line marks where the other columns pass under the actions. */
  @media (max-width: 1199px) {
    th:last-child,
    td:last-child {
      box-shadow: inset 1px 0 0 ${({ theme }) => theme.colors.border};
    }
  }
`;

import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { focusRing } from './styles';
import { theme } from './theme';
import { useMediaQuery } from './use-media-query';

/** Below a tablet's width the pager is compact (people-records §2): Prev, a page select, Next, on one line. */
const COMPACT_QUERY = `(max-width: ${theme.breakpoints.tablet - 0.02}px)`;

export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_PAGE_WINDOW = 7;

/** How many pages `count` items fill; never less than 1, so page 1 of an empty list is still a page. */
export function pageCountOf(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, count) / Math.max(1, pageSize)));
}

/**
 * The page numbers to show: all of them when they fit in `windowSize`, otherwise `windowSize` consecutive numbers
 * with the current page as near the middle as the ends allow (1..7 at the start, 14..20 at the end of 20 pages).
 */
export function pageWindow(page: number, pageCount: number, windowSize: number = DEFAULT_PAGE_WINDOW): number[] {
  if (pageCount <= 0) return [];
  const size = Math.max(1, Math.min(windowSize, pageCount));
  const current = Math.min(Math.max(1, page), pageCount);
  const start = Math.min(Math.max(1, current - Math.floor((size - 1) / 2)), pageCount - size + 1);
  return Array.from({ length: size }, (_, i) => start + i);
}

/**
 * The 1-based positions of the first and last item on `page`, for 'Showing X to Y out of N allocations'.
 * An empty list reads 'Showing 0 to 0 out of 0'; a page past the end is read as the last page.
 */
export function pageRange(page: number, pageSize: number, count: number): { from: number; to: number } {
  if (count <= 0) return { from: 0, to: 0 };
  const current = Math.min(Math.max(1, page), pageCountOf(count, pageSize));
  return { from: (current - 1) * pageSize + 1, to: Math.min(current * pageSize, count) };
}

const Nav = styled.nav`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.md} 0;
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The page list's select and buttons: one height, one frame. */
const pageControl = css`
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const PageSelect = styled.select`
  ${pageControl}
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  ${focusRing}
`;

const PageButton = styled.button`
  ${pageControl}
  min-width: ${({ theme }) => theme.controlHeights.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  cursor: pointer;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryContrast};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  &:disabled {
    color: ${({ theme }) => theme.colors.muted};
    cursor: not-allowed;
    opacity: 0.55;
  }

  ${focusRing}
`;

/** Where a pager may come: one page control's height inside the pager's padding, nothing to see or hear. */
const Reserve = styled.div`
  padding: ${({ theme }) => theme.space.md} 0;
  visibility: hidden;
`;

const ReservedControl = styled.span`
  ${pageControl}
  display: block;
  width: ${({ theme }) => theme.controlHeights.md};
  border: 1px solid transparent;
`;

export interface PagerProps {
  /** The current page, 1-based. A 0-based API offset (the class list) converts: page = offset / pageSize + 1. */
  page: number;
  /** Total number of items across all pages. */
  count: number;
  onPageChange: (page: number) => void;
  pageSize?: number;
  /** How many page numbers to show at most. */
  windowSize?: number;
  /** Names the navigation landmark; give each pager its own name when a screen has two. */
  label?: string;
  /**
   * The list is loading and its count may not be known yet: the pager's height is kept, so that what is below it does
   * not move up and back down when the count arrives. A pager already shown stays as it is.
   */
  loading?: boolean;
  className?: string;
}

/**
 * The shared pager of spec §9. It renders nothing when everything fits on one page. The spec says "nothing when there
 * are 20 items or fewer", written for its 20-per-page lists; we read it as "one page", which is the same at 20 per page
 * and stays right for the 10-per-page class and feedback lists (15 classes still need a second page). While `loading`
 * it keeps its place instead.
 * Beyond `windowSize` pages it adds First and Last around Prev, the window of numbers and Next.
 */
export function Pager({
  page,
  count,
  onPageChange,
  pageSize = DEFAULT_PAGE_SIZE,
  windowSize = DEFAULT_PAGE_WINDOW,
  label = 'Pagination',
  loading = false,
  className,
}: PagerProps) {
  const compact = useMediaQuery(COMPACT_QUERY);
  if (count <= pageSize) {
    return loading ? (
      <Reserve aria-hidden="true" className={className} data-testid="pager-reserve">
        <ReservedControl />
      </Reserve>
    ) : null;
  }
  const pageCount = pageCountOf(count, pageSize);
  const current = Math.min(Math.max(1, page), pageCount);
  const numbers = pageWindow(current, pageCount, windowSize);
  const withEnds = pageCount > windowSize;
  const atStart = current <= 1;
  const atEnd = current >= pageCount;
  const go = (target: number) => {
    if (target !== current) onPageChange(target);
  };

  if (compact) {
    return (
      <Nav aria-label={label} className={className}>
        <List>
          <StepButton disabled={atStart} onClick={() => go(current - 1)}>
            Prev
          </StepButton>
          <li>
            <PageSelect aria-label="Page" value={current} onChange={(event) => go(Number(event.target.value))}>
              {Array.from({ length: pageCount }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  Page {i + 1} of {pageCount}
                </option>
              ))}
            </PageSelect>
          </li>
          <StepButton disabled={atEnd} onClick={() => go(current + 1)}>
            Next
          </StepButton>
        </List>
      </Nav>
    );
  }

  return (
    <Nav aria-label={label} className={className}>
      <List>
        {withEnds ? (
          <StepButton disabled={atStart} onClick={() => go(1)}>
            First
          </StepButton>
        ) : null}
        <StepButton disabled={atStart} onClick={() => go(current - 1)}>
          Prev
        </StepButton>
        {numbers.map((n) => (
          <li key={n}>
            <PageButton
              type="button"
              aria-label={`Page ${n}`}
              aria-current={n === current ? 'page' : undefined}
              onClick={() => go(n)}
            >
              {n}
            </PageButton>
          </li>
        ))}
        <StepButton disabled={atEnd} onClick={() => go(current + 1)}>
          Next
        </StepButton>
        {withEnds ? (
          <StepButton disabled={atEnd} onClick={() => go(pageCount)}>
            Last
          </StepButton>
        ) : null}
      </List>
    </Nav>
  );
}

/** First, Prev, Next or Last, in its list item. */
function StepButton({ disabled, onClick, children }: { disabled: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <li>
      <PageButton type="button" disabled={disabled} onClick={onClick}>
        {children}
      </PageButton>
    </li>
  );
}

import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { EmptyState } from './empty-state';
import { ArrowDownIcon, ArrowUpIcon, SortIcon } from './icons';
import { Skeleton } from './skeleton';
import { visuallyHidden } from './styles';
import { VisuallyHidden } from './visually-hidden';

export type SortDirection = 'asc' | 'desc';

export interface SortState {
  key: string;
  direction: SortDirection;
}

export type ColumnAlign = 'left' | 'center' | 'right';

export interface Column<Row> {
  /** Unique among the columns; also the key handed to onSortChange. */
  key: string;
  header: ReactNode;
  render: (row: Row, index: number) => ReactNode;
  /** Makes the header a sort button (needs the table's onSortChange). */
  sortable?: boolean;
  /** CSS width, e.g. '120px' or '20%'. */
  width?: string;
  align?: ColumnAlign;
}

export interface DataTableProps<Row> {
  columns: readonly Column<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row, index: number) => string;
  /** Names the table (and its scroll region); visually hidden unless showCaption. */
  caption: string;
  showCaption?: boolean;
  /** The current sort, owned by the caller, which usually sends it to the API. */
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  /** Shows skeleton rows and marks the table aria-busy. */
  loading?: boolean;
  skeletonRows?: number;
  /** The spec's empty text for this list, shown when there are no rows and nothing is loading. */
  emptyMessage?: ReactNode;
  emptyHint?: ReactNode;
  emptyAction?: ReactNode;
  /** A CSS height past which the body scrolls under a sticky header (spec §9: "Lists scroll at a 300px height"). */
  maxHeight?: string;
  className?: string;
}

const Scroll = styled.div<{ $maxHeight?: string }>`
  /* Wide tables scroll sideways on a tablet instead of squeezing columns or widening the page. Positioned, so that
     visually hidden text inside cells (absolutely placed) stays within the scroll area rather than widening the page. */
  position: relative;
  overflow-x: auto;
  ${({ $maxHeight }) =>
    $maxHeight
      ? css`
          max-height: ${$maxHeight};
          overflow-y: auto;
        `
      : ''}
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

const Caption = styled.caption<{ $hidden: boolean }>`
  padding: ${({ theme }) => theme.space.md};
  text-align: left;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  ${({ $hidden }) => ($hidden ? visuallyHidden : '')}
`;

const Th = styled.th<{ $align: ColumnAlign; $width?: string }>`
  position: sticky;
  top: 0;
  z-index: 1;
  width: ${({ $width }) => $width};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
`;

const SortButton = styled.button<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => `-${theme.space.xs}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme, $active }) => ($active ? theme.colors.text : 'inherit')};
  font: inherit;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 0;
  }

  svg {
    opacity: ${({ $active }) => ($active ? 1 : 0.5)};
  }
`;

const Td = styled.td<{ $align: ColumnAlign }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
`;

const Tr = styled.tr`
  &:last-child > td {
    border-bottom: 0;
  }
  tbody > &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

function nextSort(current: SortState | null | undefined, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  showCaption = false,
  sort,
  onSortChange,
  loading = false,
  skeletonRows = 5,
  emptyMessage = 'No records to display',
  emptyHint,
  emptyAction,
  maxHeight,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  const empty = !loading && rows.length === 0;

  return (
    <>
      {/* Always in the page, so the change to "Loading…" is announced. */}
      <VisuallyHidden role="status">{loading ? `Loading ${caption}…` : ''}</VisuallyHidden>
      <Scroll
        role="region"
        aria-labelledby={captionId}
        // Focusable so keyboard users can scroll it sideways (a scrollable region must be reachable).
        tabIndex={0}
        $maxHeight={maxHeight}
        className={className}
      >
        <Table aria-busy={loading || undefined}>
          <Caption id={captionId} $hidden={!showCaption}>
            {caption}
          </Caption>
          <thead>
            <Tr>
              {columns.map((column) => {
                const align = column.align ?? 'left';
                const active = sort?.key === column.key;
                const canSort = Boolean(column.sortable && onSortChange);
                return (
                  <Th
                    key={column.key}
                    scope="col"
                    $align={align}
                    $width={column.width}
                    aria-sort={canSort && active && sort ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {canSort ? (
                      <SortButton type="button" $active={active} onClick={() => onSortChange?.(nextSort(sort, column.key))}>
                        {column.header}
                        {active && sort ? (
                          sort.direction === 'asc' ? (
                            <ArrowUpIcon size={14} />
                          ) : (
                            <ArrowDownIcon size={14} />
                          )
                        ) : (
                          <SortIcon size={14} />
                        )}
                      </SortButton>
                    ) : (
                      column.header
                    )}
                  </Th>
                );
              })}
            </Tr>
          </thead>
          <tbody>
            {loading
              ? Array.from({ length: skeletonRows }, (_, i) => (
                  <Tr key={`skeleton-${i}`} aria-hidden="true">
                    {columns.map((column) => (
                      <Td key={column.key} $align={column.align ?? 'left'}>
                        <Skeleton />
                      </Td>
                    ))}
                  </Tr>
                ))
              : rows.map((row, index) => (
                  <Tr key={getRowKey(row, index)}>
                    {columns.map((column) => (
                      <Td key={column.key} $align={column.align ?? 'left'}>
                        {column.render(row, index)}
                      </Td>
                    ))}
                  </Tr>
                ))}
            {empty ? (
              <Tr>
                <Td colSpan={columns.length} $align="center">
                  <EmptyState message={emptyMessage} hint={emptyHint} action={emptyAction} />
                </Td>
              </Tr>
            ) : null}
          </tbody>
        </Table>
      </Scroll>
    </>
  );
}

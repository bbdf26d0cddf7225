import { memo, useCallback, useId, useRef, useState, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { EmptyState } from './empty-state';
import { ArrowDownIcon, ArrowUpIcon, ChevronDownIcon, ChevronRightIcon, SortIcon } from './icons';
import { skeletonPulse } from './skeleton';
import { focusRing, visuallyHidden } from './styles';
import { useFittedColumns } from './use-fitted-columns';
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
  /**
   * 0 (the default): always in the table. 1 or more: when the table is wider than its area (a 1280 px screen with the
   * sidebar, a tablet), the column moves into the row's details, which a button at the start of each row opens; the
   * highest number goes first. Give the status and the actions 0, so they never need a sideways scroll.
   */
  priority?: number;
  /** 'end' keeps the column at the right edge while the rest scrolls under it (when even the essentials do not fit). */
  pin?: 'end';
  /** Keeps the cell's text on one line (dates, times, phone numbers). */
  noWrap?: boolean;
  /**
   * How many lines of text the cell usually takes (a name over an email: 2). The loading placeholder draws as many, so
   * a skeleton row is as tall as the row that replaces it and the rest of the screen does not move. 1 by default.
   */
  lines?: number;
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
  /**
   * Another page, day or sort is on its way while the rows shown stay (placeholder data): they are dimmed and the
   * table is marked busy, so the table keeps its place instead of jumping to a skeleton.
   */
  busy?: boolean;
  /**
   * How many skeleton rows to show while loading: a paged list's page size, so the table is as tall loading as loaded.
   * An unpaged list (which may be short) keeps the default, so the page does not grow and shrink back.
   */
  skeletonRows?: number;
  /** The spec's empty text for this list, shown when there are no rows and nothing is loading. */
  emptyMessage?: ReactNode;
  emptyHint?: ReactNode;
  emptyAction?: ReactNode;
  /** A CSS height past which the body scrolls under a sticky header (spec §9: "Lists scroll at a 300px height"). */
  maxHeight?: string;
  /** Names a row for its details button ('Details of Siriporn'); the row's position otherwise. */
  getRowLabel?: (row: Row, index: number) => string;
  className?: string;
}

const Scroll = styled.div<{ $maxHeight?: string; $busy: boolean }>`
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 120ms ease;
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

/** A pinned column stays at the right edge, over the cells that scroll under it. */
const pinned = css`
  position: sticky;
  right: 0;
  box-shadow: inset 1px 0 0 ${({ theme }) => theme.colors.border};
`;

const Th = styled.th<{ $align: ColumnAlign; $width?: string; $pin?: boolean }>`
  position: sticky;
  top: 0;
  z-index: 1;
  ${({ $pin }) =>
    $pin
      ? css`
          ${pinned}
          z-index: 2;
        `
      : ''}
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

const Td = styled.td<{ $align: ColumnAlign; $pin?: boolean; $noWrap?: boolean }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  text-align: ${({ $align }) => $align};
  vertical-align: middle;
  /* A word longer than the column (a long email) may break, but the table is sized for whole words (unlike 'anywhere',
     'break-word' leaves the minimum width alone): a column that cannot fit its words moves into the details instead. */
  overflow-wrap: break-word;
  ${({ $noWrap }) => ($noWrap ? 'white-space: nowrap;' : '')}
  ${({ $pin, theme }) =>
    $pin
      ? css`
          ${pinned}
          background: ${theme.colors.surface};
        `
      : ''}
`;

const Tr = styled.tr`
  &:last-child > td {
    border-bottom: 0;
  }
  tbody > &:hover,
  tbody > &:hover > td {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  /* A row whose details are open and its details read as one. */
  &[data-expanded] > td {
    border-bottom: 0;
  }
`;

/** A loading row: the row pulses as one (its bars are still), one animation for the compositor instead of one per bar. */
const SkeletonTr = styled(Tr)`
  ${skeletonPulse}
`;

/**
 * One line of a loading cell: the height of a line of text, with a bar as high as the text drawn by CSS (`::before`),
 * not by elements of its own. A page of skeleton rows is a few hundred lines: each element more is one more that the
 * browser creates and styles, and removes again when the rows arrive, in the commit that was a list's longest task
 * (issue 20: on /orders the skeleton had more elements than the rows replacing it).
 */
const PlaceholderLine = styled.span<{ $short: boolean }>`
  display: flex;
  align-items: center;
  height: ${({ theme }) => theme.lineHeights.body}em;

  &::before {
    content: '';
    width: ${({ $short }) => ($short ? '60%' : '100%')};
    height: 0.9em;
    border-radius: 4px;
    background: ${({ theme }) => theme.colors.skeleton};
  }
`;

/** A loading cell: `lines` lines of text, the last of several shorter, as a paragraph's is. */
function CellPlaceholder({ lines = 1 }: { lines?: number }) {
  return (
    <>
      {Array.from({ length: Math.max(1, lines) }, (_, i) => (
        <PlaceholderLine key={i} $short={lines > 1 && i === lines - 1} />
      ))}
    </>
  );
}

const ToggleCell = styled(Td)`
  width: 1%;
  padding-right: 0;
`;

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.controlHeights.sm};
  height: ${({ theme }) => theme.controlHeights.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  ${focusRing}
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  margin: 0;
  padding-left: ${({ theme }) => theme.controlHeights.sm};
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
  }
`;

function nextSort(current: SortState | null | undefined, key: string): SortState {
  if (current?.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: 'asc' };
}

/** A CSS string: a column key or a React id inside an attribute selector. */
function cssString(text: string): string {
  return `"${text.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ')}"`;
}

/**
 * The rules that take the moved columns' cells out of the table (or, when none is moved, the details column). The
 * columns are hidden by these rules rather than left out of the rendering: moving columns out then changes one style
 * element, not every row (issue 20: on a long list, a second render of all its rows and their removed cells kept the
 * page blocked long after the rows arrived). Child combinators keep a table nested in a cell out of reach.
 */
function fittingRules(tableId: string, moved: readonly string[]): string {
  const table = `table[data-fit=${cssString(tableId)}]`;
  const cells = (selector: string) => `${table} > thead > tr > ${selector}, ${table} > tbody > tr > ${selector}`;
  if (moved.length === 0) return `${cells('[data-details]')} { display: none; }`;
  return moved.map((key) => `${cells(`[data-column=${cssString(key)}]`)} { display: none; }`).join('\n');
}

interface DataRowProps<Row> {
  row: Row;
  index: number;
  rowKey: string;
  columns: readonly Column<Row>[];
  /** The moved columns, shown in the details under the row: only while they are open (an empty list otherwise). */
  details: readonly Column<Row>[];
  open: boolean;
  label: string;
  detailsId: string;
  onToggle: (key: string) => void;
}

/**
 * One row with every column's cell, and its details when open. Memoized: moving columns out or opening another row's
 * details does not render the other rows again.
 */
const DataRow = memo(function DataRow<Row>({ row, index, rowKey, columns, details, open, label, detailsId, onToggle }: DataRowProps<Row>) {
  return (
    <>
      <Tr data-expanded={open || undefined}>
        <ToggleCell $align="left" data-details="">
          <ToggleButton
            type="button"
            aria-expanded={open}
            aria-controls={open ? detailsId : undefined}
            aria-label={`Details of ${label}`}
            title={`Details of ${label}`}
            onClick={() => onToggle(rowKey)}
          >
            {open ? <ChevronDownIcon size={16} /> : <ChevronRightIcon size={16} />}
          </ToggleButton>
        </ToggleCell>
        {columns.map((column) => (
          <Td key={column.key} data-column={column.key} $align={column.align ?? 'left'} $pin={column.pin === 'end'} $noWrap={column.noWrap}>
            {/* A moved column's content is in the open details instead: once in the page, as one text and one id. */}
            {details.includes(column) ? null : column.render(row, index)}
          </Td>
        ))}
      </Tr>
      {open ? (
        <Tr id={detailsId}>
          {/* The columns laid out: those left in the row and the details button's (open means some are moved). */}
          <Td colSpan={columns.length - details.length + 1} $align="left">
            <Details>
              {details.map((column) => (
                <div key={column.key}>
                  <dt>{column.header}</dt>
                  <dd>{column.render(row, index)}</dd>
                </div>
              ))}
            </Details>
          </Td>
        </Tr>
      ) : null}
    </>
  );
}) as <Row>(props: DataRowProps<Row>) => ReactNode;

const NO_COLUMNS: readonly never[] = [];

export function DataTable<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  showCaption = false,
  sort,
  onSortChange,
  loading = false,
  busy = false,
  skeletonRows = 5,
  emptyMessage = 'No records to display',
  emptyHint,
  emptyAction,
  maxHeight,
  getRowLabel,
  className,
}: DataTableProps<Row>) {
  const captionId = useId();
  const detailsId = useId();
  const tableId = useId();
  const area = useRef<HTMLDivElement>(null);
  const hidden = useFittedColumns(area, columns);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const empty = !loading && rows.length === 0;
  const moved = columns.filter((column) => hidden.has(column.key));
  // Every column is rendered (the moved ones and, while none is, the details column hidden by fittingRules); a cell
  // spanning the row spans the columns laid out, so the table gains no empty columns past them.
  const span = columns.length - moved.length + (moved.length > 0 ? 1 : 0);

  const toggle = useCallback(
    (key: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );

  return (
    <>
      {/* Always in the page, so the change to "Loading…" is announced. */}
      <VisuallyHidden role="status">{loading ? `Loading ${caption}…` : ''}</VisuallyHidden>
      <Scroll
        ref={area}
        role="region"
        aria-labelledby={captionId}
        // Focusable so keyboard users can scroll it sideways (a scrollable region must be reachable).
        tabIndex={0}
        $maxHeight={maxHeight}
        $busy={busy}
        className={className}
      >
        <style>{fittingRules(tableId, moved.map((column) => column.key))}</style>
        <Table data-fit={tableId} aria-busy={loading || busy || undefined}>
          <Caption id={captionId} $hidden={!showCaption}>
            {caption}
          </Caption>
          <thead>
            <Tr>
              <Th scope="col" $align="left" $width="1%" data-details="">
                <VisuallyHidden>Details</VisuallyHidden>
              </Th>
              {columns.map((column) => {
                const align = column.align ?? 'left';
                const active = sort?.key === column.key;
                const canSort = Boolean(column.sortable && onSortChange);
                return (
                  <Th
                    key={column.key}
                    scope="col"
                    data-column={column.key}
                    $align={align}
                    $width={column.width}
                    $pin={column.pin === 'end'}
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
                  <SkeletonTr key={`skeleton-${i}`} aria-hidden="true">
                    <ToggleCell $align="left" data-details="" />
                    {columns.map((column) => (
                      <Td key={column.key} data-column={column.key} $align={column.align ?? 'left'} $pin={column.pin === 'end'}>
                        <CellPlaceholder lines={column.lines} />
                      </Td>
                    ))}
                  </SkeletonTr>
                ))
              : rows.map((row, index) => {
                  const key = getRowKey(row, index);
                  const open = moved.length > 0 && expanded.has(key);
                  return (
                    <DataRow
                      key={key}
                      row={row}
                      index={index}
                      rowKey={key}
                      columns={columns}
                      details={open ? moved : NO_COLUMNS}
                      open={open}
                      label={getRowLabel?.(row, index) ?? `row ${index + 1}`}
                      detailsId={`${detailsId}-${index}`}
                      onToggle={toggle}
                    />
                  );
                })}
            {empty ? (
              <Tr>
                <Td colSpan={span} $align="center">
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

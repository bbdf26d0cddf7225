import { useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { Checkbox, DataTable, Pager, pageRange, type Column } from '@backoffice/ui';
import type { useOrderImport } from '../hooks/use-order-import';
import type { OrderCsvRow } from '../utils/parse-order-csv';
import { Hint, Step, StepTitle } from './csv-steps';
import { ImportProgress, ImportSummaryView, RowStatus } from './import-progress';

/** The summary takes focus when the import ends; a focus ring around the whole box would say nothing more. */
const SummaryRegion = styled.section`
  &:focus {
    outline: none;
  }
`;

const Cell = styled.span`
  display: block;
  max-width: 240px;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const NoWrap = styled.span`
  white-space: nowrap;
`;

/**
 * Rows the preview shows at once. A file may have thousands: drawing them all again on each progress update would make
 * the dialog the slowest part of the import.
 */
export const PREVIEW_PAGE_SIZE = 100;

export type CsvPreviewStepProps = {
  titleId: string;
  rows: readonly OrderCsvRow[];
  importer: ReturnType<typeof useOrderImport>;
  confirmed: boolean;
  onConfirmedChange: (confirmed: boolean) => void;
  /** The file has problems: it cannot be confirmed. */
  blocked: boolean;
};

/** '3. Check and proceed': the file's rows a page at a time with each one's state, the confirmation, the progress. */
export function CsvPreviewStep({ titleId, rows, importer, confirmed, onConfirmedChange, blocked }: CsvPreviewStepProps) {
  const [page, setPage] = useState(1);
  const summaryRef = useRef<HTMLElement>(null);

  // The summary comes below the file's rows, out of sight on most screens: when the import ends it takes focus, which
  // scrolls it into view and has a screen reader read it.
  useEffect(() => {
    if (importer.summary) summaryRef.current?.focus();
  }, [importer.summary]);

  const columns = useMemo<Column<OrderCsvRow>[]>(
    () => [
      { key: 'row', header: 'Row', align: 'right', render: (row) => row.rowNumber },
      { key: 'id', header: 'id', render: (row) => <NoWrap>{row.values.id}</NoWrap> },
      { key: 'email', header: 'email', render: (row) => row.values.email },
      { key: 'name', header: 'name', render: (row) => <Cell>{row.values.name}</Cell> },
      { key: 'class_name', header: 'class_name', render: (row) => <Cell>{row.values.class_name}</Cell> },
      { key: 'date', header: 'date', render: (row) => <NoWrap>{row.values.date}</NoWrap> },
      { key: 'lessons', header: 'lessons', align: 'right', render: (row) => row.values.lessons },
      { key: 'type', header: 'type', render: (row) => <NoWrap>{row.values.type}</NoWrap> },
      { key: 'remark', header: 'remark', render: (row) => <Cell>{row.values.remark}</Cell> },
      { key: 'status', header: 'Status', render: (row) => <RowStatus state={importer.states.get(row.rowNumber)} /> },
    ],
    [importer.states],
  );

  const shown = pageRange(page, PREVIEW_PAGE_SIZE, rows.length);
  const pageRows = useMemo(() => rows.slice(shown.from - 1, shown.to), [rows, shown.from, shown.to]);

  return (
    <Step aria-labelledby={titleId}>
      <StepTitle id={titleId}>3. Check and proceed</StepTitle>
      {rows.length > PREVIEW_PAGE_SIZE ? (
        <Hint>
          Showing rows {pageRows[0]?.rowNumber} to {pageRows[pageRows.length - 1]?.rowNumber} of the file ({rows.length.toLocaleString('en')}{' '}
          rows after the header, {PREVIEW_PAGE_SIZE} a page). The summary at the end lists every row that failed or was skipped.
        </Hint>
      ) : null}
      <DataTable caption="Rows of the file" columns={columns} rows={pageRows} getRowKey={(row) => String(row.rowNumber)} maxHeight="360px" />
      <Pager page={page} count={rows.length} pageSize={PREVIEW_PAGE_SIZE} onPageChange={setPage} label="Pages of the file" />
      <Checkbox
        label="Confirm and proceed"
        checked={confirmed}
        disabled={importer.phase !== 'ready' || blocked}
        onChange={(event) => onConfirmedChange(event.target.checked)}
      />
      {importer.phase !== 'ready' ? <ImportProgress finished={importer.finished} total={rows.length} /> : null}
      {importer.summary ? (
        <SummaryRegion ref={summaryRef} tabIndex={-1} aria-label="Import finished">
          <ImportSummaryView summary={importer.summary} />
        </SummaryRegion>
      ) : null}
    </Step>
  );
}

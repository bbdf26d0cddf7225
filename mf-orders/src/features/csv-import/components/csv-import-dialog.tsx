import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import styled from 'styled-components';
import { ORDER_CSV_REQUIRED_COLUMNS, centreDay, countOf } from '@backoffice/domain';
import { Alert, Button, Checkbox, DataTable, Dialog, Pager, Stack, pageRange, type Column } from '@backoffice/ui';
import { useOrderImport, type ImportSummary } from '../hooks/use-order-import';
import { downloadText, readFileText } from '../utils/download';
import { fingerprint } from '../utils/fingerprint';
import { formatProblem, parseOrderCsv, type OrderCsvRow, type ParsedOrderCsv } from '../utils/parse-order-csv';
import { buildSampleCsv, buildTemplateCsv } from '../utils/sample-csv';
import { ClassChooserDialog } from './class-chooser-dialog';
import { ImportProgress, ImportSummaryView, RowStatus } from './import-progress';

const Step = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const StepTitle = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Hint = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  max-width: 80ch;
`;

/** Where a file may be dropped as well as chosen; it shows when one is dragged over it. */
const DropZone = styled.div<{ $over: boolean }>`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme, $over }) => ($over ? theme.colors.primary : theme.colors.borderStrong)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $over }) => ($over ? theme.colors.primarySubtle : theme.colors.surface)};
`;

/**
 * The real file input, kept for the keyboard (Tab reaches it, Enter or Space opens the file picker) and for assistive
 * technology, but not drawn: the browser's own control says 'No file chosen' once the file was read (its value is
 * cleared so the same file can be chosen again) or when the file was dropped, so the label beside it shows the file.
 */
const FileInput = styled.input`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  border: 0;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
`;

/** The input's label, drawn as a button: clicking it opens the file picker, the input's focus ring shows on it. */
const ChooseButton = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.controlHeights.md};
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  input:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input:disabled + & {
    color: ${({ theme }) => theme.colors.muted};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    cursor: not-allowed;
  }
`;

const FileName = styled.span<{ $chosen: boolean }>`
  overflow-wrap: anywhere;
  font-weight: ${({ theme, $chosen }) => ($chosen ? theme.fontWeights.medium : theme.fontWeights.regular)};
  color: ${({ theme, $chosen }) => ($chosen ? theme.colors.text : theme.colors.muted)};
`;

/** The summary takes focus when the import ends; a focus ring around the whole box would say nothing more. */
const SummaryRegion = styled.section`
  &:focus {
    outline: none;
  }
`;

const ProblemList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  max-height: 240px;
  overflow-y: auto;
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

const EMPTY_ROWS: readonly OrderCsvRow[] = [];

/**
 * Rows the preview shows at once. A file may have thousands: drawing them all again on each progress update would make
 * the dialog the slowest part of the import.
 */
export const PREVIEW_PAGE_SIZE = 100;

type LoadedFile = { name: string; parsed: ParsedOrderCsv; hash: string };

type CsvImportDialogProps = {
  onOpenChange: (open: boolean) => void;
  /** Called once the last row is done. */
  onFinished: (summary: ImportSummary) => void;
};

/**
 * Add Lessons using CSV (spec §4 CSV import): template and sample, upload, preview with every problem named by row
 * and column, 'Confirm and proceed', then each row in turn with a progress bar and a summary at the end.
 * Loaded on demand with the CSV parser.
 */
export function CsvImportDialog({ onOpenChange, onFinished }: CsvImportDialogProps) {
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [confirmed, setConfirmed] = useState(false);
  const [page, setPage] = useState(1);
  const [dragging, setDragging] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const fileNameId = useId();
  const summaryRef = useRef<HTMLElement>(null);
  const rows = file?.parsed.rows ?? EMPTY_ROWS;
  const importer = useOrderImport(rows, file?.hash ?? null, onFinished);
  const running = importer.phase === 'running';
  const problems = file?.parsed.problems ?? [];

  // The summary comes below the file's rows, out of sight on most screens: when the import ends it takes focus, which
  // scrolls it into view and has a screen reader read it.
  useEffect(() => {
    if (importer.summary) summaryRef.current?.focus();
  }, [importer.summary]);

  const load = async (chosen: File | undefined) => {
    setConfirmed(false);
    setPage(1);
    setReadError(null);
    setFile(null);
    if (!chosen) return;
    setReading(true);
    try {
      const text = await readFileText(chosen);
      const [parsed, hash] = [parseOrderCsv(text), await fingerprint(text)];
      setFile({ name: chosen.name, parsed, hash });
    } catch (error) {
      setReadError(error instanceof Error ? error.message : String(error));
    } finally {
      setReading(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Browsers fire no change for the same file chosen again, which is what fixing a file and choosing it again is.
    event.target.value = '';
    void load(chosen);
  };

  const canDrop = !running && !reading;
  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (!canDrop || !event.dataTransfer.types.includes('Files')) return;
    // Without this the browser opens the dropped file in place of the page.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    setDragging(false);
    if (!canDrop) return;
    event.preventDefault();
    void load(event.dataTransfer.files[0]);
  };

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

  const canProceed = confirmed && importer.phase === 'ready' && rows.length > 0 && problems.length === 0 && !reading;

  return (
    <Dialog
      open
      fullScreen
      onOpenChange={onOpenChange}
      title="Add Lessons using CSV"
      description="Create allocations from a spreadsheet, one row per student and month."
      dismissible={!running}
      footer={
        <>
          {running ? (
            <Button variant="secondary" onClick={importer.stop}>
              Stop after the rows sent
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={running}>
            {importer.phase === 'done' ? 'Close' : 'Cancel'}
          </Button>
          <Button onClick={() => void importer.start()} disabled={!canProceed} loading={running}>
            Proceed
          </Button>
        </>
      }
    >
      <Stack gap="xl">
        <Step aria-labelledby={`${inputId}-template`}>
          <StepTitle id={`${inputId}-template`}>1. Fill in the template</StepTitle>
          <Hint>
            Required columns: {ORDER_CSV_REQUIRED_COLUMNS.join(', ')}. <code>date</code> is YYYY-MM-DD and names the
            month: the row gets the next <code>lessons</code> future lessons of that month. Save as CSV UTF-8; other
            columns are optional, unknown ones are ignored. The sample is filled in with this month and the next, for the
            demo classes.
          </Hint>
          <Stack direction="row" gap="sm">
            <Button variant="secondary" onClick={() => downloadText('order-import-template.csv', buildTemplateCsv())}>
              Download template
            </Button>
            <Button variant="secondary" onClick={() => downloadText('order-import-sample.csv', buildSampleCsv(centreDay()))}>
              Download sample
            </Button>
          </Stack>
        </Step>

        <Step aria-labelledby={`${inputId}-upload`}>
          <StepTitle id={`${inputId}-upload`}>2. Upload the file</StepTitle>
          <DropZone $over={dragging} onDragOver={onDragOver} onDragLeave={() => setDragging(false)} onDrop={onDrop}>
            <FileInput
              id={inputId}
              type="file"
              accept=".csv,text/csv"
              aria-describedby={`${fileNameId} ${hintId}`}
              disabled={running || reading}
              onChange={onFile}
            />
            <ChooseButton htmlFor={inputId}>Choose CSV file</ChooseButton>
            <FileName id={fileNameId} $chosen={Boolean(file)} aria-live="polite">
              {reading ? 'Reading the file…' : file ? `${file.name}: ${countOf(rows.length, 'row')}` : 'No file chosen yet'}
            </FileName>
          </DropZone>
          <Hint id={hintId}>Or drop the file here. Choosing or dropping another file starts again.</Hint>
          {readError ? <Alert tone="error">{readError}</Alert> : null}
          {problems.length > 0 ? (
            <Alert tone="error" title={`The file has ${countOf(problems.length, 'problem')}; fix it and choose it again`}>
              <ProblemList>
                {problems.map((problem, index) => (
                  <li key={index}>{formatProblem(problem)}</li>
                ))}
              </ProblemList>
            </Alert>
          ) : null}
          {file && file.parsed.ignoredColumns.length > 0 ? (
            <Alert tone="info">Ignored columns: {file.parsed.ignoredColumns.join(', ')}</Alert>
          ) : null}
        </Step>

        {file && rows.length > 0 ? (
          <Step aria-labelledby={`${inputId}-preview`}>
            <StepTitle id={`${inputId}-preview`}>3. Check and proceed</StepTitle>
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
              disabled={importer.phase !== 'ready' || problems.length > 0}
              onChange={(event) => setConfirmed(event.target.checked)}
            />
            {importer.phase !== 'ready' ? <ImportProgress finished={importer.finished} total={rows.length} /> : null}
            {importer.summary ? (
              <SummaryRegion ref={summaryRef} tabIndex={-1} aria-label="Import finished">
                <ImportSummaryView summary={importer.summary} />
              </SummaryRegion>
            ) : null}
          </Step>
        ) : null}
      </Stack>
      {importer.choice ? <ClassChooserDialog key={importer.choice.row.rowNumber} request={importer.choice} /> : null}
    </Dialog>
  );
}

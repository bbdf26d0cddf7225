import { useId, useState } from 'react';
import styled from 'styled-components';
import { countOf } from '@backoffice/domain/plural';
import { Alert, Button, Dialog, Stack } from '@backoffice/ui';
import { useOrderImport, type ImportSummary } from '../hooks/use-order-import';
import { readFileText } from '../utils/download';
import { fingerprint } from '../utils/fingerprint';
import { formatProblem, parseOrderCsv, type OrderCsvRow, type ParsedOrderCsv } from '../utils/parse-order-csv';
import { ClassChooserDialog } from './class-chooser-dialog';
import { CsvFileDrop } from './csv-file-drop';
import { CsvPreviewStep } from './csv-preview-step';
import { Hint, Step, StepTitle, TemplateStep } from './csv-steps';

export { PREVIEW_PAGE_SIZE } from './csv-preview-step';

const ProblemList = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.xl};
  max-height: 240px;
  overflow-y: auto;
`;

const EMPTY_ROWS: readonly OrderCsvRow[] = [];

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
  const inputId = useId();
  const hintId = useId();
  const rows = file?.parsed.rows ?? EMPTY_ROWS;
  const importer = useOrderImport(rows, file?.hash ?? null, onFinished);
  const running = importer.phase === 'running';
  const problems = file?.parsed.problems ?? [];

  const load = async (chosen: File | undefined) => {
    setConfirmed(false);
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
        <TemplateStep titleId={`${inputId}-template`} />

        <Step aria-labelledby={`${inputId}-upload`}>
          <StepTitle id={`${inputId}-upload`}>2. Upload the file</StepTitle>
          <CsvFileDrop
            inputId={inputId}
            hintId={hintId}
            status={reading ? 'Reading the file…' : file ? `${file.name}: ${countOf(rows.length, 'row')}` : 'No file chosen yet'}
            chosen={Boolean(file)}
            disabled={running || reading}
            onFile={(chosen) => void load(chosen)}
          />
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
          <CsvPreviewStep
            titleId={`${inputId}-preview`}
            rows={rows}
            importer={importer}
            confirmed={confirmed}
            onConfirmedChange={setConfirmed}
            blocked={problems.length > 0}
          />
        ) : null}
      </Stack>
      {importer.choice ? <ClassChooserDialog key={importer.choice.row.rowNumber} request={importer.choice} /> : null}
    </Dialog>
  );
}

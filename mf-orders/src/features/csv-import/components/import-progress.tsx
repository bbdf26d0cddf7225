import { countOf } from '@backoffice/domain/plural';
import styled from 'styled-components';
import { Alert, Badge, type BadgeTone } from '@backoffice/ui';
import type { ImportSummary, RowState } from '../hooks/use-order-import';

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
`;

// Grows by scaling, set inline: a transform animates on the compositor, while a width transition (and a class per
// width) would lay the page out again on every frame of a long import.
const Fill = styled.div`
  width: 100%;
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transform-origin: left center;
  transition: transform 160ms ease;
`;

const Label = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.muted};
`;

/** The import's progress bar: rows finished out of all rows. */
export function ImportProgress({ finished, total }: { finished: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((finished / total) * 100);
  return (
    <div>
      <Track
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={finished}
        aria-valuetext={`${finished} of ${countOf(total, 'row')}`}
      >
        <Fill style={{ transform: `scaleX(${percent / 100})` }} />
      </Track>
      <Label aria-hidden="true">
        {finished} of {countOf(total, 'row')}
      </Label>
    </div>
  );
}

const LABELS: Record<RowState['status'], { label: string; tone: BadgeTone }> = {
  waiting: { label: 'Waiting', tone: 'neutral' },
  'finding-class': { label: 'Finding the class…', tone: 'info' },
  'choosing-class': { label: 'Choose the class', tone: 'warning' },
  importing: { label: 'Importing…', tone: 'info' },
  created: { label: 'Created', tone: 'success' },
  exists: { label: 'Already imported', tone: 'info' },
  skipped: { label: 'Skipped', tone: 'neutral' },
  failed: { label: 'Failed', tone: 'danger' },
};

const Reason = styled.span`
  display: block;
  margin-top: ${({ theme }) => theme.space.xxs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A row's state in the preview table. */
export function RowStatus({ state }: { state: RowState | undefined }) {
  if (!state) return <span>—</span>;
  const { label, tone } = LABELS[state.status];
  const detail = 'reason' in state ? state.reason : 'className' in state && state.status !== 'importing' ? state.className : null;
  return (
    <span>
      <Badge tone={tone}>{label}</Badge>
      {detail ? <Reason>{detail}</Reason> : null}
    </span>
  );
}

const Counts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.xl}`};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Problems = styled.ul`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding-left: ${({ theme }) => theme.space.xl};
`;

/** When the last row is done: created, already imported, skipped and failed, with each failure's reason. */
export function ImportSummaryView({ summary }: { summary: ImportSummary }) {
  const clean = summary.failed.length === 0 && summary.skipped.length === 0;
  return (
    <Alert tone={summary.failed.length > 0 ? 'error' : clean ? 'success' : 'warning'} title="Import finished">
      <Counts aria-label="Import summary">
        <li>Created: {summary.created}</li>
        <li>Already imported: {summary.exists}</li>
        <li>Skipped: {summary.skipped.length}</li>
        <li>Failed: {summary.failed.length}</li>
      </Counts>
      {summary.failed.length > 0 ? (
        <Problems aria-label="Failed rows">
          {summary.failed.map(({ row, reason }) => (
            <li key={row.rowNumber}>
              Row {row.rowNumber} (id {row.values.id}): {reason}
            </li>
          ))}
        </Problems>
      ) : null}
      {summary.skipped.length > 0 ? (
        <Problems aria-label="Skipped rows">
          {summary.skipped.map(({ row, reason }) => (
            <li key={row.rowNumber}>
              Row {row.rowNumber} (id {row.values.id}) skipped: {reason}
            </li>
          ))}
        </Problems>
      ) : null}
    </Alert>
  );
}

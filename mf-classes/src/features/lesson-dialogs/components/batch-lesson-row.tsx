import styled from 'styled-components';
import { Button, TextField, VisuallyHidden } from '@backoffice/ui';
import type { BatchRow, BatchRowField } from '../utils/batch-rows';

const Row = styled.fieldset<{ $failed: boolean }>`
  /* The fields are laid out by the row's own width (the dialog's left column, or all of it on a tablet held upright),
     not the viewport's. */
  container-type: inline-size;
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  min-width: 0;
`;

/**
 * A date input needs about 140 px and a time input about 130 px to show their whole values ('11/21/2026',
 * '10:00 AM'). One line when there is room for that; else the name (and Remove) above the date and the two times; in
 * a narrow row the date on a line of its own.
 */
const RowFields = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  grid-template-areas:
    'name name remove'
    'date start_time end_time';
  gap: ${({ theme }) => theme.space.sm};
  align-items: start;

  @container (min-width: 660px) {
    grid-template-columns: minmax(140px, 1fr) 150px 130px 130px auto;
    grid-template-areas: 'name date start_time end_time remove';
  }

  @container (max-width: 439px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    grid-template-areas:
      'name name'
      'date date'
      'start_time end_time'
      'remove remove';
  }
`;

const Area = styled.div<{ $area: BatchRowField | 'remove' }>`
  grid-area: ${({ $area }) => $area};
  min-width: 0;
`;

const RemoveArea = styled(Area)`
  align-self: end;
  justify-self: end;

  @container (max-width: 439px) {
    justify-self: start;
  }
`;

const RowLegend = styled.legend`
  padding: 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const RowError = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const FIELDS: ReadonlyArray<{ field: BatchRowField; label: string; type?: 'date' | 'time' }> = [
  { field: 'name', label: 'Name' },
  { field: 'date', label: 'Date', type: 'date' },
  { field: 'start_time', label: 'Start', type: 'time' },
  { field: 'end_time', label: 'End', type: 'time' },
];

export type BatchLessonRowProps = {
  row: BatchRow;
  index: number;
  /** The problem to show under a field, if any (once the user changed it). */
  shown: (field: BatchRowField) => string | undefined;
  onEdit: (field: BatchRowField, value: string) => void;
  /** False for the last row: at least one lesson must remain (people-records §5). */
  removable: boolean;
  onRemove: () => void;
  running: boolean;
};

/** One lesson of Batch Create Lesson: name, date, start and end, Remove, and why the server refused it. */
export function BatchLessonRow({ row, index, shown, onEdit, removable, onRemove, running }: BatchLessonRowProps) {
  return (
    <Row $failed={Boolean(row.error)} disabled={running}>
      <RowLegend>Lesson {index + 1}</RowLegend>
      <RowFields>
        {FIELDS.map(({ field, label, type }) => (
          <Area key={field} $area={field}>
            <TextField
              label={label}
              type={type}
              required
              autoComplete={field === 'name' ? 'off' : undefined}
              value={row[field]}
              error={shown(field)}
              onChange={(event) => onEdit(field, event.target.value)}
            />
          </Area>
        ))}
        <RemoveArea $area="remove">
          <Button variant="ghost" size="sm" disabled={!removable} onClick={onRemove}>
            Remove<VisuallyHidden> lesson {index + 1}</VisuallyHidden>
          </Button>
        </RemoveArea>
        {row.error ? <RowError role="alert">Not saved: {row.error}</RowError> : null}
      </RowFields>
    </Row>
  );
}

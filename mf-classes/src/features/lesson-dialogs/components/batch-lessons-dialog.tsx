import { useState } from 'react';
import styled from 'styled-components';
import { isApiError } from '@backoffice/api-client';
import { HOSTING_PLATFORMS, getCentreTimezone, type HostingPlatform, type LessonCreateInput, type UserRef } from '@backoffice/domain';
import { Button, Checkbox, DateInput, Dialog, Select, Stack, TextField, VisuallyHidden } from '@backoffice/ui';
import { StaffPicker } from '../../../shared/components/staff-picker';
import { createLesson } from '../api/save-lesson';
import {
  addBatchRow,
  batchRowProblems,
  batchRowTimes,
  initialBatchRows,
  isBatchRowReady,
  newRowKey,
  removeBatchRow,
  updateBatchRow,
  type BatchRow,
  type BatchRowField,
} from '../utils/batch-rows';
import { nextClassDay } from '../utils/class-days';
import { DEFAULT_HOSTING_PLATFORM, DEFAULT_HOSTING_TYPE, HOSTING_TYPES, type ClassSchedule } from '../utils/lesson-defaults';
import { Columns, Muted, Pair, Section, SectionTitle } from './lesson-form-layout';

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

type Common = {
  is_active: boolean;
  is_released: boolean;
  hosting_platform: HostingPlatform;
  hosting_type: string;
  tutor: UserRef[];
  ta: UserRef[];
};

export type BatchLessonsDialogProps = {
  classId: string;
  /** Row times come from the class schedule: start_time to end_time. */
  schedule: ClassSchedule;
  /** After a run that saved at least one lesson, with how many. */
  onSaved: (count: number) => void;
  onClose: () => void;
};

const FIELD_LABELS: Record<BatchRowField, string> = { name: 'Name', date: 'Date', start_time: 'Start', end_time: 'End' };

/**
 * Batch Create Lesson (people-records §2, §4, §5, §9), full screen: five rows by default, a week apart, from the class
 * schedule's start time to its end time; every row needs a name; the last row cannot be removed. Saving goes row by row:
 * a saved row leaves the list, a failed one stays with the server's reason and the run goes on; the dialog closes
 * when no row is left. The settings beside the rows apply to every lesson of the batch.
 */
export function BatchLessonsDialog({ classId, schedule, onSaved, onClose }: BatchLessonsDialogProps) {
  const [rows, setRows] = useState<BatchRow[]>(() => initialBatchRows(schedule));
  const [common, setCommon] = useState<Common>({
    is_active: true,
    is_released: true,
    hosting_platform: DEFAULT_HOSTING_PLATFORM,
    hosting_type: DEFAULT_HOSTING_TYPE,
    tutor: [],
    ta: [],
  });
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [progress, setProgress] = useState<{ current: number; total: number } | null>(null);
  const running = progress !== null;
  const unnamed = rows.filter((row) => !row.name.trim()).length;
  const ready = rows.length > 0 && rows.every(isBatchRowReady);

  // A field shows its problem once the user changed it, not when focus merely left it: on the first open the loading
  // dialog hands focus back and forth while the real one replaces it, which blurred the untouched Name field. (Save
  // Lessons stays disabled until every row is ready, so there is no failed save to show problems for.)
  const edit = (key: string, field: BatchRowField, value: string) => {
    setRows((current) => updateBatchRow(current, key, { [field]: value }));
    // The end must be after the start: a new start may make the end wrong, so it shows the end's problem too.
    const shown = field === 'start_time' ? [field, 'end_time'] : [field];
    setTouched((current) => new Set([...current, ...shown.map((f) => `${key}.${f}`)]));
  };

  const run = async () => {
    const queue = rows;
    let saved = 0;
    for (const [i, row] of queue.entries()) {
      setProgress({ current: i + 1, total: queue.length });
      const times = batchRowTimes(row);
      if (!times) continue;
      const payload: LessonCreateInput = {
        class: classId,
        name: row.name.trim(),
        ...times,
        is_active: common.is_active,
        is_released: common.is_released,
        hosting_platform: common.hosting_platform,
        hosting_type: common.hosting_type,
        tutor: common.tutor.map((user) => user._id),
        ta: common.ta.map((user) => user._id),
      };
      try {
        await createLesson(payload);
        saved += 1;
        // A saved lesson leaves the list at once, whatever the count: removal is refused at one only for the user.
        setRows((current) => current.filter((r) => r.key !== row.key));
      } catch (error) {
        const message = isApiError(error) ? error.entries.map((entry) => entry.message).join('; ') : String(error);
        setRows((current) => current.map((r) => (r.key === row.key ? { ...r, error: message } : r)));
      }
    }
    setProgress(null);
    if (saved > 0) onSaved(saved);
    if (saved === queue.length) onClose();
  };

  return (
    <Dialog
      open
      fullScreen
      title="Batch Create Lesson"
      description={`Times are centre time (${getCentreTimezone()}).`}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      dismissible={!running}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={running}>
            Cancel
          </Button>
          <Button onClick={() => void run()} disabled={!ready} loading={running}>
            Save Lessons
          </Button>
        </>
      }
    >
      <Columns>
        <Section>
          <SectionTitle>Lessons</SectionTitle>
          <Muted role="status">
            {progress
              ? `Saving lesson ${progress.current} of ${progress.total}…`
              : unnamed > 0
                ? `Every lesson needs a name: ${unnamed} of ${rows.length} still ${unnamed === 1 ? 'has' : 'have'} none.`
                : `${rows.length} ${rows.length === 1 ? 'lesson' : 'lessons'} to save.`}
          </Muted>
          {rows.map((row, index) => {
            const problems = batchRowProblems(row);
            const shown = (field: BatchRowField) => (touched.has(`${row.key}.${field}`) ? problems[field] : undefined);
            return (
              <Row key={row.key} $failed={Boolean(row.error)} disabled={running}>
                <RowLegend>Lesson {index + 1}</RowLegend>
                <RowFields>
                  <Area $area="name">
                    <TextField
                      label={FIELD_LABELS.name}
                      required
                      autoComplete="off"
                      value={row.name}
                      error={shown('name')}
                      onChange={(event) => edit(row.key, 'name', event.target.value)}
                    />
                  </Area>
                  <Area $area="date">
                    <DateInput
                      label={FIELD_LABELS.date}
                      required
                      value={row.date}
                      error={shown('date')}
                      onChange={(event) => edit(row.key, 'date', event.target.value)}
                    />
                  </Area>
                  <Area $area="start_time">
                    <TextField
                      label={FIELD_LABELS.start_time}
                      type="time"
                      required
                      value={row.start_time}
                      error={shown('start_time')}
                      onChange={(event) => edit(row.key, 'start_time', event.target.value)}
                    />
                  </Area>
                  <Area $area="end_time">
                    <TextField
                      label={FIELD_LABELS.end_time}
                      type="time"
                      required
                      value={row.end_time}
                      error={shown('end_time')}
                      onChange={(event) => edit(row.key, 'end_time', event.target.value)}
                    />
                  </Area>
                  <RemoveArea $area="remove">
                    <Button
                      variant="ghost"
                      size="sm"
                      // At least one lesson must remain (people-records §5).
                      disabled={rows.length <= 1}
                      onClick={() => setRows((current) => removeBatchRow(current, row.key))}
                    >
                      Remove<VisuallyHidden> lesson {index + 1}</VisuallyHidden>
                    </Button>
                  </RemoveArea>
                  {row.error ? <RowError role="alert">Not saved: {row.error}</RowError> : null}
                </RowFields>
              </Row>
            );
          })}
          <div>
            <Button
              variant="secondary"
              disabled={running}
              onClick={() => setRows((current) => addBatchRow(current, newRowKey, nextClassDay(schedule.date_of_week)))}
            >
              Add a lesson
            </Button>
          </div>
        </Section>

        <Stack gap="xl">
          <Section disabled={running}>
            <SectionTitle>For every lesson</SectionTitle>
            <Checkbox
              label="Active"
              checked={common.is_active}
              onChange={(event) => setCommon((c) => ({ ...c, is_active: event.target.checked }))}
            />
            <Checkbox
              label="Released"
              checked={common.is_released}
              onChange={(event) => setCommon((c) => ({ ...c, is_released: event.target.checked }))}
            />
            <Pair>
              <Select
                label="Hosting platform"
                value={common.hosting_platform}
                options={HOSTING_PLATFORMS.map((value) => ({ value, label: value }))}
                onChange={(event) => setCommon((c) => ({ ...c, hosting_platform: event.target.value as HostingPlatform }))}
              />
              <Select
                label="Type"
                value={common.hosting_type}
                options={HOSTING_TYPES.map((value) => ({ value, label: value }))}
                onChange={(event) => setCommon((c) => ({ ...c, hosting_type: event.target.value }))}
              />
            </Pair>
          </Section>
          <StaffPicker
            type="Tutor"
            label="Tutors"
            layout="boxed"
            value={common.tutor}
            disabled={running}
            onChange={(tutor) => setCommon((c) => ({ ...c, tutor }))}
          />
          <StaffPicker type="TA" label="TAs" layout="boxed" value={common.ta} disabled={running} onChange={(ta) => setCommon((c) => ({ ...c, ta }))} />
        </Stack>
      </Columns>
    </Dialog>
  );
}

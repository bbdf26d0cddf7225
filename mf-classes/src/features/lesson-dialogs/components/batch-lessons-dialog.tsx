import { useState } from 'react';
import { isApiError } from '@backoffice/api-client';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import type { LessonCreateInput } from '@backoffice/domain/classes';
import { Button, Dialog, DialogActions, FormSection } from '@backoffice/ui';
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
import { defaultLessonSettings, type ClassSchedule, type LessonSettings } from '../utils/lesson-defaults';
import { BatchLessonRow } from './batch-lesson-row';
import { BatchSettingsFields } from './batch-settings-fields';
import { Columns, Muted } from './lesson-form-layout';

export type BatchLessonsDialogProps = {
  classId: string;
  /** Row times come from the class schedule: start_time to end_time. */
  schedule: ClassSchedule;
  /** After a run that saved at least one lesson, with how many. */
  onSaved: (count: number) => void;
  onClose: () => void;
};


/**
 * Batch Create Lesson (people-records §2, §4, §5, §9), full screen: five rows by default, a week apart, from the class
 * schedule's start time to its end time; every row needs a name; the last row cannot be removed. Saving goes row by row:
 * a saved row leaves the list, a failed one stays with the server's reason and the run goes on; the dialog closes
 * when no row is left. The settings beside the rows apply to every lesson of the batch.
 */
export function BatchLessonsDialog({ classId, schedule, onSaved, onClose }: BatchLessonsDialogProps) {
  const [rows, setRows] = useState<BatchRow[]>(() => initialBatchRows(schedule));
  const [common, setCommon] = useState<LessonSettings>(defaultLessonSettings);
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
        ...common,
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
        <DialogActions
          onCancel={onClose}
          submitLabel="Save Lessons"
          onSubmit={() => void run()}
          submitDisabled={!ready}
          busy={running}
        />
      }
    >
      <Columns>
        <FormSection legend="Lessons">
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
              <BatchLessonRow
                key={row.key}
                row={row}
                index={index}
                shown={shown}
                onEdit={(field, value) => edit(row.key, field, value)}
                removable={rows.length > 1}
                onRemove={() => setRows((current) => removeBatchRow(current, row.key))}
                running={running}
              />
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
        </FormSection>

        <BatchSettingsFields settings={common} onChange={(next) => setCommon((c) => ({ ...c, ...next }))} disabled={running} />
      </Columns>
    </Dialog>
  );
}

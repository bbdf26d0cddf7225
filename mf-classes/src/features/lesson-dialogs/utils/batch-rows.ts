import {
  BATCH_DEFAULT_COUNT,
  BATCH_INTERVAL_DAYS,
  CLASS_MESSAGES,
  LESSON_TEXT,
  timeOfDaySchema,
} from '@backoffice/domain/classes';
import { getCentreTimezone } from '@backoffice/domain/centre-timezone';
import { addDays, centreInstant, minutesFromTo, nextClassDay } from './class-days';
import type { ClassSchedule } from './lesson-defaults';

/** One lesson of a batch: its name and when it is, in centre time; `error` is what the server said when saving it failed. */
export type BatchRow = {
  key: string;
  name: string;
  /** 'YYYY-MM-DD' */
  date: string;
  /** 'HH:mm' */
  start_time: string;
  /** 'HH:mm' */
  end_time: string;
  error: string | null;
};

export type BatchRowField = 'name' | 'date' | 'start_time' | 'end_time';
export type BatchRowProblems = Partial<Record<BatchRowField, string>>;

export const BATCH_MESSAGES = {
  dateInvalid: 'Enter the date',
  endNotAfterStart: 'The end must be after the start',
} as const;

let lastKey = 0;
/** Row keys for React and for finding a row again after others were removed. */
export function newRowKey(): string {
  lastKey += 1;
  return `row-${lastKey}`;
}

const validTime = (time: string) => (timeOfDaySchema.safeParse(time).success ? time : '');

/**
 * The rows a Batch Create opens with (people-records §4, §9): five, the first on the class's next day, each a week after
 * the previous, from the schedule's start time to its end time (schedule.end_time), names left for the user.
 */
export function initialBatchRows(
  schedule: ClassSchedule,
  { now = new Date(), zone = getCentreTimezone(), count = BATCH_DEFAULT_COUNT, key = newRowKey } = {},
): BatchRow[] {
  const first = nextClassDay(schedule.date_of_week, now, zone);
  return Array.from({ length: Math.max(1, count) }, (_, i) => ({
    key: key(),
    name: '',
    date: addDays(first, i * BATCH_INTERVAL_DAYS),
    start_time: validTime(schedule.start_time),
    end_time: validTime(schedule.end_time),
    error: null,
  }));
}

/** One more row, a week after the last one and at the same times (today's date if the last has none). */
export function addBatchRow(rows: readonly BatchRow[], key: () => string = newRowKey, today = ''): BatchRow[] {
  const last = rows[rows.length - 1];
  const date = last && centreInstant(last.date, '00:00') ? addDays(last.date, BATCH_INTERVAL_DAYS) : today;
  return [...rows, { key: key(), name: '', date, start_time: last?.start_time ?? '', end_time: last?.end_time ?? '', error: null }];
}

/** Removes a row, except the last one left: at least one lesson must remain (people-records §5). */
export function removeBatchRow(rows: readonly BatchRow[], key: string): BatchRow[] {
  if (rows.length <= 1) return [...rows];
  return rows.filter((row) => row.key !== key);
}

/** Changes some fields of a row; an edit clears the error the last save left on it. */
export function updateBatchRow(rows: readonly BatchRow[], key: string, patch: Partial<Omit<BatchRow, 'key'>>): BatchRow[] {
  return rows.map((row) => (row.key === key ? { ...row, error: null, ...patch } : row));
}

/**
 * What keeps a row from being saved: each row needs a name (people-records §5) the contract takes (so not too long), a
 * date and a start before its end.
 */
export function batchRowProblems(row: BatchRow): BatchRowProblems {
  const problems: BatchRowProblems = {};
  const name = LESSON_TEXT.name.safeParse(row.name);
  if (!name.success) problems.name = name.error.issues[0]?.message;
  if (!centreInstant(row.date, '00:00')) problems.date = BATCH_MESSAGES.dateInvalid;
  if (!timeOfDaySchema.safeParse(row.start_time).success) problems.start_time = CLASS_MESSAGES.timeInvalid;
  if (!timeOfDaySchema.safeParse(row.end_time).success) problems.end_time = CLASS_MESSAGES.timeInvalid;
  else if (!problems.start_time && (minutesFromTo(row.start_time, row.end_time) ?? 0) <= 0) {
    problems.end_time = BATCH_MESSAGES.endNotAfterStart;
  }
  return problems;
}

export function isBatchRowReady(row: BatchRow): boolean {
  return Object.keys(batchRowProblems(row)).length === 0;
}

/** A ready row's scheduled_on and ended_on (ISO, read in centre time); null when the row is not ready. */
export function batchRowTimes(row: BatchRow, zone = getCentreTimezone()): { scheduled_on: string; ended_on: string } | null {
  if (!isBatchRowReady(row)) return null;
  const scheduledOn = centreInstant(row.date, row.start_time, zone);
  const endedOn = centreInstant(row.date, row.end_time, zone);
  return scheduledOn && endedOn ? { scheduled_on: scheduledOn, ended_on: endedOn } : null;
}

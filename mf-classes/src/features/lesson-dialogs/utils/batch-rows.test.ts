import { A_SATURDAY, IELTS } from '../../../test/factories';
import {
  addBatchRow,
  batchRowProblems,
  batchRowTimes,
  initialBatchRows,
  isBatchRowReady,
  removeBatchRow,
  updateBatchRow,
  type BatchRow,
} from './batch-rows';

// Mondays 16:30–18:00, seen on a Saturday.
const { schedule } = IELTS;
const now = A_SATURDAY;
let n = 0;
const key = () => `k${++n}`;

describe('initialBatchRows', () => {
  const rows = initialBatchRows(schedule, { now, key });

  it('has five rows a week apart from the next class day, with the schedule times and no names', () => {
    expect(rows.map((row) => row.date)).toEqual(['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21']);
    for (const row of rows) expect(row).toMatchObject({ name: '', start_time: '16:30', end_time: '18:00', error: null });
    expect(new Set(rows.map((row) => row.key)).size).toBe(5);
  });

  it('takes its end time from the schedule', () => {
    expect(initialBatchRows({ ...schedule, end_time: '19:15' }, { now, key }).every((row) => row.end_time === '19:15')).toBe(true);
  });

  it('leaves out schedule times that are not times, for the user to fill', () => {
    expect(initialBatchRows({ ...schedule, end_time: 'late' }, { now, key })[0]).toMatchObject({ start_time: '16:30', end_time: '' });
  });
});

describe('adding and removing rows', () => {
  const rows = initialBatchRows(schedule, { now, key, count: 2 });

  it('adds a row a week after the last, at its times', () => {
    const more = addBatchRow(rows, key);
    expect(more).toHaveLength(3);
    expect(more[2]).toMatchObject({ date: '2026-12-07', start_time: '16:30', end_time: '18:00', name: '' });
  });

  it('removes the row asked for', () => {
    expect(removeBatchRow(rows, rows[0]!.key).map((row) => row.key)).toEqual([rows[1]!.key]);
  });

  it('ignores the removal of the last row left', () => {
    const one = removeBatchRow(rows, rows[0]!.key);
    expect(removeBatchRow(one, one[0]!.key)).toEqual(one);
  });

  it('clears a row error when the row is edited', () => {
    const failed = rows.map((row, i) => (i === 0 ? { ...row, error: 'Server said no' } : row));
    expect(updateBatchRow(failed, rows[0]!.key, { name: 'Again' })[0]).toMatchObject({ name: 'Again', error: null });
  });
});

describe('a row', () => {
  const row: BatchRow = { key: 'r', name: 'Essay', date: '2026-12-07', start_time: '16:30', end_time: '18:00', error: null };

  it('needs a name', () => {
    expect(batchRowProblems({ ...row, name: '  ' })).toEqual({ name: 'Enter the lesson name' });
    expect(batchRowProblems({ ...row, name: 'x'.repeat(256) })).toEqual({ name: 'Lesson name must be at most 255 characters' });
    expect(batchRowProblems({ ...row, name: 'x'.repeat(255) })).toEqual({});
    expect(isBatchRowReady({ ...row, name: '' })).toBe(false);
    expect(isBatchRowReady(row)).toBe(true);
  });

  it('needs a date and times, the end after the start', () => {
    expect(batchRowProblems({ ...row, date: '' })).toEqual({ date: 'Enter the date' });
    expect(batchRowProblems({ ...row, start_time: '' })).toEqual({ start_time: 'Enter a time as HH:mm' });
    expect(batchRowProblems({ ...row, end_time: '16:30' })).toEqual({ end_time: 'The end must be after the start' });
  });

  it('is sent as ISO instants read in centre time', () => {
    expect(batchRowTimes(row)).toEqual({ scheduled_on: '2026-12-07T09:30:00.000Z', ended_on: '2026-12-07T11:00:00.000Z' });
    expect(batchRowTimes({ ...row, name: '' })).toBeNull();
  });
});

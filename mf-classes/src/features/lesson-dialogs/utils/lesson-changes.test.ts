import { TUTORS } from '../../../test/factories';
import { announceableChanges } from './lesson-changes';

const before = { scheduled_on: '2025-02-03T09:30:00.000Z', ended_on: '2025-02-03T11:00:00.000Z', tutor: [TUTORS[0]!] };

describe('announceableChanges', () => {
  it('is empty when the start, the length and the tutors stayed', () => {
    expect(announceableChanges(before, { ...before, tutor: [{ ...TUTORS[0]! }] })).toEqual([]);
  });

  it('lists a moved start, in the lesson date format', () => {
    expect(
      announceableChanges(before, { ...before, scheduled_on: '2025-02-10T09:30:00.000Z', ended_on: '2025-02-10T11:00:00.000Z' }),
    ).toEqual([{ field: 'start', label: 'Start', from: 'Monday, 3rd Feb 2025, 4:30pm', to: 'Monday, 10th Feb 2025, 4:30pm' }]);
  });

  it('lists a new length as a duration change only', () => {
    expect(announceableChanges(before, { ...before, ended_on: '2025-02-03T11:30:00.000Z' })).toEqual([
      { field: 'duration', label: 'Duration', from: '1 h 30 min', to: '2 h' },
    ]);
  });

  it('lists other tutors, and no tutor as None', () => {
    expect(announceableChanges(before, { ...before, tutor: [TUTORS[1]!, TUTORS[0]!] })).toEqual([
      { field: 'tutor', label: 'Tutor', from: 'Somchai Tutor', to: 'Malee Tutor, Somchai Tutor' },
    ]);
    expect(announceableChanges(before, { ...before, tutor: [] })).toEqual([
      { field: 'tutor', label: 'Tutor', from: 'Somchai Tutor', to: 'None' },
    ]);
  });

  it('does not count the same tutors in another order as a change', () => {
    const two = { ...before, tutor: [TUTORS[0]!, TUTORS[1]!] };
    expect(announceableChanges(two, { ...two, tutor: [TUTORS[1]!, TUTORS[0]!] })).toEqual([]);
  });
});

import { describe, expect, it } from '@jest/globals';
import { coverSelection, selectionBounds, sortLessons, toggleLesson, type ClassLesson } from './lesson-selection';

const lessons: ClassLesson[] = ['a', 'b', 'c', 'd', 'e'].map((id, i) => ({
  _id: id,
  name: `Lesson ${id}`,
  scheduled_on: `2026-12-0${i + 1}T02:00:00.000Z`,
  ended_on: `2026-12-0${i + 1}T04:00:00.000Z`,
}));

describe('lesson selection: everything from the earliest to the latest chosen', () => {
  it('fills the lessons between two ticked ones', () => {
    expect(toggleLesson(lessons, ['b'], 'd')).toEqual(['b', 'c', 'd']);
    expect(toggleLesson(lessons, ['d'], 'a')).toEqual(['a', 'b', 'c', 'd']);
    expect(coverSelection(lessons, ['e', 'a'])).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('ticks a single lesson alone and keeps a selection without holes when one inside is ticked', () => {
    expect(toggleLesson(lessons, [], 'c')).toEqual(['c']);
    expect(toggleLesson(lessons, ['a', 'b', 'c', 'd'], 'e')).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('unticking the earliest drops it; unticking a later one ends the range before it', () => {
    expect(toggleLesson(lessons, ['b', 'c', 'd'], 'b')).toEqual(['c', 'd']);
    expect(toggleLesson(lessons, ['b', 'c', 'd'], 'd')).toEqual(['b', 'c']);
    expect(toggleLesson(lessons, ['a', 'b', 'c', 'd', 'e'], 'c')).toEqual(['a', 'b']);
    expect(toggleLesson(lessons, ['c'], 'c')).toEqual([]);
  });

  it('ignores ids that are not listed (the date range moved) and unknown toggles', () => {
    expect(coverSelection(lessons, ['x', 'b', 'c'])).toEqual(['b', 'c']);
    expect(toggleLesson(lessons, ['b'], 'zz')).toEqual(['b']);
  });

  it('gives the order its start_date and end_date from the earliest and latest lesson', () => {
    expect(selectionBounds(lessons, ['d', 'b'])).toEqual({
      start_date: '2026-12-02T02:00:00.000Z',
      end_date: '2026-12-04T02:00:00.000Z',
    });
    expect(selectionBounds(lessons, [])).toBeNull();
  });

  it('sorts lessons by their start', () => {
    expect(sortLessons([lessons[3]!, lessons[0]!, lessons[2]!]).map((l) => l._id)).toEqual(['a', 'c', 'd']);
  });
});

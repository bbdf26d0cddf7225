import { pollOf } from '../../../test/factories';
import { correctForChoice, pollFormDefaults, pollFormFieldFor, removeAnswer, toggleCorrect } from './poll-form';

describe('poll question form', () => {
  it("starts a new question with the default name, single choice, two empty answers and none correct", () => {
    expect(pollFormDefaults(undefined, 'Question 4')).toEqual({
      name: 'Question 4',
      question: '',
      choice_type: 'single',
      option: ['', ''],
      answer_index: [],
    });
  });

  it('opens a stored question with its type in either spelling and at least two boxes', () => {
    const stored = pollOf(2, { choice_type: 'Multiple Choice', option: [{ label: 'A', content: 'Only one' }], answer_index: [0, 5] });
    expect(pollFormDefaults(stored, 'Question 9')).toEqual({
      name: 'Question 2',
      question: 'Question text 2?',
      choice_type: 'multiple',
      option: ['Only one', ''],
      answer_index: [0],
    });
  });

  it('ticks one correct answer for a single choice question, any number for a multiple choice one', () => {
    expect(toggleCorrect([0], 2, true, 'single')).toEqual([2]);
    expect(toggleCorrect([2], 2, false, 'single')).toEqual([]);
    expect(toggleCorrect([2], 0, true, 'multiple')).toEqual([0, 2]);
    expect(toggleCorrect([0, 2], 2, false, 'multiple')).toEqual([0]);
    expect(correctForChoice([3, 1], 'single')).toEqual([1]);
    expect(correctForChoice([3, 1], 'multiple')).toEqual([3, 1]);
  });

  it('moves the ticks up with the boxes after a removed one', () => {
    expect(removeAnswer({ option: ['a', 'b', 'c', 'd'], answer_index: [0, 2, 3] }, 2)).toEqual({ option: ['a', 'b', 'd'], answer_index: [0, 2] });
  });

  it("places a server error under the field it names, 'option.3' under the answers", () => {
    expect(pollFormFieldFor('name')).toBe('name');
    expect(pollFormFieldFor('option.3')).toBe('option');
    expect(pollFormFieldFor('lesson')).toBeNull();
    expect(pollFormFieldFor(undefined)).toBeNull();
  });
});

import { pollOf } from '../../../test/factories';
import { alternateHostsOf, correctAnswers, pollTypeLabel, sortedPolls } from './zoom-facts';

describe('Zoom detail facts', () => {
  it('lists the alternate hosts, separated by commas or semicolons', () => {
    expect(alternateHostsOf('a@x.test, b@x.test;c@x.test ;; ')).toEqual(['a@x.test', 'b@x.test', 'c@x.test']);
    expect(alternateHostsOf('')).toEqual([]);
    expect(alternateHostsOf(undefined)).toEqual([]);
  });

  it('reads the question type in both spellings of the data', () => {
    expect(pollTypeLabel({ choice_type: 'single' })).toBe('Single choice');
    expect(pollTypeLabel({ choice_type: 'Single Choice' })).toBe('Single choice');
    expect(pollTypeLabel({ choice_type: 'multiple' })).toBe('Multiple choice');
    expect(pollTypeLabel({ choice_type: 'Multiple Choice' })).toBe('Multiple choice');
  });

  it("shows the correct answers' text, from answer_index, else the stored answers", () => {
    expect(correctAnswers(pollOf(1, { answer_index: [0, 2] }))).toEqual(['A. Paris', 'C. Rome']);
    expect(correctAnswers({ option: [], answer_index: [1], answer: ['London'] })).toEqual(['London']);
    expect(correctAnswers({ option: pollOf(1).option, answer_index: [], answer: [] })).toEqual([]);
  });

  it('puts the questions in question_index order', () => {
    expect(sortedPolls([pollOf(3), pollOf(1), pollOf(2)]).map((poll) => poll.name)).toEqual(['Question 1', 'Question 2', 'Question 3']);
  });
});

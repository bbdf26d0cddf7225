import { setCentreTimezone } from '@backoffice/domain/centre-timezone';
import {
  commentVisibility,
  engagementCell,
  formatStamp,
  homeworkText,
  missingParts,
  noReportsOn,
  punctualityText,
} from './report-cells';

const scores = (...values: string[]) => ({
  engagementParticipation: values[0]!,
  engagementDistracted: values[1]!,
  engagementTiredBored: values[2]!,
  engagementMotivate: values[3]!,
  engagementAskQuestions: values[4]!,
});

describe("the Student tab's words for a report", () => {
  beforeAll(() => setCentreTimezone('Asia/Bangkok'));

  it("says the spec's empty text with the day as DD-MM-YYYY", () => {
    expect(noReportsOn('2026-11-26')).toBe('No student lesson reported on this date (26-11-2026)');
  });

  it('writes punctuality and homework submission, and unreported values as such', () => {
    expect(['n', 'y', '---', undefined].map(punctualityText)).toEqual(['On time', 'Late', 'Not reported', 'Not reported']);
    expect(['1', '2', '3', '---'].map(homeworkText)).toEqual(['On time', 'Late', 'Not submitted', 'Not reported']);
  });

  it("shows engagement as the lesson's rounded mean score, with the flagged table's words and its colour", () => {
    expect(engagementCell({ engagement: scores('1', '1', '2', '1', '1') })).toEqual({ text: '17% Bad', band: 'red' });
    expect(engagementCell({ engagement: scores('2', '2', '2', '2', '2') })).toEqual({ text: '33% Not good', band: 'red' });
    expect(engagementCell({ engagement: scores('3', '3', '3', '3', '3') })).toEqual({ text: '50% Can be better', band: 'amber' });
    expect(engagementCell({ engagement: scores('5', '5', '6', '5', '5') })).toEqual({ text: '83%', band: 'green' });
    expect(engagementCell({ engagement: scores('---', '---', '---', '---', '---') })).toEqual({ text: 'Not reported', band: null });
    expect(engagementCell({})).toEqual({ text: 'Not reported', band: null });
  });

  it("gives the comment's visibility warning (people-records §6)", () => {
    expect(commentVisibility({ studentView: true, parentView: true })).toBe('Student and parent can see this comment!');
    expect(commentVisibility({ studentView: true, parentView: false })).toBe('Student can see this comment!');
    expect(commentVisibility({ studentView: false, parentView: true })).toBe('Parent can see this comment!');
    expect(commentVisibility({})).toBe('Only you can see this comment');
    expect(commentVisibility(undefined)).toBe('Only you can see this comment');
  });

  it("names the parts of a report the teacher left out, for 'No Teacher Report'", () => {
    expect(missingParts({})).toEqual(['Comment', 'Engagement', 'Punctuality', 'Homework']);
    expect(
      missingParts({ comment: { comment: 'Fine' }, engagement: scores('4', '---', '5', '5', '5'), punctuality: 'n', homework: { homeworkSubmission: '---' } }),
    ).toEqual(['Homework']);
  });

  it("writes an instant in the centre's time zone as DD-MM-YYYY h:mm A", () => {
    expect(formatStamp('2026-11-25T17:30:00.000Z')).toBe('26-11-2026 12:30 AM');
    expect(formatStamp(undefined)).toBe('—');
  });
});

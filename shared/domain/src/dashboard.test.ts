import type { LessonMeta } from './records';
import {
  dashboardTabsFor,
  defaultDashboardTab,
  engagementLabel,
  isActioned,
  lacksTeacherReport,
  lessonScore,
  needsAction,
  percentBand,
  scoreBand,
  scorePercent,
} from './dashboard';

const engagement = (...scores: Array<number | string>) => ({
  engagementParticipation: String(scores[0]),
  engagementDistracted: String(scores[1]),
  engagementTiredBored: String(scores[2]),
  engagementMotivate: String(scores[3]),
  engagementAskQuestions: String(scores[4]),
});

/** A full report that trips no flag. */
const fine: LessonMeta = {
  punctuality: 'n',
  homework: { homeworkSubmission: '1' },
  engagement: engagement(4, 5, 6, 4, 5),
  comment: { comment: '' },
  checked: 'n',
};

describe('the dashboard tabs (back-office §2, §6)', () => {
  it.each([
    ['SuperAdmin', ['consultation', 'renew', 'student'], 'consultation'],
    ['SalesAdmin', ['renew'], 'renew'],
    ['CustService', ['student'], 'student'],
    // The spec is silent on DataAdmin: it sees Renew and Student and opens on Student.
    ['DataAdmin', ['renew', 'student'], 'student'],
    ['Agent', [], undefined],
  ] as const)('%s sees %j and opens on %s', (role, tabs, initial) => {
    expect(dashboardTabsFor(role)).toEqual(tabs);
    expect(defaultDashboardTab(role)).toBe(initial);
  });
});

describe("'No actions taken' (back-office §5)", () => {
  it('leaves out a report that trips no rule', () => {
    expect(needsAction(fine, { withComments: true })).toBe(false);
  });

  it('takes a lesson whose five engagement scores are all 3 or lower, not one with a single 4', () => {
    expect(needsAction({ ...fine, engagement: engagement(3, 3, 2, 1, 3) }, { withComments: false })).toBe(true);
    expect(needsAction({ ...fine, engagement: engagement(3, 3, 2, 1, 4) }, { withComments: false })).toBe(false);
  });

  it('does not read unreported engagement as low', () => {
    expect(needsAction({ ...fine, engagement: engagement('---', '---', '---', '---', '---') }, { withComments: false })).toBe(false);
    expect(needsAction({ ...fine, engagement: undefined }, { withComments: false })).toBe(false);
  });

  it('takes a late student, and homework submitted late or not at all', () => {
    expect(needsAction({ ...fine, punctuality: 'y' }, { withComments: false })).toBe(true);
    expect(needsAction({ ...fine, homework: { homeworkSubmission: '2' } }, { withComments: false })).toBe(true);
    expect(needsAction({ ...fine, homework: { homeworkSubmission: '3' } }, { withComments: false })).toBe(true);
    expect(needsAction({ ...fine, homework: { homeworkSubmission: '---' } }, { withComments: false })).toBe(false);
  });

  it("takes a lesson with a comment for a SuperAdmin only; '---' and blanks are no comment", () => {
    const commented = { ...fine, comment: { comment: 'Quiet today.' } };
    expect(needsAction(commented, { withComments: true })).toBe(true);
    expect(needsAction(commented, { withComments: false })).toBe(false);
    expect(needsAction({ ...fine, comment: { comment: '---' } }, { withComments: true })).toBe(false);
    expect(needsAction({ ...fine, comment: { comment: '   ' } }, { withComments: true })).toBe(false);
  });

  it("counts 'n', empty and absent as not actioned", () => {
    expect(isActioned({ checked: 'y' })).toBe(true);
    for (const checked of ['n', '', undefined]) expect(isActioned({ checked })).toBe(false);
  });
});

describe("'No Teacher Report' (back-office §5)", () => {
  it('leaves out a complete report', () => {
    expect(lacksTeacherReport({ ...fine, comment: { comment: 'Good.' } })).toBe(false);
  });

  it.each([
    ['a comment of ---', { comment: { comment: '---' } }],
    ['no comment at all', { comment: undefined }],
    ['all five engagement values ---', { engagement: engagement('---', '---', '---', '---', '---') }],
    ['punctuality ---', { punctuality: '---' as const }],
    ['homework submission ---', { homework: { homeworkSubmission: '---' as const } }],
  ])('takes a report with %s', (_, change) => {
    expect(lacksTeacherReport({ ...fine, comment: { comment: 'Good.' }, ...change })).toBe(true);
  });

  it('does not take a report with only some engagement values missing', () => {
    expect(lacksTeacherReport({ ...fine, comment: { comment: 'Good.' }, engagement: engagement(4, '---', 5, 5, 5) })).toBe(false);
  });

  it('takes a report never opened', () => {
    expect(lacksTeacherReport({})).toBe(true);
  });
});

describe('scores and colours (back-office §9)', () => {
  it('labels engagement 1–3 as the flagged-lesson table does', () => {
    expect([1, 2, 3].map(engagementLabel)).toEqual(['17% Bad', '33% Not good', '50% Can be better']);
    expect(engagementLabel(6)).toBe('100%');
  });

  it("a lesson's score is the rounded mean of its five items", () => {
    expect(lessonScore([4, 5, 5, 5, 5])).toBe(5); // 4.8
    expect(lessonScore([4, 4, 5, 5, 4])).toBe(4); // 4.4
    expect(lessonScore([3, 4, 3, 4, 3.5])).toBe(4); // 3.5 rounds up
    expect(lessonScore([null, undefined, null, null, null])).toBeNull();
  });

  it('averages lesson scores over lessons as a percentage of 6, and has none without a scored lesson', () => {
    expect(scorePercent([6, 3])).toBe(75);
    expect(scorePercent([5, null, 4])).toBe(75);
    // 20 lessons adding up to 33: 27.5 % exactly, which rounds up (dividing twice in floating point gave 27.4999…).
    expect(scorePercent([...Array(13).fill(2), ...Array(7).fill(1)])).toBe(28);
    expect(scorePercent([null])).toBeNull();
    expect(scorePercent([])).toBeNull();
  });

  it.each([
    [1, 'red'],
    [2, 'red'],
    [2.49, 'red'],
    [2.5, 'amber'],
    [3, 'amber'],
    [4, 'amber'],
    [4.49, 'amber'],
    [4.5, 'green'],
    [5, 'green'],
    [6, 'green'],
  ] as const)('score %s is %s', (score, band) => {
    expect(scoreBand(score)).toBe(band);
  });

  it.each([
    [0, 'red'],
    [49, 'red'],
    [49.4, 'red'],
    [49.5, 'amber'],
    [50, 'amber'],
    [80, 'amber'],
    [80.4, 'amber'],
    [81, 'green'],
    [100, 'green'],
  ] as const)('%s%% is %s', (percent, band) => {
    expect(percentBand(percent)).toBe(band);
  });
});

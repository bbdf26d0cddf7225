import type { LessonMeta } from './records';
import {
  itemScore,
  lessonItemsScore,
  lessonProgress,
  progressOfReports,
  progressProfileSchema,
  scoreFigure,
  shareFigure,
  sharePercent,
} from './student-progress';

const KEYS = ['a', 'b', 'c', 'd', 'e'] as const;
const items = (...scores: string[]) => Object.fromEntries(KEYS.map((key, i) => [key, scores[i]]).filter(([, v]) => v !== undefined));

describe('itemScore', () => {
  it.each([
    ['1', 1],
    ['6', 6],
    ['---', null],
    ['', null],
    ['0', null],
    ['7', null],
    ['4.5', null],
    [' 4', null],
    [4, null],
    [undefined, null],
  ])('%p reads as %p', (value, score) => {
    expect(itemScore(value)).toBe(score);
  });
});

describe('lessonItemsScore', () => {
  it('is the rounded mean of the five items', () => {
    expect(lessonItemsScore(items('4', '5', '5', '5', '5'), KEYS)).toBe(5); // 4.8
    expect(lessonItemsScore(items('4', '4', '5', '5', '4'), KEYS)).toBe(4); // 4.4
    expect(lessonItemsScore(items('1', '1', '2', '2', '1'), KEYS)).toBe(1); // 1.4
  });

  it('leaves unreported items out, and rounds a half up', () => {
    expect(lessonItemsScore(items('2', '3', '---', '---', '---'), KEYS)).toBe(3); // 2.5
    expect(lessonItemsScore(items('6', '---', '', '---', '---'), KEYS)).toBe(6);
    expect(lessonItemsScore({ a: '2', b: '3', other: '6' }, KEYS)).toBe(3); // keys outside the five do not count
  });

  it('is null when no item is reported', () => {
    expect(lessonItemsScore(items('---', '---', '---', '---', '---'), KEYS)).toBeNull();
    expect(lessonItemsScore({}, KEYS)).toBeNull();
    expect(lessonItemsScore(undefined, KEYS)).toBeNull();
  });
});

describe('sharePercent', () => {
  it('rounds to a whole percentage, a half up', () => {
    expect(sharePercent(1, 3)).toBe(33);
    expect(sharePercent(2, 3)).toBe(67);
    expect(sharePercent(1, 8)).toBe(13); // 12.5
    expect(sharePercent(0, 4)).toBe(0);
    expect(sharePercent(4, 4)).toBe(100);
  });

  it('is null, never NaN, out of nothing', () => {
    expect(sharePercent(0, 0)).toBeNull();
  });
});

describe('shareFigure bands (0–49 red, 50–80 amber, 81–100 green)', () => {
  it.each([
    [0, 1, 0, 'red'],
    [49, 100, 49, 'red'],
    [99, 200, 50, 'amber'], // 49.5 rounds to 50
    [1, 2, 50, 'amber'],
    [4, 5, 80, 'amber'],
    [161, 200, 81, 'green'], // 80.5 rounds to 81
    [1, 1, 100, 'green'],
  ])('%i of %i is %i%% %s', (part, whole, percent, band) => {
    expect(shareFigure(part, whole)).toEqual({ percent, band, on_time: part, reported: whole });
  });

  it('has no percentage or band without a reported lesson', () => {
    expect(shareFigure(0, 0)).toEqual({ percent: null, band: null, on_time: 0, reported: 0 });
  });
});

describe('scoreFigure (1–2 red, 3–4 amber, 5–6 green)', () => {
  it.each([
    [[1], 17, 1, 'red'],
    [[2, 3], 42, 2.5, 'amber'], // the mean rounds half up to 3
    [[2, 2, 3], 39, 2.33, 'red'],
    [[4, 5], 75, 4.5, 'green'],
    [[4, 4, 5], 72, 4.33, 'amber'],
    [[6], 100, 6, 'green'],
  ])('lesson scores %j: %i%%, mean %d, %s', (scores, percent, average, band) => {
    const sum = scores.reduce((a, b) => a + b, 0);
    expect(scoreFigure(sum, scores.length)).toEqual({ percent, average, band, lessons: scores.length });
  });

  it('rounds an exact half of a percent up (20 lessons adding up to 33: 27.5 %)', () => {
    expect(scoreFigure(33, 20).percent).toBe(28);
    expect(scoreFigure(9, 4).percent).toBe(38); // 37.5
  });

  it('has nulls without a scored lesson', () => {
    expect(scoreFigure(0, 0)).toEqual({ percent: null, average: null, band: null, lessons: 0 });
  });
});

describe('lessonProgress', () => {
  it('reads on time as high: punctuality n, homework and revision notes 1', () => {
    expect(lessonProgress({ punctuality: 'n', homework: { homeworkSubmission: '1' }, revision_notes: '1' })).toMatchObject({
      onTime: true,
      homeworkOnTime: true,
      revisionOnTime: true,
    });
    expect(lessonProgress({ punctuality: 'y', homework: { homeworkSubmission: '2' }, revision_notes: '3' })).toMatchObject({
      onTime: false,
      homeworkOnTime: false,
      revisionOnTime: false,
    });
  });

  it('reads placeholders and missing parts as unreported', () => {
    expect(lessonProgress({})).toEqual({
      onTime: null,
      homeworkOnTime: null,
      revisionOnTime: null,
      engagement: null,
      skillMastery: null,
    });
    expect(lessonProgress({ punctuality: '---', homework: { homeworkSubmission: '---' }, revision_notes: '---' })).toMatchObject({
      onTime: null,
      homeworkOnTime: null,
      revisionOnTime: null,
    });
  });
});

describe('progressOfReports', () => {
  const engagement = (...s: string[]) => ({
    engagementParticipation: s[0]!,
    engagementDistracted: s[1]!,
    engagementTiredBored: s[2]!,
    engagementMotivate: s[3]!,
    engagementAskQuestions: s[4]!,
  });
  const reports: LessonMeta[] = [
    { punctuality: 'n', homework: { homeworkSubmission: '1' }, revision_notes: '2', engagement: engagement('5', '5', '5', '5', '4') },
    { punctuality: 'y', homework: { homeworkSubmission: '3' }, revision_notes: '1', engagement: engagement('2', '2', '2', '3', '3') },
    { punctuality: '---', homework: { homeworkSubmission: '---' }, engagement: engagement('---', '---', '---', '---', '---') },
    {},
  ];

  it('counts each figure over the lessons that reported it', () => {
    const figures = progressOfReports(reports);
    expect(figures.lessons_held).toBe(4);
    expect(figures.lessons_reported).toBe(2);
    expect(figures.punctuality).toEqual({ percent: 50, band: 'amber', on_time: 1, reported: 2 });
    expect(figures.homework).toEqual({ percent: 50, band: 'amber', on_time: 1, reported: 2 });
    expect(figures.revision_notes).toEqual({ percent: 50, band: 'amber', on_time: 1, reported: 2 });
    // Lesson scores 5 (4.8) and 2 (2.4): mean 3.5, 58 %, amber (3.5 rounds to 4).
    expect(figures.engagement).toEqual({ percent: 58, average: 3.5, band: 'amber', lessons: 2 });
    expect(figures.skill_mastery).toEqual({ percent: null, average: null, band: null, lessons: 0 });
  });

  it('gives nulls, not NaN, for a class without a held lesson', () => {
    const figures = progressOfReports([]);
    expect(figures.lessons_held).toBe(0);
    expect(figures.punctuality.percent).toBeNull();
    expect(figures.engagement.percent).toBeNull();
  });
});

describe('progressProfileSchema', () => {
  it('keeps the school, academic and goal fields and drops the rest (personality, payment)', () => {
    const parsed = progressProfileSchema.parse({
      typeOfSchool: 'international',
      careerGoals: { student: 'Doctor' },
      studentCharacter: { dominance: { direct: true } },
      amountPaid: '36000',
    });
    expect(parsed).toEqual({ typeOfSchool: 'international', careerGoals: { student: 'Doctor' } });
  });
});

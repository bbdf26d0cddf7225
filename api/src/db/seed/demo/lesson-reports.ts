import { ENGAGEMENT_KEYS, SKILL_MASTERY_KEYS, UNREPORTED } from '@backoffice/domain/lesson-report';
import type { LessonMeta } from '@backoffice/domain/records';
import type { TodayScenario } from './classes';
import type { Rng } from './prng';

/** The value an unreported score or answer has (back-office §3 lesson_meta: "Unset scores default to a placeholder"). */
export const PLACEHOLDER = UNREPORTED;

const GOOD_COMMENTS = [
  'Great participation today; answered every warm-up question. {topic} is now solid.',
  'Clear progress since last week on {topic}. Keep reading 20 minutes a day.',
  'Worked carefully and finished the extension task early.',
  'Confident and well prepared; the homework was excellent.',
] as const;
const FAIR_COMMENTS = [
  'Understood the main ideas of {topic}; needs more practice at home.',
  'Good effort, but rushed the last exercise and made careless mistakes.',
  'Quiet today, though the written work on {topic} was accurate.',
] as const;
const POOR_COMMENTS = [
  'Seemed tired and distracted; struggled with {topic}. Please check how much sleep they are getting.',
  'Did not bring homework again and was on the phone twice. Parents should be told.',
  'Arrived late and missed the explanation of {topic}; could not follow the rest of the lesson.',
] as const;

const NOTES = [
  'Thank you. Could you give one extra practice sheet on this topic next lesson?',
  'Spoke to the parent: the student has exams at school this week. Please go easy on homework.',
  'Please send the marked essay to customer service so we can share it with the parent.',
  'Noted. Customer service will call the parent tonight.',
] as const;

const CONSULT_REASONS = [
  'Falling behind and losing motivation; parents should meet the counsellor this week.',
  'Says they want to drop the course; counsellor to call the family.',
  'Possible learning difficulty noticed in reading tasks; recommend a consultation.',
] as const;

function clampScore(value: number): number {
  return Math.min(6, Math.max(1, Math.round(value)));
}

function scores<K extends string>(rng: Rng, keys: readonly K[], mean: number): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, String(clampScore(mean + rng.int(-1, 1) * rng.next() * 1.6))])) as Record<K, string>;
}

function scoresBetween<K extends string>(rng: Rng, keys: readonly K[], min: number, max: number): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, String(rng.int(min, max))])) as Record<K, string>;
}

function placeholders<K extends string>(keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, PLACEHOLDER])) as Record<K, string>;
}

function comment(rng: Rng, mean: number, topic: string): string {
  const list = mean >= 4.5 ? GOOD_COMMENTS : mean >= 3.3 ? FAIR_COMMENTS : POOR_COMMENTS;
  return rng.pick(list).replace('{topic}', topic.toLowerCase());
}

function mean(values: Record<string, string>): number {
  const numbers = Object.values(values).map(Number).filter((value) => Number.isFinite(value));
  return numbers.length === 0 ? 0 : numbers.reduce((sum, value) => sum + value, 0) / numbers.length;
}

type FullOptions = {
  /** Every engagement score 1–3 (the 'No actions taken' rule). */
  lowEngagement?: boolean;
  /** All engagement scores 4–6, so the lesson trips no engagement flag. */
  goodEngagement?: boolean;
  /** Some scores low, at least one 4 or more: worrying, but not the all-low flag. */
  mixedEngagement?: boolean;
  late?: boolean;
  submission?: '1' | '2' | '3';
  checked?: boolean;
};

/** A complete teacher's report. */
export function fullReport(rng: Rng, quality: number, topic: string, options: FullOptions = {}): LessonMeta {
  const engagement = options.lowEngagement
    ? scoresBetween(rng, ENGAGEMENT_KEYS, 1, 3)
    : options.goodEngagement
      ? scoresBetween(rng, ENGAGEMENT_KEYS, 4, 6)
      : options.mixedEngagement
        ? { ...scoresBetween(rng, ENGAGEMENT_KEYS, 2, 3), engagementParticipation: '4' }
        : scores(rng, ENGAGEMENT_KEYS, quality);
  const engagementMean = mean(engagement);
  const submission =
    options.submission ??
    rng.weighted<'1' | '2' | '3'>([
      ['1', 70],
      ['2', 18],
      ['3', 12],
    ]);
  const parentView = rng.chance(0.6);
  return {
    punctuality: (options.late ?? rng.chance(0.1)) ? 'y' : 'n',
    homework: {
      homeworkAssignment: 'y',
      homeworkSubmission: submission,
      pastPaper: rng.chance(0.2),
      comment: submission === '3' ? 'Not handed in.' : '',
    },
    revision_notes: rng.weighted<'1' | '2' | '3'>([
      ['1', 7],
      ['2', 2],
      ['3', 1],
    ]),
    engagement,
    skill_mastery: scores(rng, SKILL_MASTERY_KEYS, options.lowEngagement ? 2.5 : quality),
    lesson_topic: topic,
    comment: { comment: comment(rng, engagementMean, topic), studentView: parentView && rng.chance(0.5), parentView },
    checked: (options.checked ?? rng.chance(0.85)) ? 'y' : 'n',
    recommendation: { recommendationConsultImmediately: false, lesson: rng.chance(0.2), others: '' },
  };
}

/** The report form opened and saved with nothing filled in: every answer is the placeholder. */
export function placeholderReport(topic = ''): LessonMeta {
  return {
    punctuality: '---',
    homework: { homeworkAssignment: PLACEHOLDER, homeworkSubmission: '---', pastPaper: false, comment: '' },
    revision_notes: '---',
    engagement: placeholders(ENGAGEMENT_KEYS),
    skill_mastery: placeholders(SKILL_MASTERY_KEYS),
    lesson_topic: topic,
    comment: { comment: PLACEHOLDER, studentView: false, parentView: false },
    checked: 'n',
    recommendation: { recommendationConsultImmediately: false, lesson: false, others: '' },
  };
}

/** Punctuality and homework reported; engagement, mastery and the comment not (a 'No Teacher Report' lesson). */
export function reportWithoutScores(rng: Rng, quality: number, topic: string): LessonMeta {
  const full = fullReport(rng, quality, topic, { late: false, submission: '1', checked: false });
  return {
    ...full,
    engagement: placeholders(ENGAGEMENT_KEYS),
    skill_mastery: placeholders(SKILL_MASTERY_KEYS),
    comment: { comment: PLACEHOLDER, studentView: false, parentView: false },
  };
}

/** Scores and comment reported; punctuality, homework and revision notes not. */
export function reportWithoutAttendance(rng: Rng, quality: number, topic: string): LessonMeta {
  const full = fullReport(rng, quality, topic, { goodEngagement: true, checked: false });
  return {
    ...full,
    punctuality: '---',
    homework: { homeworkAssignment: PLACEHOLDER, homeworkSubmission: '---', pastPaper: false, comment: '' },
    revision_notes: '---',
  };
}

export function flagConsultation(rng: Rng, meta: LessonMeta, flaggedAt: Date): LessonMeta {
  return {
    ...meta,
    recommendation: {
      recommendationConsultImmediately: true,
      recommendationConsultImmediatelyTimeStamp: flaggedAt.toISOString(),
      lesson: true,
      others: rng.pick(CONSULT_REASONS),
    },
  };
}

/** What ticking Resolved sends (back-office §4 Immediate consultation): checked, the time and the person. */
export function resolveConsultation(meta: LessonMeta, resolvedAt: Date, resolvedPerson: string): LessonMeta {
  return { ...meta, checked: 'y', resolvedTimeStamp: resolvedAt.toISOString(), resolvedPerson };
}

/** A note to the teacher (back-office §4 Follow-up): the text, when, and who wrote it. */
export function addNote(rng: Rng, meta: LessonMeta, at: Date, editor: string): LessonMeta {
  return { ...meta, checked: 'y', notes: rng.pick(NOTES), notes_timeStamp: at.toISOString(), notes_editor: editor };
}

/** Reports of lessons before today: mostly complete, so the profile charts have something to average. */
export function pastReport(rng: Rng, quality: number, topic: string): LessonMeta {
  const kind = rng.weighted<'full' | 'no-scores' | 'no-attendance' | 'placeholders' | 'empty'>([
    ['full', 86],
    ['no-scores', 4],
    ['no-attendance', 4],
    ['placeholders', 4],
    ['empty', 2],
  ]);
  switch (kind) {
    case 'full':
      return fullReport(rng, quality, topic);
    case 'no-scores':
      return reportWithoutScores(rng, quality, topic);
    case 'no-attendance':
      return reportWithoutAttendance(rng, quality, topic);
    case 'placeholders':
      return placeholderReport(topic);
    case 'empty':
      return {};
  }
}

export type TodayReportContext = {
  rng: Rng;
  quality: number;
  topic: string;
  /** When the flag or resolution happened: just after the lesson, but never after now. */
  stamp: (minutesAfterEnd: number) => Date;
  resolver: string;
  noteEditor: string;
};

/** Today's report of one class, chosen so that every dashboard section has rows (back-office §2 Student tab, §5). */
export function todayReport(scenario: TodayScenario, context: TodayReportContext): LessonMeta {
  const { rng, quality, topic, stamp } = context;
  switch (scenario) {
    case 'full-good-with-note':
      return addNote(rng, fullReport(rng, quality, topic, { goodEngagement: true, late: false, submission: '1' }), stamp(40), context.noteEditor);
    case 'full-low-engagement-consult-open':
      return flagConsultation(
        rng,
        fullReport(rng, quality, topic, { lowEngagement: true, late: false, submission: '1', checked: false }),
        stamp(10),
      );
    case 'full-late-homework-late':
      return fullReport(rng, quality, topic, { goodEngagement: true, late: true, submission: '2', checked: false });
    case 'full-no-homework-consult-resolved': {
      const flagged = flagConsultation(
        rng,
        fullReport(rng, quality, topic, { mixedEngagement: true, late: false, submission: '3', checked: false }),
        stamp(5),
      );
      return resolveConsultation(flagged, stamp(50), context.resolver);
    }
    case 'partial-no-engagement-no-comment':
      return reportWithoutScores(rng, quality, topic);
    case 'partial-no-punctuality-no-homework':
      return reportWithoutAttendance(rng, quality, topic);
    case 'full-consult-open-with-note':
      return addNote(
        rng,
        flagConsultation(rng, fullReport(rng, quality, topic, { mixedEngagement: true, late: false, submission: '1' }), stamp(15)),
        stamp(30),
        context.noteEditor,
      );
    case 'missing-placeholders':
      return placeholderReport();
    case 'missing-empty':
      return {};
  }
}

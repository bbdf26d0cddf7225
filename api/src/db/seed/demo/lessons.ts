import type { LessonMeta } from '@backoffice/domain/records';
import type { DemoAccounts } from './accounts';
import type { DemoCalendar } from './calendar';
import type { DemoClass } from './classes';
import { addNote, flagConsultation, fullReport, pastReport, resolveConsultation, todayReport } from './lesson-reports';
import { createRng, type Rng, uuidFor } from './prng';
import { zoomRoom } from './zoom-room';
import type { NewLesson, NewLessonStaff } from './types';

/** Lessons per term: `meta.term` and `meta.index` count in blocks of this size. */
const TERM_LENGTH = 12;
/** A public holiday, this many days ago: the centre was closed and that day's lessons were switched off. */
const CLOSURE_DAY = -17;

export type DemoLesson = {
  id: string;
  class: DemoClass;
  /** Position in the class's series, from 0. */
  seq: number;
  /** Day offset from today. */
  day: number;
  scheduledOn: Date;
  endedOn: Date;
  isZoom: boolean;
  isActive: boolean;
  name: string;
  row: NewLesson;
};

const DESCRIPTIONS = [
  'Bring your notebook and last week’s homework.',
  'Short quiz in the first ten minutes.',
  'Worksheet will be shared in the class LINE group.',
  'Review of the previous topic, then new material.',
] as const;

function reportFor(
  rng: Rng,
  cal: DemoCalendar,
  accounts: DemoAccounts,
  klass: DemoClass,
  day: number,
  topic: string,
  endedOn: Date,
): LessonMeta {
  const { spec } = klass;
  if (day > 0) return {};
  if (day === 0) {
    if (!spec.today) return {};
    return todayReport(spec.today, {
      rng,
      quality: spec.quality,
      topic,
      stamp: (minutes) => cal.todayNotAfterNow(cal.addMinutes(endedOn, minutes)),
      resolver: accounts.superAdmin.name,
      noteEditor: accounts.custServices[0]?.name ?? accounts.superAdmin.name,
    });
  }
  const report = pastReport(rng, spec.quality, topic);
  // A few past reports carry a note from customer service to the teacher.
  if (report.checked === 'y' && rng.chance(0.08)) {
    return addNote(rng, report, cal.notAfterNow(cal.addMinutes(endedOn, rng.int(60, 60 * 30))), rng.pick(accounts.custServices).name);
  }
  return report;
}

export function buildLessons(
  cal: DemoCalendar,
  accounts: DemoAccounts,
  classes: DemoClass[],
): { lessons: DemoLesson[]; lessonStaff: NewLessonStaff[] } {
  const rng = createRng('lessons');
  const reportRng = createRng('lesson-reports');
  const lessons: DemoLesson[] = [];
  const lessonStaff: NewLessonStaff[] = [];

  for (const klass of classes) {
    const { spec } = klass;
    if (!spec.hasLessons) continue;
    const series: DemoLesson[] = [];
    for (let day = spec.from; day <= spec.to; day++) {
      if (!klass.weekdays.includes(cal.weekday(day))) continue;
      const seq = series.length;
      const term = Math.floor(seq / TERM_LENGTH) + 1;
      const index = (seq % TERM_LENGTH) + 1;
      const topic = spec.topics[seq % spec.topics.length] ?? spec.subject;
      const id = uuidFor(`lesson:${spec.key}:${seq}`);
      const scheduledOn = cal.at(day, spec.startTime);
      const endedOn = cal.at(day, spec.endTime);
      const isZoom = spec.platform === 'Zoom';
      const isReleased = spec.releaseHorizon === undefined || day <= spec.releaseHorizon;
      // Today's lessons always run; otherwise the closure day and the odd cancelled lesson are switched off.
      const isActive = day === 0 || (day !== CLOSURE_DAY && !rng.chance(0.025));
      const ended = endedOn.getTime() <= cal.now.getTime();
      const hasRoom = isZoom && isReleased && !(day === 0 && spec.todayWithoutRoom);
      const lessonMeta = isActive ? reportFor(reportRng, cal, accounts, klass, day, topic, endedOn) : {};
      const created = klass.row.created as Date;
      const name = `Lesson ${index}: ${topic}`;
      series.push({
        id,
        class: klass,
        seq,
        day,
        scheduledOn,
        endedOn,
        isZoom,
        isActive,
        name,
        row: {
          id,
          classId: klass.id,
          name,
          desc: `${topic}. ${rng.pick(DESCRIPTIONS)}`,
          scheduledOn,
          endedOn,
          isActive,
          isReleased,
          isCompleted: ended && isActive && day < 0 ? rng.chance(0.8) : ended && isActive && rng.chance(0.4),
          term,
          index,
          hostingPlatform: spec.platform,
          hostingType: spec.hostingType,
          platformIntegration: hasRoom ? zoomRoom(`${spec.key}:${seq}`, klass) : null,
          lessonMeta,
          created,
          updated: Object.keys(lessonMeta).length > 0 ? cal.notAfterNow(cal.addMinutes(endedOn, rng.int(20, 180))) : created,
        },
      });
      for (const tutor of klass.tutors) lessonStaff.push({ lessonId: id, userId: tutor.id, role: 'tutor' });
      for (const ta of klass.tas) lessonStaff.push({ lessonId: id, userId: ta.id, role: 'ta' });
    }
    flagPastConsultations(reportRng, cal, accounts, series);
    const first = series[0];
    const last = series[series.length - 1];
    if (first && last) {
      // The class runs from its first lesson to its last.
      klass.row.startDate = first.scheduledOn;
      klass.row.endDate = last.endedOn;
    }
    lessons.push(...series);
  }
  return { lessons, lessonStaff };
}

/**
 * Immediate-consultation flags before today: one still open a few days later (the header badge counts it), others
 * resolved within a day or two (they must not appear in today's 'Saved on' section).
 */
function flagPastConsultations(rng: Rng, cal: DemoCalendar, accounts: DemoAccounts, series: DemoLesson[]): void {
  const latestBefore = (day: number) => [...series].reverse().find((lesson) => lesson.day <= day && lesson.isActive);
  const key = series[0]?.class.spec.key;
  const reflag = (lesson: DemoLesson | undefined, resolveAfterHours: number | null) => {
    if (!lesson) return;
    const base = fullReport(rng, 2.5, lesson.name.replace(/^Lesson \d+: /, ''), { lowEngagement: true, checked: false });
    const flagged = flagConsultation(rng, base, cal.addMinutes(lesson.endedOn, 20));
    lesson.row.lessonMeta =
      resolveAfterHours === null
        ? flagged
        : resolveConsultation(flagged, cal.addMinutes(lesson.endedOn, resolveAfterHours * 60), accounts.superAdmin.name);
  };
  if (key === 'creative-writing') reflag(latestBefore(-2), null);
  if (key === 'biology') reflag(latestBefore(-5), 26);
  if (key === 'ielts') reflag(latestBefore(-10), 3);
}

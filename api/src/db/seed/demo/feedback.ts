import type { DemoCalendar } from './calendar';
import type { DemoLesson } from './lessons';
import { createRng, uuidFor } from './prng';
import type { NewFeedback, NewLessonStudent } from './types';

/** About this many feedback rows: enough for several pages of 10 in every filter. */
const FEEDBACK_TARGET = 200;

const COMMENTS: Record<number, readonly string[]> = {
  5: [
    'Best lesson so far, the examples made it click!',
    'Teacher explains very clearly and is always patient.',
    'I finally understand this topic. Thank you krub!',
    'Fun and useful, the time went very fast.',
  ],
  4: ['Good lesson, but a bit fast at the end.', 'Helpful practice questions. More homework review please.', 'I liked the group activity.'],
  3: ['OK lesson. The Zoom sound was unclear sometimes.', 'Some parts were too easy for me.', 'Average, I expected more exam practice.'],
  2: ['Too much content in one lesson, hard to follow.', 'The lesson started late and we did not finish.'],
  1: ['I could not hear the teacher for half of the lesson.', 'Not useful for my exam, I want to change class.'],
};

/** Students' ratings of past lessons they attended, some with a comment and some without. */
export function buildFeedback(cal: DemoCalendar, lessons: DemoLesson[], lessonStudents: NewLessonStudent[]): NewFeedback[] {
  const rng = createRng('feedback');
  const lessonById = new Map(lessons.map((lesson) => [lesson.id, lesson]));
  const oneHourAgo = cal.now.getTime() - 60 * 60_000;
  const eligible = lessonStudents.filter((seat) => {
    const lesson = lessonById.get(seat.lessonId);
    return seat.attended && seat.group !== 'video_student' && lesson !== undefined && lesson.endedOn.getTime() <= oneHourAgo;
  });
  const chosen = rng.sample(eligible, FEEDBACK_TARGET);
  const rows = chosen.flatMap((seat): NewFeedback[] => {
    const lesson = lessonById.get(seat.lessonId);
    if (!lesson) return [];
    const rating = rng.weighted([
      [5, 40],
      [4, 30],
      [3, 15],
      [2, 10],
      [1, 5],
    ]);
    const withComment = rng.chance(rating <= 2 ? 0.8 : 0.5);
    const visible = rng.chance(0.5);
    return [
      {
        id: uuidFor(`feedback:${seat.lessonId}:${seat.userId}`),
        createdById: seat.userId,
        rating,
        content: withComment ? rng.pick(COMMENTS[rating] ?? ['']) : '',
        lessonId: lesson.id,
        classId: lesson.class.id,
        targetName: lesson.name,
        allowAnonymous: rng.chance(0.2),
        studentView: visible,
        parentView: visible && rng.chance(0.6),
        created: cal.notAfterNow(cal.addMinutes(lesson.endedOn, rng.int(15, 60 * 20))),
      },
    ];
  });
  return rows.sort((a, b) => (a.created as Date).getTime() - (b.created as Date).getTime());
}

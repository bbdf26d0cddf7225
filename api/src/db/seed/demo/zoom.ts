import type { DemoCalendar } from './calendar';
import type { DemoLesson } from './lessons';
import { createRng, uuidFor } from './prng';
import type { NewLessonLink, NewLessonPoll, NewLessonStudent } from './types';

type PollSpec = {
  choiceType: string;
  question: string;
  options: string[];
  answers: number[];
};

// Both spellings of the choice type occur in the data (back-office §3 Poll question); the demo shows all four.
const POLL_BANK: Record<string, PollSpec[]> = {
  ielts: [
    { choiceType: 'single', question: 'Which word is closest in meaning to "significant"?', options: ['minor', 'considerable', 'temporary', 'obvious'], answers: [1] },
    { choiceType: 'Multiple Choice', question: 'Which linking words show contrast?', options: ['However', 'Moreover', 'Nevertheless', 'Therefore'], answers: [0, 2] },
    { choiceType: 'Single Choice', question: 'What belongs in the overview of a Writing Task 1 answer?', options: ['Every number in the chart', 'The main trends', 'Your opinion', 'Advice for the reader'], answers: [1] },
    { choiceType: 'single', question: 'How long should you spend on Writing Task 2?', options: ['20 minutes', '40 minutes', '60 minutes'], answers: [1] },
  ],
  'sat-math': [
    { choiceType: 'single', question: 'If 3x + 5 = 20, what is x?', options: ['3', '5', '7', '15'], answers: [1] },
    { choiceType: 'multiple', question: 'Which of these numbers are prime?', options: ['2', '9', '11', '15'], answers: [0, 2] },
    { choiceType: 'Single Choice', question: 'What is the slope of y = -2x + 7?', options: ['7', '-2', '2', '-7'], answers: [1] },
  ],
  'creative-writing': [
    { choiceType: 'single', question: 'Which sentence shows rather than tells?', options: ['She was scared.', 'Her hands shook as she reached for the door.', 'It was a scary night.'], answers: [1] },
    { choiceType: 'Multiple Choice', question: 'Which of these make dialogue sound natural?', options: ['Contractions', 'Full formal sentences', 'Interruptions', 'Long speeches'], answers: [0, 2] },
  ],
};

function pollsFor(lesson: DemoLesson, created: Date): NewLessonPoll[] {
  const bank = POLL_BANK[lesson.class.spec.key] ?? [];
  return bank.map((question, i) => {
    const options = question.options.map((content, o) => ({ label: String.fromCharCode(65 + o), content }));
    return {
      id: uuidFor(`poll:${lesson.id}:${i}`),
      lessonId: lesson.id,
      questionIndex: i + 1,
      questionType: 'question',
      choiceType: question.choiceType,
      name: `Question ${i + 1}`,
      question: question.question,
      option: options,
      answerIndex: question.answers,
      answer: question.answers.map((a) => options[a]?.content ?? ''),
      created,
    };
  });
}

/**
 * Poll questions: on today's Zoom lessons of the classes that use polls, and on the last past lesson of each Zoom class
 * with a room, so the Zoom page has history too.
 */
export function buildPolls(cal: DemoCalendar, lessons: DemoLesson[]): NewLessonPoll[] {
  const polls: NewLessonPoll[] = [];
  const withRoom = lessons.filter((lesson) => lesson.isZoom && lesson.row.platformIntegration);
  for (const lesson of withRoom) {
    if (lesson.day === 0 && lesson.class.spec.todayPolls) {
      polls.push(...pollsFor(lesson, cal.notAfterNow(cal.at(-1, '20:00'))));
    }
  }
  const classKeys = [...new Set(withRoom.map((lesson) => lesson.class.spec.key))];
  for (const key of classKeys) {
    const lastPast = withRoom.filter((lesson) => lesson.class.spec.key === key && lesson.day < 0).at(-1);
    if (lastPast) polls.push(...pollsFor(lastPast, cal.addMinutes(lastPast.scheduledOn, -24 * 60)));
  }
  return polls;
}

/** Personal join links for today's and the next few days' Zoom lessons (GET /admin/lesson/{id}/link/{userId}). */
export function buildLessonLinks(lessons: DemoLesson[], lessonStudents: NewLessonStudent[]): NewLessonLink[] {
  const rng = createRng('lesson-links');
  const soon = new Map(
    lessons.filter((lesson) => lesson.isZoom && lesson.row.platformIntegration && lesson.day >= 0 && lesson.day <= 3).map((l) => [l.id, l]),
  );
  const links: NewLessonLink[] = [];
  for (const entry of lessonStudents) {
    const lesson = soon.get(entry.lessonId);
    if (!lesson || !lesson.row.platformIntegration) continue;
    links.push({
      lessonId: entry.lessonId,
      userId: entry.userId,
      link: `https://us06web.zoom.us/w/${lesson.row.platformIntegration.id}?tk=${rng.uuid().replace(/-/g, '')}`,
    });
  }
  return links;
}

import { lazyPart } from '@backoffice/ui';

// The screens after the class list, each in a chunk of its own: a class's lessons, a lesson's detail, Quick Lesson
// Management with the routes of /lessons/** (most visitors of /course never open them, and Tutors and Partners open
// nothing else; the Zoom detail under them is in lessons-screens.ts). The shell's navigation starts the screen's chunk
// with its first requests (preload.ts), so the two download side by side instead of the code being asked for only once
// the screen renders (issue 20); without a fallback of their own, a first load keeps the screen's loading state until
// the chunk is in.

export const ClassLessonsPage = lazyPart(() =>
  import('./features/class-lessons/components/class-lessons-page').then((m) => m.ClassLessonsPage),
);
export const LessonDetailPage = lazyPart(() =>
  import('./features/lesson-detail/components/lesson-detail-page').then((m) => m.LessonDetailPage),
);
export const LessonsRoutes = lazyPart(() => import(/* webpackChunkName: "lessons-routes" */ './lessons-routes').then((m) => m.default));

import { LessonCountCache } from '../../services/classes/lesson-counts';
import type { App } from '../types';
import { deleteLessonPoll } from './delete-lesson-poll';
import { deleteLessonStudent } from './delete-lesson-student';
import { getConsultImmediatelyCount } from './get-consult-immediately-count';
import { getLessonById } from './get-lesson';
import { getLessonStudents } from './get-lesson-students';
import { getLessons } from './get-lessons';
import { getLessonsOfDay } from './get-lessons-of-day';
import { patchLesson } from './patch-lesson';
import { patchLessonAddStudent } from './patch-lesson-add-student';
import { postLesson } from './post-lesson';
import { postLessonPoll } from './post-lesson-poll';
import { postLessonStudentLookup } from './post-lesson-student-lookup';
import { putLessonPoll } from './put-lesson-poll';

/**
 * Lessons (back-office §2 Class lessons, Quick Lesson Management, Zoom detail, §7 /admin/lesson and its polls;
 * people-records §2 Lesson detail, §4, §5, §7).
 */
export async function lessonRoutes(app: App, options: { lessonCounts: LessonCountCache }) {
  // How many active lessons end on a day (Quick Lesson Management's total), kept like the classes' lesson counts.
  const dayCounts = new LessonCountCache();
  // A created lesson changes its class's count, and a created, moved or (de)activated one its day's. onSend runs once
  // the handler, and so its transaction, is done, and before the client has the answer to ask again.
  app.addHook('onSend', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    options.lessonCounts.invalidate();
    dayCounts.invalidate();
  });
  getConsultImmediatelyCount(app);
  getLessons(app, options.lessonCounts);
  getLessonById(app);
  postLesson(app);
  patchLesson(app);
  getLessonStudents(app);
  postLessonStudentLookup(app);
  patchLessonAddStudent(app);
  deleteLessonStudent(app);
  getLessonsOfDay(app, dayCounts);
  postLessonPoll(app);
  putLessonPoll(app);
  deleteLessonPoll(app);
}

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
export async function lessonRoutes(app: App) {
  getConsultImmediatelyCount(app);
  getLessons(app);
  getLessonById(app);
  postLesson(app);
  patchLesson(app);
  getLessonStudents(app);
  postLessonStudentLookup(app);
  patchLessonAddStudent(app);
  deleteLessonStudent(app);
  getLessonsOfDay(app);
  postLessonPoll(app);
  putLessonPoll(app);
  deleteLessonPoll(app);
}

import type { App } from '../types';
import { getStudentLessons } from './get-student-lessons';
import { getStudentProgressById } from './get-student-progress';
import { patchLessonConsultResolve } from './patch-lesson-consult-resolve';
import { patchLessonFollowUp } from './patch-lesson-follow-up';
import { postLessonNote } from './post-lesson-note';

/** The dashboard (back-office §2 Dashboard, §4 Follow-up on a lesson and Immediate consultation, §7). */
export async function dashboardRoutes(app: App) {
  getStudentLessons(app);
  getStudentProgressById(app);
  patchLessonFollowUp(app);
  postLessonNote(app);
  patchLessonConsultResolve(app);
}

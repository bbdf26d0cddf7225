import type { App } from '../types';
import { getRenewals } from './get-renewals';
import { getStudentLessons } from './get-student-lessons';
import { getStudentProgressById } from './get-student-progress';
import { patchLessonConsultResolve } from './patch-lesson-consult-resolve';
import { patchLessonFollowUp } from './patch-lesson-follow-up';
import { patchParentRenewalDate } from './patch-parent-renewal-date';
import { patchRenewalDate } from './patch-renewal-date';
import { postLessonNote } from './post-lesson-note';

/** The dashboard (back-office §2 Dashboard, §4 Follow-up on a lesson, Immediate consultation, Renewal date, §7). */
export async function dashboardRoutes(app: App) {
  getStudentLessons(app);
  getStudentProgressById(app);
  patchLessonFollowUp(app);
  postLessonNote(app);
  patchLessonConsultResolve(app);
  getRenewals(app);
  patchRenewalDate(app);
  patchParentRenewalDate(app);
}

import type { App } from '../types';
import { getCareerStudents } from './get-career-students';
import { getConsultations } from './get-consultations';
import { getRenewals } from './get-renewals';
import { getStudentLessons } from './get-student-lessons';
import { getStudentProgressById } from './get-student-progress';
import { patchConsultation } from './patch-consultation';
import { patchLessonConsultResolve } from './patch-lesson-consult-resolve';
import { patchLessonFollowUp } from './patch-lesson-follow-up';
import { patchParentRenewalDate } from './patch-parent-renewal-date';
import { patchRenewalDate } from './patch-renewal-date';
import { postLessonNote } from './post-lesson-note';

/** The dashboard (back-office §2 Dashboard, §4 Follow-up on a lesson, Immediate consultation, Consultation record,
 * Renewal date, §7). */
export async function dashboardRoutes(app: App) {
  getStudentLessons(app);
  getStudentProgressById(app);
  patchLessonFollowUp(app);
  postLessonNote(app);
  patchLessonConsultResolve(app);
  getConsultations(app);
  patchConsultation(app);
  getCareerStudents(app);
  getRenewals(app);
  patchRenewalDate(app);
  patchParentRenewalDate(app);
}

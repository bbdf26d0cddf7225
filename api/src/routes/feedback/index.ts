import type { App } from '../types';
import { getFeedback } from './get-feedback';
import { getFeedbackClassLessons } from './get-feedback-class-lessons';
import { getFeedbackClasses } from './get-feedback-classes';

/** Feedback review (back-office §2 Feedback screen, §3 Feedback, §7 /user_input/feedback and getFeedback, §9). */
export async function feedbackRoutes(app: App) {
  getFeedback(app);
  getFeedbackClasses(app);
  getFeedbackClassLessons(app);
}

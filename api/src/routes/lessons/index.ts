import type { App } from '../types';
import { getConsultImmediatelyCount } from './get-consult-immediately-count';

/** Lessons (back-office §7 /admin/lesson). */
export async function lessonRoutes(app: App) {
  getConsultImmediatelyCount(app);
}

import type { App } from '../types';
import { postBirthdayStudent } from './post-birthday-student';

/** Reports (back-office §2 Birthday calendar). */
export async function reportRoutes(app: App) {
  postBirthdayStudent(app);
}

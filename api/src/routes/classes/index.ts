import type { App } from '../types';
import { getClassById } from './get-class';
import { getClassStaff } from './get-class-staff';
import { getClasses } from './get-classes';
import { patchClass } from './patch-class';
import { postClass } from './post-class';

/** Classes (back-office §2 Class list, §3 Class, §4 Classes and lessons, §5 Class save, §7 /admin/class). */
export async function classRoutes(app: App) {
  getClasses(app);
  getClassStaff(app);
  getClassById(app);
  postClass(app);
  patchClass(app);
}

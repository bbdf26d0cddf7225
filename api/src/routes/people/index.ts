import type { App } from '../types';
import { getPeopleHandlers } from './get-people-handlers';
import { getPeopleStudents } from './get-people-students';
import { getPeopleTas } from './get-people-tas';
import { getPeopleTutors } from './get-people-tutors';
import { getUser } from './get-user';
import { patchParent } from './patch-parent';
import { patchUser } from './patch-user';
import { postConsultation } from './post-consultation';
import { postParent } from './post-parent';
import { postUser } from './post-user';
import { putStudent } from './put-student';

/**
 * User management (/user): people-records §2 User Management, Edit/create dialog, Parent's Information; §4 the save
 * flow; §7 /admin/user*, /admin/consultation (POST). The dashboard's /admin/user/* reads live in routes/dashboard.
 */
export async function peopleRoutes(app: App) {
  getPeopleStudents(app);
  getPeopleTutors(app);
  getPeopleTas(app);
  getPeopleHandlers(app);
  getUser(app);
  putStudent(app);
  postUser(app);
  patchUser(app);
  postParent(app);
  patchParent(app);
  postConsultation(app);
}

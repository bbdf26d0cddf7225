import type { StaffRole } from '@backoffice/domain/roles';
import type { UserRow } from '../../db/schema/users';

/** Who is acting and the request's moment: what the class and lesson writes need besides their input. */
export type ClassContext = {
  actor: { user: UserRow; role: StaffRole };
  now: Date;
  requestId: string;
};

import type { StaffRole } from '@backoffice/domain/roles';
import type { UserRow } from '../../db/schema/users';

/** Who is acting, and the request's moment and time zone: what every order service needs besides its input. */
export type OrderContext = {
  actor: { user: UserRow; role: StaffRole };
  now: Date;
  timezone: string;
  requestId: string;
};

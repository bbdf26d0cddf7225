import type { StaffRole } from '@backoffice/domain/roles';
import type { UserRow } from '../db/schema/users';

/** The signed-in user acting, with the role that decides what it may do. */
export type Actor = { user: UserRow; role: StaffRole };

/**
 * What every service needs of a request besides its input: who acts, the request's moment (the app's clock, read once),
 * the request id that ties log lines and audit records together, and the centre's time zone for day boundaries. The
 * auth plugin builds it once per signed-in request (`request.ctx`); services take it as their second argument.
 */
export type RequestContext = {
  actor: Actor;
  now: Date;
  requestId: string;
  timezone: string;
};

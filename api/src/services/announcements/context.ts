import type { StaffRole } from '@backoffice/domain/roles';
import type { UserRow } from '../../db/schema/users';

/** Who is announcing, the request's moment and the centre's time zone, and what the email shows and links to. */
export type AnnouncementContext = {
  actor: { user: UserRow; role: StaffRole };
  now: Date;
  timezone: string;
  requestId: string;
  centre: CentreSite;
};

/** The centre's name (the email's banner and footer) and the students' site (the class page its button opens). */
export type CentreSite = { name: string; studentSiteUrl: string };

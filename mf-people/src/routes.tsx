import { PATHS } from '@backoffice/domain';
import { NotYetPage, type RemoteRouteProps } from '@backoffice/remote-kit';

/** mf-people owns /user. */
export default function PeopleRoutes(_props: RemoteRouteProps) {
  return <NotYetPage path={PATHS.user} title="User Management" />;
}

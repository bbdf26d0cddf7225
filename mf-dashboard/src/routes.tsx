import { PATHS } from '@backoffice/domain';
import { NotYetPage, type RemoteRouteProps } from '@backoffice/remote-kit';

/** mf-dashboard owns /dashboard. */
export default function DashboardRoutes(_props: RemoteRouteProps) {
  return <NotYetPage path={PATHS.dashboard} title="Dashboard" />;
}

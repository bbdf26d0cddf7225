import { PATHS } from '@backoffice/domain';
import { NotYetPage, type RemoteRouteProps } from '@backoffice/remote-kit';

/** mf-orders owns /orders. */
export default function OrdersRoutes(_props: RemoteRouteProps) {
  return <NotYetPage path={PATHS.orders} title="Lesson Allocation" />;
}

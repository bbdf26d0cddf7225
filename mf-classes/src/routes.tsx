import { PATHS } from '@backoffice/domain';
import { NotYetPage, type RemoteRouteProps } from '@backoffice/remote-kit';

/** mf-classes owns /course/** and /lessons/** (ARCHITECTURE §3). */
export default function ClassesRoutes({ basePath }: RemoteRouteProps) {
  return basePath === PATHS.lessons ? (
    <NotYetPage path={PATHS.lessons} title="Quick Lesson Management" />
  ) : (
    <NotYetPage path={PATHS.course} title="Classes" />
  );
}

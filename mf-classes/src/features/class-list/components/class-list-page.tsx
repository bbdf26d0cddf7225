import { PATHS } from '@backoffice/domain';
import { NotYetPage } from '@backoffice/remote-kit';

// Placeholder until the screen is built (issue 5).
export function ClassListPage() {
  return <NotYetPage path={PATHS.course} title="Classes" />;
}

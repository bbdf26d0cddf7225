import { PATHS } from '@backoffice/domain';
import { NotYetPage } from '@backoffice/remote-kit';

// Placeholder until the screen is built (issue 5).
export function ClassLessonsPage() {
  return <NotYetPage path={PATHS.classLessons} title="Class lessons" />;
}

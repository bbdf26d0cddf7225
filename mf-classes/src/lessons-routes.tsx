import { NotYetPage } from '@backoffice/remote-kit';
import { PATHS } from '@backoffice/domain';

/** /lessons/**: Quick Lesson Management and a lesson's Zoom detail. */
export default function LessonsRoutes() {
  return <NotYetPage path={PATHS.lessons} title="Quick Lesson Management" />;
}

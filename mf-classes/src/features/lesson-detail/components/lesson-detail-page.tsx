import { PATHS } from '@backoffice/domain';
import { NotYetPage } from '@backoffice/remote-kit';

// Placeholder until the screen is built (issue 5).
export function LessonDetailPage() {
  return <NotYetPage path={PATHS.lessonDetail} title="Lesson" />;
}

import { PATHS } from '@backoffice/domain/paths';
import type { RemoteRouteProps } from '@backoffice/remote-kit';
import { BirthdayCalendarPage } from './features/birthdays/components/birthday-calendar-page';
import { FeedbackPage } from './features/feedback/components/feedback-page';

/** mf-ops owns /ops (birthday calendar) and /feedback (ARCHITECTURE §3). */
export default function OpsRoutes({ basePath }: RemoteRouteProps) {
  return basePath === PATHS.feedback ? <FeedbackPage /> : <BirthdayCalendarPage />;
}

import { PATHS } from '@backoffice/domain';
import { PageFrame } from '@backoffice/remote-kit';
import { EmptyState } from '@backoffice/ui';

/** Feedback review (spec §2 Feedback screen) arrives with its own issue; until then the frame says so plainly. */
export function FeedbackPage() {
  return (
    <PageFrame path={PATHS.feedback} title="Feedback">
      <EmptyState message="Feedback review is not available yet." />
    </PageFrame>
  );
}

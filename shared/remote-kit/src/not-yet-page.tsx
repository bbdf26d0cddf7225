import type { AppPath } from '@backoffice/domain/paths';
import { PageFrame } from './page-frame';
import { EmptyState } from '@backoffice/ui';

/** The remote mounts with its page frame; the screen itself arrives with its own issue. */
export function NotYetPage({ path, title }: { path: AppPath; title: string }) {
  return (
    <PageFrame path={path} title={title}>
      <EmptyState message={`${title} is not available yet.`} />
    </PageFrame>
  );
}

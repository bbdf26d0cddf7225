import type { ReactNode } from 'react';
import type { AppPath } from '@backoffice/domain/paths';
import { useCan } from '@backoffice/session';
import { Alert, Page } from '@backoffice/ui';

type PageFrameProps = {
  /** The permission-map path of the screen. */
  path: AppPath;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
};

/**
 * A screen's frame: its title and actions, shown only to a role that may open the path. The shell's guard already
 * redirects other roles; this keeps a remote safe when mounted some other way (standalone, a future host).
 */
export function PageFrame({ path, title, actions, children }: PageFrameProps) {
  const allowed = useCan(path);
  if (!allowed) {
    return (
      <Page title={title}>
        <Alert tone="error">You do not have permission to open this page.</Alert>
      </Page>
    );
  }
  return (
    <Page title={title} actions={actions}>
      {children}
    </Page>
  );
}

import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PATHS } from '@backoffice/domain/paths';
import { useSessionStatus } from '@backoffice/session';
import { LoadingBlock } from '@backoffice/ui';

/** Signed-in screens only: while the stored token is checked a loading state, without a session the login page. */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const location = useLocation();
  if (status === 'restoring') return <LoadingBlock showLabel label="Restoring your session…" />;
  if (status !== 'authenticated') return <Navigate to={PATHS.login} replace state={{ from: location.pathname + location.search }} />;
  return children;
}

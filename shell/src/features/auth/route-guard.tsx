import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { matchPath, PATHS } from '@backoffice/domain/paths';
import { canOpen } from '@backoffice/domain/permissions';
import { isStaffRole } from '@backoffice/domain/roles';
import { useCurrentUser } from '@backoffice/session';

/** A role with a restricted list of paths goes to / for any path outside it; an unknown path goes to / too (spec §2). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const pattern = matchPath(pathname);
  const allowed = pattern !== undefined && user !== null && isStaffRole(user._type) && canOpen(user._type, pattern);
  if (!allowed && pathname !== PATHS.home) return <Navigate to={PATHS.home} replace />;
  return children;
}

import { useAtomValue } from 'jotai';
// Subpaths without zod (the sign-in page loads this package; see @backoffice/mf-config's shared table).
import { hasCapability, type Capability } from '@backoffice/domain/capabilities';
import type { AppPath } from '@backoffice/domain/paths';
import { can, type PermissionFlag } from '@backoffice/domain/permissions';
import type { Me } from '@backoffice/domain/records';
import { isStaffRole } from '@backoffice/domain/roles';
import { currentUserAtom, sessionStatusAtom, type SessionStatus } from './atoms';
import { sessionStore } from './store';

// Every hook names the session store: a remote's feature may wrap its screens in its own jotai Provider.
const options = { store: sessionStore };

/** The signed-in user, or null. */
export function useCurrentUser(): Me | null {
  return useAtomValue(currentUserAtom, options);
}

/** 'restoring' | 'authenticated' | 'anonymous': the shell redirects to /login on 'anonymous'. */
export function useSessionStatus(): SessionStatus {
  return useAtomValue(sessionStatusAtom, options);
}

/** Whether the signed-in user may open `path` and, with a flag, use it there. False when signed out. */
export function useCan(path: AppPath, flag?: PermissionFlag): boolean {
  const user = useCurrentUser();
  if (!user || !isStaffRole(user._type)) return false;
  return can(user._type, path, flag);
}

/** Whether the signed-in user holds a per-user capability (ARCHITECTURE §5). False when signed out. */
export function useHasCapability(capability: Capability): boolean {
  const user = useCurrentUser();
  return user !== null && hasCapability(user, capability);
}

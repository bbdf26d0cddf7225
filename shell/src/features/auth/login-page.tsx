import { Navigate, useLocation, useNavigate } from 'react-router';
import { afterSignInPath } from '@backoffice/domain/paths';
import { useSessionStatus } from '@backoffice/session';
import { LoadingBlock } from '@backoffice/ui';
import { LoginScreen } from './login-screen';

/**
 * /login inside the app (after a logout, or a guard's redirect). A successful sign-in goes back to the screen the guard
 * turned away (its `from`), otherwise to /dashboard (spec §4).
 */
export function LoginPage() {
  const status = useSessionStatus();
  const navigate = useNavigate();
  const next = afterSignInPath((useLocation().state as { from?: string } | null)?.from);
  if (status === 'restoring') return <LoadingBlock showLabel />;
  if (status === 'authenticated') return <Navigate to={next} replace />;
  return <LoginScreen onSignedIn={() => navigate(next, { replace: true })} />;
}

import { Navigate, useNavigate } from 'react-router';
import { PATHS } from '@backoffice/domain/paths';
import { useSessionStatus } from '@backoffice/session';
import { LoadingBlock } from '@backoffice/ui';
import { LoginScreen } from './login-screen';

/** /login inside the app (after a logout, or a guard's redirect); a successful sign-in goes to /dashboard (spec §4). */
export function LoginPage() {
  const status = useSessionStatus();
  const navigate = useNavigate();
  if (status === 'restoring') return <LoadingBlock showLabel />;
  if (status === 'authenticated') return <Navigate to={PATHS.dashboard} replace />;
  return <LoginScreen onSignedIn={() => navigate(PATHS.dashboard, { replace: true })} />;
}

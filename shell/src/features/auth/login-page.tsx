import { Navigate, useNavigate } from 'react-router';
import styled from 'styled-components';
import { PATHS } from '@backoffice/domain/paths';
import { SignInForm } from '@backoffice/remote-kit';
import { useSessionStatus } from '@backoffice/session';
import { LoadingBlock, Panel } from '@backoffice/ui';

const Centre = styled.main`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const Box = styled(Panel)`
  width: min(400px, 100%);
`;

/** Public sign-in (spec §2 Login); a successful sign-in goes to /dashboard (spec §4). */
export function LoginPage() {
  const status = useSessionStatus();
  const navigate = useNavigate();
  if (status === 'restoring') return <LoadingBlock showLabel />;
  if (status === 'authenticated') return <Navigate to={PATHS.dashboard} replace />;
  return (
    <Centre>
      <Box>
        <h1>Back Office</h1>
        <p>Sign in with your staff account.</p>
        <SignInForm onSignedIn={() => navigate(PATHS.dashboard, { replace: true })} />
      </Box>
    </Centre>
  );
}

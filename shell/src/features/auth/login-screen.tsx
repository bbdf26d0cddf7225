import styled from 'styled-components';
import { SignInForm } from '@backoffice/remote-kit/sign-in-form';
import { Panel } from '@backoffice/ui/panel';

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

/** The sign-in screen itself, without the router: the first page can show it before the rest of the app loads. */
export function LoginScreen({ onSignedIn, onSigningIn }: { onSignedIn: () => void; onSigningIn?: () => void }) {
  return (
    <Centre>
      <Box>
        <h1>Back Office</h1>
        <p>Sign in with your staff account.</p>
        <SignInForm onSignedIn={onSignedIn} onSigningIn={onSigningIn} />
      </Box>
    </Centre>
  );
}

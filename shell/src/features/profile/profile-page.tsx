import styled from 'styled-components';
import { useCurrentUser } from '@backoffice/session';
import { Page, Panel } from '@backoffice/ui';
import { ChangePasswordForm } from './change-password-form';

const Narrow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 520px;
`;

/** The signed-in user's name and email, and the Change Password form (spec §2 Profile). */
export function ProfilePage() {
  const user = useCurrentUser();
  return (
    <Page title="My Profile">
      <Narrow>
        <Panel title="Account">
          <dl>
            <dt>Name</dt>
            <dd>{user?.name}</dd>
            <dt>Email</dt>
            <dd>{user?.email}</dd>
          </dl>
        </Panel>
        <Panel title="Change Password">
          <ChangePasswordForm />
        </Panel>
      </Narrow>
    </Page>
  );
}

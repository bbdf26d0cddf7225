import styled from 'styled-components';
import { useCurrentUser } from '@backoffice/session';
import { Page, Panel } from '@backoffice/ui';
import { ChangePasswordForm } from './change-password-form';

const Narrow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 520px;
`;

/** Each term above its value: the label small and muted, the value as the line one reads. */
const Account = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  & > div {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    min-width: 0;
  }
  dt {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
`;

/** The signed-in user's name and email, and the Change Password form (spec §2 Profile). */
export function ProfilePage() {
  const user = useCurrentUser();
  return (
    <Page title="My Profile">
      <Narrow>
        <Panel title="Account">
          <Account>
            <div>
              <dt>Name</dt>
              <dd>{user?.name}</dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>{user?.email}</dd>
            </div>
          </Account>
        </Panel>
        <Panel title="Change Password">
          <ChangePasswordForm />
        </Panel>
      </Narrow>
    </Page>
  );
}

import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { PATHS } from '@backoffice/domain/paths';
import { logout, useCan, useCurrentUser } from '@backoffice/session';
import { Badge, Button, IconButton, Menu } from '@backoffice/ui';
import { useConsultationCount } from './api/get-consultation-count';

const Bar = styled.header`
  grid-area: header;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  height: 56px;
  padding: 0 ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.primaryContrast};
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndices.sticky};
`;

const Logo = styled(Link)`
  color: inherit;
  font-weight: 700;
  font-size: 18px;
  text-decoration: none;
`;

const Spacer = styled.div`
  flex: 1;
`;

const MenuButton = styled.div`
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}px) {
    display: none;
  }
`;

const BadgeLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export function Header({ onOpenMenu }: { onOpenMenu: () => void }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const seesDashboard = useCan(PATHS.dashboard);
  const consultations = useConsultationCount(seesDashboard);
  const count = consultations.data?.count;

  return (
    <Bar>
      <MenuButton>
        <IconButton label="Open menu" variant="ghost" onClick={onOpenMenu} style={{ color: 'inherit' }}>
          ☰
        </IconButton>
      </MenuButton>
      <Logo to={PATHS.dashboard}>Back Office</Logo>
      <Spacer />
      {seesDashboard && count !== undefined ? (
        <BadgeLink to={PATHS.dashboard} aria-label={`${count} immediate consultation recommendations`}>
          <span aria-hidden="true">Consult now</span>
          <Badge tone={count > 0 ? 'danger' : 'neutral'}>{count}</Badge>
        </BadgeLink>
      ) : null}
      <Menu
        label="Account"
        trigger={
          <AccountButton variant="ghost" aria-label={`Account menu for ${user?.name ?? 'you'}`}>
            {user?.name ?? 'Account'} ▾
          </AccountButton>
        }
        items={[
          { label: 'My Profile', onSelect: () => navigate(PATHS.profile) },
          { label: 'Logout', onSelect: () => void logout() },
        ]}
        align="end"
      />
    </Bar>
  );
}

const AccountButton = styled(Button)`
  color: inherit;
`;

import { Link, useNavigate } from 'react-router';
import styled from 'styled-components';
import { PATHS } from '@backoffice/domain/paths';
import { logout, useCan, useCurrentUser } from '@backoffice/session';
import { Badge, Button, IconButton, Menu, VisuallyHidden, media } from '@backoffice/ui';
import { useConsultationCount } from './api/get-consultation-count';

const Bar = styled.header`
  grid-area: header;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  height: 56px;
  padding: 0 ${({ theme }) => theme.space.lg};
  /* On a phone the bar keeps one line: the logo and the name give way before anything wraps. */
  ${media.belowTablet} {
    gap: ${({ theme }) => theme.space.xs};
    padding: 0 ${({ theme }) => theme.space.sm};
  }
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
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryContrast};
    outline-offset: 2px;
  }
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
  white-space: nowrap;
  border-radius: ${({ theme }) => theme.radii.sm};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primaryContrast};
    outline-offset: 2px;
  }
`;

/** 'Consult now' beside the count; on a phone the count alone (the link's name says what it counts). */
const BadgeText = styled.span`
  ${media.belowTablet} {
    display: none;
  }
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
        <IconButton label="Open menu" variant="inverse" onClick={onOpenMenu}>
          ☰
        </IconButton>
      </MenuButton>
      <Logo to={PATHS.dashboard}>Back Office</Logo>
      <Spacer />
      {seesDashboard && count !== undefined ? (
        // Named by what it shows ('Consult now 3') and what that means: a name that differs from the visible text
        // fails people who speak the label they see (WCAG 2.5.3).
        <BadgeLink to={PATHS.dashboard}>
          <BadgeText>Consult now</BadgeText>
          <Badge tone={count > 0 ? 'danger' : 'neutral'}>{count}</Badge>
          <VisuallyHidden> immediate consultation recommendations</VisuallyHidden>
        </BadgeLink>
      ) : null}
      <Menu
        label="Account"
        trigger={
          <AccountButton variant="inverse" aria-label={`Account menu for ${user?.name ?? 'you'}`}>
            <AccountName>{user?.name ?? 'Account'}</AccountName> ▾
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
  min-width: 0;
  flex-shrink: 1;
`;

/** A long name is cut with an ellipsis rather than pushing the bar wider than the screen. */
const AccountName = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  max-width: 28ch;
  ${media.belowTablet} {
    max-width: 12ch;
  }
`;

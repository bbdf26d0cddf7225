import { NavLink } from 'react-router';
import { startScreen } from '../federation/remote-navigation';
import styled from 'styled-components';
import * as Drawer from '@radix-ui/react-dialog';
import { useCan } from '@backoffice/session';
import { useReturnFocus } from '@backoffice/ui';
import { NAV_ITEMS, type NavItem } from './nav-items';

const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: ${({ theme }) => theme.space.md};
`;

const Item = styled(NavLink)`
  display: block;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &.active {
    background: ${({ theme }) => theme.colors.primarySubtle};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

function MenuEntry({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const allowed = useCan(item.path);
  if (!allowed) return null;
  return (
    <Item
      to={item.path}
      end={item.path === '/'}
      onClick={onNavigate}
      // A pointer on its way to the link, or keyboard focus on it, starts the screen's code and first request: by the
      // click most of it is in (issue 20). Already started or loaded screens cost nothing more.
      onPointerEnter={() => void startScreen({ pathname: item.path, search: '' })}
      onFocus={() => void startScreen({ pathname: item.path, search: '' })}
    >
      {item.label}
    </Item>
  );
}

/** The side menu (spec §2): entries the role cannot open are not shown. */
export function SideMenu({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Nav aria-label="Main menu">
      {NAV_ITEMS.map((item) => (
        <MenuEntry key={item.path} item={item} onNavigate={onNavigate} />
      ))}
    </Nav>
  );
}

const Permanent = styled.aside`
  grid-area: sidebar;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  display: none;
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}px) {
    display: block;
  }
`;

const Overlay = styled(Drawer.Overlay)`
  position: fixed;
  inset: 0;
  background: rgba(15, 23, 42, 0.4);
  z-index: ${({ theme }) => theme.zIndices.overlay};
`;

const Panel = styled(Drawer.Content)`
  position: fixed;
  top: 0;
  bottom: 0;
  left: 0;
  width: min(280px, 85vw);
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  z-index: ${({ theme }) => theme.zIndices.drawer + 200};
  overflow-y: auto;
`;

const DrawerTitle = styled(Drawer.Title)`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
  font-size: 18px;
`;

/** Permanent at 1200px and wider; below that a drawer opened from the header (spec §2 Shell). */
export function Sidebar({ drawerOpen, onDrawerOpenChange }: { drawerOpen: boolean; onDrawerOpenChange: (open: boolean) => void }) {
  // The drawer has no Radix Trigger (the header's button opens it), so Radix alone would drop focus on the body.
  const returnFocus = useReturnFocus();
  return (
    <>
      <Permanent>
        <SideMenu />
      </Permanent>
      <Drawer.Root open={drawerOpen} onOpenChange={onDrawerOpenChange}>
        <Drawer.Portal>
          <Overlay />
          <Panel aria-describedby={undefined} onOpenAutoFocus={returnFocus.onOpenAutoFocus} onCloseAutoFocus={returnFocus.onCloseAutoFocus}>
            <DrawerTitle>Back Office</DrawerTitle>
            <SideMenu onNavigate={() => onDrawerOpenChange(false)} />
          </Panel>
        </Drawer.Portal>
      </Drawer.Root>
    </>
  );
}

import { useState } from 'react';
import { Outlet } from 'react-router';
import styled from 'styled-components';
import type { RemoteOverrides } from '../federation/dev-override';
import { DevOverrideBanner } from '../federation/dev-override-banner';
import { ReleaseNotice } from '../federation/release-notice';
import { Footer } from './footer';
import { Header } from './header';
import { NavigationProgress } from './navigation-progress';
import { Sidebar } from './sidebar';

const Grid = styled.div`
  min-height: 100vh;
  display: grid;
  /* minmax(0, …): a wide child (a table) scrolls inside its own area instead of widening the page. */
  grid-template-columns: minmax(0, 1fr);
  grid-template-rows: auto 1fr auto;
  grid-template-areas: 'header' 'main' 'footer';
  @media (min-width: ${({ theme }) => theme.breakpoints.desktop}px) {
    grid-template-columns: 240px minmax(0, 1fr);
    grid-template-areas: 'header header' 'sidebar main' 'sidebar footer';
  }
`;

const Main = styled.main`
  grid-area: main;
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
`;

/** Header, side menu, content and footer around every signed-in screen. */
export function AppLayout({ overrides }: { overrides: RemoteOverrides }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <>
      <DevOverrideBanner overrides={overrides} />
      <ReleaseNotice />
      <Grid>
        <Header onOpenMenu={() => setDrawerOpen(true)} />
        <NavigationProgress />
        <Sidebar drawerOpen={drawerOpen} onDrawerOpenChange={setDrawerOpen} />
        <Main id="content">
          <Outlet />
        </Main>
        <Footer />
      </Grid>
    </>
  );
}

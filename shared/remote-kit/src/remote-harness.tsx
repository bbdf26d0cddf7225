import { useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Route, Routes } from 'react-router';
import { initSession, logout, useCurrentUser, useSessionStatus } from '@backoffice/session';
import { Button, LoadingBlock, Panel, Stack } from '@backoffice/ui';
import { AppProviders } from './app-providers';
import type { RemoteRouteProps } from './contract';
import { SignInForm } from './sign-in-form';

type HarnessProps = {
  name: string;
  routes: ComponentType<RemoteRouteProps>;
  /** The paths the remote owns, e.g. ['/ops', '/feedback']. */
  basePaths: string[];
};

/**
 * A remote on its own dev server: the providers the shell would give it, a sign-in when needed, links to its paths.
 * The dev server proxies /api to the API, so the session works as in the shell.
 */
function Harness({ name, routes: RemoteRoutes, basePaths }: HarnessProps) {
  const status = useSessionStatus();
  const user = useCurrentUser();
  useEffect(() => {
    const session = initSession();
    return () => session.stop();
  }, []);

  if (status === 'restoring') return <LoadingBlock showLabel />;
  if (status === 'anonymous' || !user) {
    return (
      <Panel style={{ maxWidth: 420, margin: '48px auto' }}>
        <h1>{name} (standalone)</h1>
        <SignInForm onSignedIn={() => undefined} />
      </Panel>
    );
  }
  return (
    <Stack gap="lg" style={{ padding: 24 }}>
      <Stack direction="row" gap="md" align="center">
        <strong>{name} (standalone)</strong>
        {basePaths.map((path) => (
          <NavLink key={path} to={path}>
            {path}
          </NavLink>
        ))}
        <span>
          {user.name} ({user._type})
        </span>
        <Button variant="ghost" onClick={() => void logout()}>
          Logout
        </Button>
      </Stack>
      <Routes>
        {basePaths.map((path) => (
          <Route key={path} path={`${path}/*`} element={<RemoteRoutes basePath={path} />} />
        ))}
        <Route path="*" element={<p>Open one of: {basePaths.join(', ')}</p>} />
      </Routes>
    </Stack>
  );
}

/** Renders the standalone harness into #root. */
export function mountHarness(props: HarnessProps): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from the page');
  createRoot(container).render(
    <AppProviders>
      <BrowserRouter>
        <Harness {...props} />
      </BrowserRouter>
    </AppProviders>,
  );
}

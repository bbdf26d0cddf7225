import { StrictMode, startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { configureApiClient } from '@backoffice/api-client';
import { PATHS, afterSignInPath } from '@backoffice/domain/paths';
import { remoteFor } from '@backoffice/domain/remote-routes';
import { setCentreTimezone } from '@backoffice/domain/centre-timezone';
import { initSession, TOKEN_STORAGE_KEY } from '@backoffice/session';
import { GlobalStyle, theme, ThemeProvider } from '@backoffice/ui/theme';
import { LoginScreen } from './features/auth/login-screen';
import { loadRemotePreload, registerRemoteManifests, startRemoteRoutes } from './features/federation/remote-loader';
import { startScreen } from './features/federation/remote-navigation';
import { loadRuntimeConfig, type RuntimeConfig } from './features/federation/runtime-config';

// The signed-in app's chunk, asked for once: at the Sign In press or at once for a stored session.
let appChunk: ReturnType<typeof importApp> | undefined;
const importApp = () => import('./app/app');
const loadAppChunk = () => (appChunk ??= importApp());

/** The whole app: router, layout, remotes. Loaded after sign-in, or at once for a stored session. */
async function startApp(root: Root, config: RuntimeConfig) {
  const { App } = await loadAppChunk();
  // A transition: React renders the layout and the screen in 5 ms slices instead of one task of some 200 ms, so the
  // page answers input meanwhile (Lighthouse's total blocking time, issue 20). It replaces the sign-in page only once
  // rendered.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App overrides={config.overrides} />
      </StrictMode>,
    );
  });
}

async function start() {
  const config = await loadRuntimeConfig();
  configureApiClient({ baseURL: config.api });
  setCentreTimezone(config.timezone);
  registerRemoteManifests(config.remotes, config.overrides);
  initSession();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);

  // Without a stored session every path ends on the sign-in page: show it straight away with only what it needs (the
  // /login download budget, issue 3); the router, the layout and the remotes load after sign-in.
  if (window.localStorage.getItem(TOKEN_STORAGE_KEY) === null) {
    // A bookmarked screen (/orders, a lesson's page) is where the sign-in returns to; '/' and '/login' go to /dashboard.
    const next = afterSignInPath(window.location.pathname + window.location.search);
    if (window.location.pathname !== PATHS.login) window.history.replaceState(null, '', PATHS.login);
    root.render(
      <StrictMode>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <LoginScreen
            // Sign In pressed: the app and the next screen's code (its screens and its preload) download while the
            // sign-in is checked; its data waits for the token.
            onSigningIn={() => {
              void loadAppChunk();
              const remote = remoteFor(new URL(next, window.location.origin).pathname);
              if (remote) {
                void startRemoteRoutes(remote).catch(() => undefined);
                void loadRemotePreload(remote);
              }
            }}
            onSignedIn={() => {
              window.history.replaceState(null, '', next);
              // The token is in: the next screen's first request starts now, not once the app has rendered its route.
              const url = new URL(next, window.location.origin);
              void startScreen({ pathname: url.pathname, search: url.search });
              void startApp(root, config);
            }}
          />
        </ThemeProvider>
      </StrictMode>,
    );
    return;
  }
  // A stored session: the screen's code and first request start now, side by side with the app's own chunk, instead
  // of after the app has rendered (issue 20).
  void startScreen({ pathname: window.location.pathname, search: window.location.search });
  await startApp(root, config);
}

void start();

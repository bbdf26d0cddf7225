import { createContext, useContext, useState, type ReactElement, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { apiClient, tokenStore } from '@backoffice/api-client';
import { PERMISSION_MAP, type FlagOverrides } from '@backoffice/domain/permissions';
import type { AppPath } from '@backoffice/domain/paths';
import type { Me } from '@backoffice/domain/records';
import type { StaffRole } from '@backoffice/domain/roles';
import { currentUserAtom, sessionStatusAtom, sessionStore } from '@backoffice/session';
import { userOf } from '@backoffice/session/test-utils';
import { theme } from '@backoffice/ui/theme';
// Radix stand-ins for jsdom.
import '@backoffice/ui/test-utils';

/**
 * The one MSW server of a screen test file: `test-setup.ts` starts it before the file's tests (an unhandled request
 * fails the test), drops the handlers a test added after each one, and closes it at the end. Tests add what the
 * screen calls with `server.use(...)`.
 */
export const server = setupServer();

function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** The screen under test, handed to the router's one route (the router is made once; a rerender changes the screen). */
const ScreenContext = createContext<ReactNode>(null);
function Screen() {
  return useContext(ScreenContext);
}

type TestRouter = ReturnType<typeof createMemoryRouter>;

/**
 * Renders a screen as the shell would: theme, a fresh query client (no cache shared between tests, no retries; a
 * preload test passes the page's own `queryClient`) and a data router at `path`, as the shell's is (so `useBlocker`
 * works); `router` navigates as the browser's Back would (`router.navigate(-1)`). Network calls go to MSW handlers
 * the test sets up; nothing of ours is mocked.
 */
export function renderScreen(ui: ReactElement, { path = '/', client = testQueryClient() }: { path?: string; client?: QueryClient } = {}) {
  const handle: { router: TestRouter | null } = { router: null };
  function Providers({ children }: { children: ReactNode }) {
    const [router] = useState(() => (handle.router = createMemoryRouter([{ path: '*', element: <Screen /> }], { initialEntries: [path] })));
    return (
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={client}>
          <ScreenContext value={children}>
            <RouterProvider router={router} />
          </ScreenContext>
        </QueryClientProvider>
      </ThemeProvider>
    );
  }
  const user = userEvent.setup();
  const rendered = render(ui, { wrapper: Providers });
  return { user, client, router: handle.router as TestRouter, ...rendered };
}

/** A signed-in user of a given type for screen tests; `overrides` sets the id, capabilities and the rest. */
export function testUser(type: Me['_type'], overrides: Partial<Me> = {}): Me {
  return userOf(type, { _id: '10000000-0000-4000-8000-000000000000', ...overrides });
}

/**
 * What the shell's first script does on a cold load (shell/src/first-requests.ts, issue 20): the GETs a remote
 * declares for a path (its src/first-requests.json, as paths under the API), sent with the session's token before any
 * of the remote's code has run. Resolves once they are answered. A remote's test then checks that its preload asks
 * nothing more: the declaration names the very URL its preload asks for. `clearFirstRequests` undoes it.
 */
export async function sendFirstRequests(paths: readonly string[]): Promise<void> {
  const token = 'first-script-token';
  tokenStore.set(token, new Date(Date.now() + 3_600_000).toISOString());
  const authorization = `Bearer ${token}`;
  // As the server names them: the API's base, then the path (api/src/plugins/first-requests.ts).
  const urls = paths.map((path) => `${apiClient.defaults.baseURL ?? ''}${path}`);
  const responses = new Map(urls.map((url) => [url, fetch(new URL(url, window.location.href), { headers: { Authorization: authorization } })]));
  window.backofficeFirstResponses = { authorization, responses };
  await Promise.all(responses.values());
}

export function clearFirstRequests(): void {
  delete window.backofficeFirstResponses;
  tokenStore.clear();
}

/** Puts a signed-in user in the session store the shell would otherwise fill. */
export function signInAs(me: Me): void {
  sessionStore.set(currentUserAtom, me);
  sessionStore.set(sessionStatusAtom, 'authenticated');
}

export function signOut(): void {
  sessionStore.set(currentUserAtom, null);
  sessionStore.set(sessionStatusAtom, 'anonymous');
}

/**
 * Gives a role more paths of the permission map (with the flags given) until the returned function puts the map back.
 * For rules no real role shows yet, e.g. a page opened without canManage. Data, not a module mock: `can()` runs as is.
 */
export function grantPaths(role: StaffRole, paths: Partial<Record<AppPath, FlagOverrides>>): () => void {
  const entry = PERMISSION_MAP[role];
  if (entry === 'all') throw new Error(`${role} has no path list to add to`);
  const saved = new Map<AppPath, FlagOverrides | undefined>();
  for (const [path, flags] of Object.entries(paths) as Array<[AppPath, FlagOverrides]>) {
    saved.set(path, entry[path]);
    entry[path] = flags;
  }
  return () => {
    for (const [path, flags] of saved) {
      if (flags === undefined) delete entry[path];
      else entry[path] = flags;
    }
  };
}

/**
 * What an MSW fake API keeps of the requests it receives: a handler calls `seen(request, body?)`, which adds the
 * method, path, URL, query (a key sent more than once kept as a list) and body to `requests`, and returns the URL.
 */
export function requestRecorder() {
  const requests: Array<{ method: string; path: string; url: string; query: Record<string, string | string[]>; body?: unknown }> = [];
  const seen = (request: Request, body?: unknown): URL => {
    const url = new URL(request.url);
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      query[key] = values.length > 1 ? values : (values[0] ?? '');
    }
    requests.push({ method: request.method, path: url.pathname, url: request.url, query, body });
    return url;
  };
  return { requests, seen };
}

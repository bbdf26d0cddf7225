import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { theme } from '@backoffice/ui/theme';
// Radix stand-ins for jsdom.
import '@backoffice/ui/test-utils';

/**
 * Renders a screen as the shell would: theme, a fresh query client (no cache shared between tests, no retries) and a
 * router at `path`. Network calls go to MSW handlers the test sets up; nothing of ours is mocked.
 */
export function renderScreen(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Providers({ children }: { children: ReactNode }) {
    return (
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
        </QueryClientProvider>
      </ThemeProvider>
    );
  }
  const user = userEvent.setup();
  return { user, client, ...render(ui, { wrapper: Providers }) };
}

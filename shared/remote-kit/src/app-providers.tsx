import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider } from 'jotai';
import { ThemeProvider } from 'styled-components';
import { sessionStore } from '@backoffice/session';
import { GlobalStyle, theme } from '@backoffice/ui';
import { queryClient } from './query-client';
// Before any schema parses (see the module).
import './zod-config';

/** Theme, session store and query client: rendered once by the shell, or by a remote's standalone harness. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <JotaiProvider store={sessionStore}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </JotaiProvider>
    </ThemeProvider>
  );
}

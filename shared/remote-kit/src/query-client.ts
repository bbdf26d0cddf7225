import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@backoffice/api-client';

/**
 * The one query client of the page (TanStack Query is a shared singleton, and the shell provides this instance).
 * Client errors (4xx) are answers, not glitches: retrying them only delays the message.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && failureCount < 2,
    },
    mutations: { retry: false },
  },
});

import axios, { AxiosHeaders, getAdapter, type InternalAxiosRequestConfig } from 'axios';
import { API_PREFIX } from '@backoffice/domain/auth-endpoints';
import { toApiError } from './errors';
import { withFirstResponses } from './first-responses';
import { notifySessionExpired } from './session-expiry';
import { tokenStore } from './token-store';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Leave this call out of the session-expired handling. The sign-in call sets it: its failures are about the
     * credentials typed, never about a session to end.
     */
    skipSessionExpiry?: boolean;
  }
}

/** Where the API lives when the runtime configuration says nothing (one origin, `pnpm start`). */
export const DEFAULT_BASE_URL = API_PREFIX;

export type ApiClientConfig = {
  /** From the shell's runtime configuration file; an absolute URL or a path on this origin. */
  baseURL?: string;
  /** Milliseconds before a call gives up; 0 waits for ever. */
  timeout?: number;
};

/** The one axios instance (CONVENTIONS: singletons are configured once). Apps import it; they never call axios.create. */
export const apiClient = axios.create({
  baseURL: DEFAULT_BASE_URL,
  timeout: 30_000,
  headers: { Accept: 'application/json' },
  // `status=A&status=B` rather than axios's default `status[]=A`: Fastify's query parser reads repeated keys as arrays.
  paramsSerializer: { indexes: null },
  // No XSRF cookie: the API authenticates by bearer token, never by cookie. Left on, axios reads the cookie before
  // every same-origin request through the browser's asynchronous Cookie Store, so each request went out 20–60 ms after
  // it was made, on a busy page (issue 20: the sign-in request waited for the app's code to run first).
  withXSRFToken: false,
});

// A GET the shell's first script already sent (a cold load's GET /me and the screen's list) is answered from it.
const networkAdapters = apiClient.defaults.adapter;
apiClient.defaults.adapter = withFirstResponses(
  (config) => getAdapter(networkAdapters, config)(config),
  (config) => apiClient.getUri(config),
);

/** Applies the runtime configuration; the shell calls it once at start, before the first call. */
export function configureApiClient(config: ApiClientConfig): void {
  if (config.baseURL !== undefined) apiClient.defaults.baseURL = config.baseURL.replace(/\/+$/, '') || '/';
  if (config.timeout !== undefined) apiClient.defaults.timeout = config.timeout;
}

function bearer(token: string): string {
  return `Bearer ${token}`;
}

apiClient.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const grant = tokenStore.get();
  const headers = AxiosHeaders.from(config.headers);
  // A call may carry its own token (logout of a token already dropped locally); that one wins.
  if (grant && !headers.has('Authorization')) headers.set('Authorization', bearer(grant.token));
  config.headers = headers;
  return config;
});

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  const apiError = toApiError(error);
  const config = (error as { config?: InternalAxiosRequestConfig }).config;
  if (apiError.isExpired && !config?.skipSessionExpiry) {
    const sent = config?.headers ? AxiosHeaders.from(config.headers).get('Authorization') : undefined;
    const current = tokenStore.get();
    // Only the token still held ends the session. When several calls fail together the first one clears it, so the
    // listeners run once instead of once per call.
    if (current && sent === bearer(current.token)) {
      tokenStore.clear();
      notifySessionExpired();
    }
  }
  return Promise.reject(apiError);
});

// No imports, and no zod: the sign-in page reads its API paths from here, and its download budget has no room for the
// whole endpoint table (README, Download budgets), which grows with every screen.

/** Where the API's routes are registered, and the API client's base URL on the same origin. */
export const API_PREFIX = '/api';

/**
 * The header an idempotent endpoint's key travels in (ENDPOINTS' `idempotent`), and the keys it takes: 16 to 100
 * letters, digits, '-' or '_'. Here rather than in endpoints.ts because the API client, which the sign-in page loads,
 * sends it.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;

/** The endpoints of signing in and of the session: part of ENDPOINTS (endpoints.ts), kept apart for the sign-in page. */
export const AUTH_ENDPOINTS = {
  signIn: { method: 'POST', path: '/auth' },
  me: { method: 'GET', path: '/me' },
  refreshToken: { method: 'POST', path: '/refreshToken' },
  changePassword: { method: 'POST', path: '/changePassword' },
  logout: { method: 'POST', path: '/logout' },
} as const;

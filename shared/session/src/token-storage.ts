import type { TokenGrant } from '@backoffice/api-client';

/**
 * Where the token survives a reload: local storage, under this key, as JSON `{ "token": "...", "expiresAt": "<ISO>" }`.
 * Shared by every tab of the origin, which is what keeps tabs signed in (and out) together.
 */
export const TOKEN_STORAGE_KEY = 'backoffice.token';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage disabled by the browser's privacy settings: the session still works, for this page only.
    return null;
  }
}

/** Reads a stored value; anything that is not a well-formed grant counts as no token. */
export function parseStoredToken(raw: string | null): TokenGrant | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { token, expiresAt } = value as Record<string, unknown>;
    if (typeof token !== 'string' || token === '' || typeof expiresAt !== 'string') return null;
    return { token, expiresAt };
  } catch {
    return null;
  }
}

export function readStoredToken(): TokenGrant | null {
  try {
    return parseStoredToken(storage()?.getItem(TOKEN_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

export function writeStoredToken(grant: TokenGrant | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (grant) store.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: grant.token, expiresAt: grant.expiresAt }));
    else store.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // A full or locked storage only costs surviving a reload; the signed-in page keeps working.
  }
}

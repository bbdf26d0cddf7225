/** A signed-in session's bearer token and when it stops being accepted (ISO date-time, the server's clock). */
export type TokenGrant = { token: string; expiresAt: string };

export type TokenListener = (grant: TokenGrant | null) => void;

export type TokenStore = {
  get(): TokenGrant | null;
  set(token: string, expiresAt: string): void;
  clear(): void;
  /** Called after every change; returns the unsubscribe function. */
  subscribe(listener: TokenListener): () => void;
};

function createTokenStore(): TokenStore {
  let grant: TokenGrant | null = null;
  const listeners = new Set<TokenListener>();

  function change(next: TokenGrant | null) {
    if (grant?.token === next?.token && grant?.expiresAt === next?.expiresAt) return;
    grant = next;
    // A copy of the set: a listener may unsubscribe itself while being called.
    for (const listener of [...listeners]) listener(grant);
  }

  return {
    get: () => grant,
    set: (token, expiresAt) => change({ token, expiresAt }),
    clear: () => change(null),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/**
 * The token the API client sends. It lives outside React so that the client, the renewal timer and code running before
 * the first render share it; `@backoffice/session` mirrors it into jotai and local storage.
 */
export const tokenStore: TokenStore = createTokenStore();

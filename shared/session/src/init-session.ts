import {
  onSessionExpired,
  startTokenRenewal,
  tokenStore,
  type TokenGrant,
  type TokenRenewalOptions,
} from '@backoffice/api-client';
import { clearSession, restoreSession } from './actions';
import { bindTokenStore, sessionStatusAtom, type SessionStatus } from './atoms';
import { sessionStore } from './store';
import { parseStoredToken, TOKEN_STORAGE_KEY } from './token-storage';

export type InitSessionOptions = {
  /** Passed to the API client's renewal timer (tests inject a clock or an activity target). */
  renewal?: TokenRenewalOptions;
  /** Restore the stored session now; default true. */
  restore?: boolean;
};

export type SessionHandle = {
  /** Settles with the status once the stored token has been checked. */
  restored: Promise<SessionStatus>;
  /** Undoes everything initSession started (tests, or a shell being torn down). */
  stop(): void;
};

let active: SessionHandle | null = null;

/** Another tab changed the stored token: follow it, so every tab of the back office is signed in or out together. */
function followOtherTab(grant: TokenGrant | null): void {
  const status = sessionStore.get(sessionStatusAtom);
  if (!grant) {
    if (tokenStore.get() || status !== 'anonymous') clearSession();
    return;
  }
  if (tokenStore.get()?.token === grant.token) return;
  // Signed in here: the other tab renewed the same session (signing in as someone else there means signing out
  // first, which reached this tab as a removal). Otherwise the other tab signed in: load that user here too.
  if (status === 'authenticated') tokenStore.set(grant.token, grant.expiresAt);
  else void restoreSession();
}

/**
 * Starts the session; the shell calls it once at start. It logs out locally whenever the API client reports an
 * expired session, renews the token while the user is active, follows sign-in and sign-out in other tabs and (unless
 * told not to) restores the stored session. Calling it again while started returns the same handle.
 */
export function initSession(options: InitSessionOptions = {}): SessionHandle {
  if (active) return active;
  bindTokenStore();
  const stopExpiry = onSessionExpired(clearSession);
  const stopRenewal = startTokenRenewal(options.renewal);

  const onStorage = (event: StorageEvent) => {
    // `key` is null when another tab cleared the whole storage.
    if (event.key !== null && event.key !== TOKEN_STORAGE_KEY) return;
    followOtherTab(parseStoredToken(event.key === null ? null : event.newValue));
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);

  const restored =
    options.restore === false ? Promise.resolve(sessionStore.get(sessionStatusAtom)) : restoreSession();

  const handle: SessionHandle = {
    restored,
    stop() {
      stopExpiry();
      stopRenewal();
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      if (active === handle) active = null;
    },
  };
  active = handle;
  return handle;
}

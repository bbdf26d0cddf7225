// Module federation shares @backoffice/api-client (root and subpaths) as one copy, so there is one token holder.
import {
  ApiError,
  fetchMe,
  logout as logoutRequest,
  signIn as signInRequest,
  tokenStore,
} from '@backoffice/api-client';
import { MESSAGES } from '@backoffice/domain/messages';
import type { Me } from '@backoffice/domain/records';
import { isStaffRole } from '@backoffice/domain/roles';
import { bindTokenStore, currentUserAtom, sessionStatusAtom, type SessionStatus } from './atoms';
import { sessionStore } from './store';
import { readStoredToken, writeStoredToken } from './token-storage';

// Bumped by every change of who is signed in, so an answer that arrives after a newer sign-in or sign-out is dropped.
let generation = 0;

/** The spec's refusal of a Student or TA sign-in (§4, §8: code Error, type invalid), as the server words it too. */
function invalidUserType(): ApiError {
  return new ApiError(401, [{ code: 'Error', type: 'invalid', message: MESSAGES.invalidUserType }]);
}

function signedIn(user: Me): void {
  sessionStore.set(currentUserAtom, user);
  sessionStore.set(sessionStatusAtom, 'authenticated');
}

/**
 * Signs out locally: token (client, mirror, local storage) and user gone, status anonymous. No server call: this is
 * what a session the server already ended needs. Use `logout()` for the user's own sign-out.
 */
export function clearSession(): void {
  bindTokenStore();
  generation += 1;
  tokenStore.clear();
  sessionStore.set(currentUserAtom, null);
  sessionStore.set(sessionStatusAtom, 'anonymous');
}

/**
 * On load: a stored token becomes the client's token and GET /me loads the user. If that fails for any reason the
 * stored token is removed and the user is anonymous (spec §4); without a stored token the user is anonymous at once.
 */
export async function restoreSession(): Promise<SessionStatus> {
  bindTokenStore();
  const stored = readStoredToken();
  if (!stored) {
    clearSession();
    // An unreadable value (an older format, a hand edit) is dropped rather than read again on every load.
    writeStoredToken(null);
    return 'anonymous';
  }
  generation += 1;
  const run = generation;
  sessionStore.set(sessionStatusAtom, 'restoring');
  tokenStore.set(stored.token, stored.expiresAt);
  try {
    const user = await fetchMe();
    if (run !== generation) return sessionStore.get(sessionStatusAtom);
    if (!isStaffRole(user._type)) throw invalidUserType();
    signedIn(user);
  } catch {
    if (run === generation) clearSession();
  }
  return sessionStore.get(sessionStatusAtom);
}

/**
 * POST /auth. On success the token is stored and used, and the user is signed in. Failures reject with the server's
 * ApiError (the login form shows its first message, e.g. 'You have entered the wrong email or password'); a Student or
 * TA answer becomes 'Invalid user type' and nothing is stored. Going to /dashboard is the shell's job.
 */
export async function signIn(email: string, password: string): Promise<Me> {
  bindTokenStore();
  const result = await signInRequest(email, password);
  // The server refuses these accounts already; the client keeps the spec's rule in case an answer says otherwise.
  if (!isStaffRole(result.user._type)) throw invalidUserType();
  generation += 1;
  tokenStore.set(result.token, result.expiresAt);
  signedIn(result.user);
  return result.user;
}

/**
 * The user's sign-out: cleared locally first, so the shell leaves for /login at once, then POST /logout ends the
 * session on the server. A failed logout call is ignored: the token is already gone here and expires on its own.
 */
export async function logout(): Promise<void> {
  bindTokenStore();
  const grant = tokenStore.get();
  clearSession();
  if (!grant) return;
  try {
    await logoutRequest({ token: grant.token });
  } catch {
    // Nothing to tell the user: they are signed out on this device whatever the server answered.
  }
}


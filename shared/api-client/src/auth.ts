// The sign-in and session endpoints alone: the whole table grows with every screen, and the sign-in page has no room.
import { AUTH_ENDPOINTS as ENDPOINTS } from '@backoffice/domain/auth-endpoints';
// Types only: these calls run on the sign-in page, whose download budget has no room for zod. The server checks its
// own answers against the same schemas (Fastify's response serialisation), so the shapes hold without a second check.
import type { authRequestSchema, authResponseSchema, tokenResponseSchema } from '@backoffice/domain/api';
import type { Me } from '@backoffice/domain/records';
import { getItem, postItem, type Parsed } from './requests';

export type SignInRequest = Parsed<typeof authRequestSchema>;
/** `{ token, expiresAt, user }` */
export type SignInResult = Parsed<typeof authResponseSchema>['data'];
/** `{ token, expiresAt }` */
export type TokenResult = Parsed<typeof tokenResponseSchema>['data'];
export type ChangePasswordResult = { message: string };

/** POST /auth. A wrong password is a 401 about the credentials, so it never counts as a session expiring. */
export function signIn(email: string, password: string): Promise<SignInResult> {
  const body: SignInRequest = { email, password };
  return postItem<SignInResult>(ENDPOINTS.signIn.path, body, { skipSessionExpiry: true });
}

/** GET /me: the signed-in user. */
export function fetchMe(): Promise<Me> {
  return getItem<Me>(ENDPOINTS.me.path);
}

/** POST /refreshToken with the current, unexpired token: a new token for the same session. */
export function refreshToken(): Promise<TokenResult> {
  return postItem<TokenResult>(ENDPOINTS.refreshToken.path, {});
}

/** POST /changePassword. The server ends the user's other sessions; this one stays signed in. */
export async function changePassword(password: string): Promise<ChangePasswordResult> {
  const data = await postItem<{ message: string }>(ENDPOINTS.changePassword.path, { password });
  return { message: data.message };
}

/**
 * POST /logout: ends the session on the server. `token` sends a token that is no longer held (the session clears
 * its token first so the screen reacts at once). Its failure is the caller's to ignore.
 */
export async function logout(options: { token?: string } = {}): Promise<void> {
  await postItem<unknown>(
    ENDPOINTS.logout.path,
    {},
    {
      // Logging out of a session that is already over is not news worth a second logout.
      skipSessionExpiry: true,
      ...(options.token ? { headers: { Authorization: `Bearer ${options.token}` } } : {}),
    },
  );
}

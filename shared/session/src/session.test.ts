import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { getItem, isApiError, tokenStore } from '@backoffice/api-client';
import { clearSession, logout, restoreSession, signIn } from './actions';
import { currentUserAtom, sessionStatusAtom, tokenAtom } from './atoms';
import { initSession, type SessionHandle } from './init-session';
import { sessionStore } from './store';
import { userOf } from './test-utils';
import { TOKEN_STORAGE_KEY } from './token-storage';

const expiresAt = new Date(Date.now() + 30 * 60_000).toISOString();
const admin = userOf('SuperAdmin');
const server = setupServer();
let handle: SessionHandle | undefined;

function entry(type: string, message: string, code = 'Error') {
  return { message: [{ code, type, message }] };
}

function stored(): unknown {
  const raw = localStorage.getItem(TOKEN_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

function state() {
  return {
    user: sessionStore.get(currentUserAtom),
    status: sessionStore.get(sessionStatusAtom),
    token: sessionStore.get(tokenAtom),
    clientToken: tokenStore.get(),
    stored: stored(),
  };
}

const signedOut = { user: null, status: 'anonymous', token: null, clientToken: null, stored: null };

/** GET /me answers the user for `good-token` and 401 for anything else. */
function meHandler(user = admin) {
  return http.get('*/api/me', ({ request }) =>
    request.headers.get('authorization') === 'Bearer good-token'
      ? HttpResponse.json({ data: user })
      : HttpResponse.json(entry('unauthenticated', 'Please sign in to continue', 'Unauthorized'), { status: 401 }),
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  localStorage.clear();
  clearSession();
});
afterEach(() => {
  handle?.stop();
  handle = undefined;
  server.resetHandlers();
});
afterAll(() => server.close());

describe('restoreSession', () => {
  it('loads the user with a good stored token', async () => {
    server.use(meHandler());
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'good-token', expiresAt }));

    const restoring = restoreSession();
    expect(sessionStore.get(sessionStatusAtom)).toBe('restoring');
    await expect(restoring).resolves.toBe('authenticated');

    const grant = { token: 'good-token', expiresAt };
    expect(state()).toEqual({ user: admin, status: 'authenticated', token: grant, clientToken: grant, stored: grant });
  });

  it('removes a stored token that no longer works', async () => {
    server.use(meHandler());
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'bad-token', expiresAt }));

    await expect(restoreSession()).resolves.toBe('anonymous');

    expect(state()).toEqual(signedOut);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('is anonymous at once without a token, or with an unreadable one', async () => {
    // No handler: a request would fail the test.
    await expect(restoreSession()).resolves.toBe('anonymous');
    localStorage.setItem(TOKEN_STORAGE_KEY, 'not json');
    await expect(restoreSession()).resolves.toBe('anonymous');
    expect(state()).toEqual(signedOut);
  });
});

describe('signIn', () => {
  it('stores the token and the user', async () => {
    server.use(
      http.post('*/api/auth', () => HttpResponse.json({ data: { token: 'fresh', expiresAt, user: admin } })),
    );
    await expect(signIn('superadmin@demo.test', 'Demo1234')).resolves.toEqual(admin);

    const grant = { token: 'fresh', expiresAt };
    expect(state()).toEqual({ user: admin, status: 'authenticated', token: grant, clientToken: grant, stored: grant });
  });

  it.each(['Student', 'TA'] as const)('refuses a %s answer with Invalid user type and stores nothing', async (type) => {
    server.use(
      http.post('*/api/auth', () => HttpResponse.json({ data: { token: 'no', expiresAt, user: userOf(type) } })),
    );
    const error = await signIn(`${type.toLowerCase()}@demo.test`, 'Demo1234').catch((reason: unknown) => reason);

    expect(isApiError(error)).toBe(true);
    if (!isApiError(error)) return;
    expect(error.firstMessage).toBe('Invalid user type');
    expect(error.entries).toEqual([{ code: 'Error', type: 'invalid', message: 'Invalid user type' }]);
    expect(state()).toEqual(signedOut);
  });

  it("surfaces the server's refusal and stores nothing", async () => {
    server.use(
      http.post('*/api/auth', () =>
        HttpResponse.json(entry('invalid', 'You have entered the wrong email or password'), { status: 401 }),
      ),
    );
    const error = await signIn('superadmin@demo.test', 'wrong').catch((reason: unknown) => reason);

    expect(isApiError(error) && error.status).toBe(401);
    expect(isApiError(error) && error.firstMessage).toBe('You have entered the wrong email or password');
    expect(state()).toEqual(signedOut);
  });
});

describe('logout', () => {
  it('ends the session on the server and clears token and user', async () => {
    const ended: Array<string | null> = [];
    server.use(
      http.post('*/api/auth', () => HttpResponse.json({ data: { token: 'fresh', expiresAt, user: admin } })),
      http.post('*/api/logout', ({ request }) => {
        ended.push(request.headers.get('authorization'));
        return HttpResponse.json({ data: { ended: true } });
      }),
    );
    await signIn('superadmin@demo.test', 'Demo1234');
    await logout();

    expect(ended).toEqual(['Bearer fresh']);
    expect(state()).toEqual(signedOut);
  });

  it('still signs out locally when the logout call fails', async () => {
    server.use(http.post('*/api/logout', () => HttpResponse.error()));
    tokenStore.set('fresh', expiresAt);
    sessionStore.set(currentUserAtom, admin);

    await expect(logout()).resolves.toBeUndefined();
    expect(state()).toEqual(signedOut);
  });
});

describe('initSession', () => {
  it('restores the stored session and logs out when a call answers expired', async () => {
    server.use(
      meHandler(),
      http.get('*/api/admin/order', () =>
        HttpResponse.json(entry('expired', 'Your session has expired, please sign in again', 'Unauthorized'), {
          status: 401,
        }),
      ),
    );
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'good-token', expiresAt }));
    handle = initSession();
    await expect(handle.restored).resolves.toBe('authenticated');
    expect(initSession()).toBe(handle);

    const error = await getItem('/admin/order').catch((reason: unknown) => reason);

    expect(isApiError(error) && error.isExpired).toBe(true);
    expect(state()).toEqual(signedOut);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('follows sign-out and renewal in another tab', async () => {
    server.use(meHandler());
    localStorage.setItem(TOKEN_STORAGE_KEY, JSON.stringify({ token: 'good-token', expiresAt }));
    handle = initSession();
    await handle.restored;

    // Another tab renewed the token: adopt it without reloading anything.
    const renewed = { token: 'renewed-elsewhere', expiresAt };
    window.dispatchEvent(
      new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: JSON.stringify(renewed), storageArea: localStorage }),
    );
    expect(state()).toMatchObject({ status: 'authenticated', user: admin, clientToken: renewed });

    // Another tab signed out.
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_STORAGE_KEY, newValue: null, storageArea: localStorage }));
    expect(state()).toMatchObject({ status: 'anonymous', user: null, clientToken: null });
  });

  it('keeps tokenAtom and the API client in step both ways', () => {
    handle = initSession({ restore: false });
    const grant = { token: 'from-atom', expiresAt };
    sessionStore.set(tokenAtom, grant);
    expect(tokenStore.get()).toEqual(grant);
    expect(stored()).toEqual(grant);

    tokenStore.set('from-client', expiresAt);
    expect(sessionStore.get(tokenAtom)).toEqual({ token: 'from-client', expiresAt });
    expect(stored()).toEqual({ token: 'from-client', expiresAt });

    sessionStore.set(tokenAtom, null);
    expect(tokenStore.get()).toBeNull();
    expect(stored()).toBeNull();
  });
});

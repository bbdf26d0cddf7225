import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { changePassword, fetchMe, logout, refreshToken, signIn } from './auth';
import { isApiError } from './errors';
import { onSessionExpired } from './session-expiry';
import { tokenStore } from './token-store';

const me = {
  _id: '5f0c6c52-8d3e-4c8e-9a51-0d3f3c1b2a01',
  _type: 'SuperAdmin',
  name: 'Super Admin',
  nickname: null,
  email: 'superadmin@demo.test',
  capabilities: ['news.edit'],
  supervisedAgents: [],
};
const expiresAt = '2025-03-03T02:30:00.000Z';
const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  tokenStore.clear();
});
afterAll(() => server.close());

describe('auth endpoints', () => {
  it('signs in with email and password and reads the token and user', async () => {
    let body: unknown;
    server.use(
      http.post('*/api/auth', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { token: 't1', expiresAt, user: me } });
      }),
    );
    await expect(signIn('superadmin@demo.test', 'Demo1234')).resolves.toEqual({ token: 't1', expiresAt, user: me });
    expect(body).toEqual({ email: 'superadmin@demo.test', password: 'Demo1234' });
  });

  it("keeps the server's sign-in refusal and never treats it as a session ending", async () => {
    server.use(
      http.post('*/api/auth', () =>
        HttpResponse.json(
          { message: [{ code: 'Error', type: 'invalid', message: 'You have entered the wrong email or password' }] },
          { status: 401 },
        ),
      ),
    );
    const expired = jest.fn();
    const unsubscribe = onSessionExpired(expired);
    const error = await signIn('a@b.test', 'nope').catch((reason: unknown) => reason);
    expect(isApiError(error) && error.firstMessage).toBe('You have entered the wrong email or password');
    expect(expired).not.toHaveBeenCalled();
    unsubscribe();
  });

  it('loads the current user, renews the token and changes the password with the bearer token', async () => {
    const auth: Array<string | null> = [];
    const record = (request: Request) => auth.push(request.headers.get('authorization'));
    server.use(
      http.get('*/api/me', ({ request }) => {
        record(request);
        return HttpResponse.json({ data: me });
      }),
      http.post('*/api/refreshToken', ({ request }) => {
        record(request);
        return HttpResponse.json({ data: { token: 't2', expiresAt } });
      }),
      http.post('*/api/changePassword', async ({ request }) => {
        record(request);
        const { password } = (await request.json()) as { password: string };
        return HttpResponse.json({ data: { message: `changed to ${password.length} characters`, endedSessions: 2 } });
      }),
    );
    tokenStore.set('t1', expiresAt);
    await expect(fetchMe()).resolves.toEqual(me);
    await expect(refreshToken()).resolves.toEqual({ token: 't2', expiresAt });
    await expect(changePassword('NewPass123')).resolves.toEqual({ message: 'changed to 10 characters' });
    expect(auth).toEqual(['Bearer t1', 'Bearer t1', 'Bearer t1']);
  });

  it('logs out with a token that is no longer held', async () => {
    let sent: string | null = null;
    server.use(
      http.post('*/api/logout', ({ request }) => {
        sent = request.headers.get('authorization');
        return HttpResponse.json({ data: { ended: true } });
      }),
    );
    tokenStore.set('current', expiresAt);
    await logout({ token: 'dropped' });
    expect(sent).toBe('Bearer dropped');
  });
});

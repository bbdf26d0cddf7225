import { eq } from 'drizzle-orm';
import { MESSAGES, SERVER_MESSAGES } from '@backoffice/domain/messages';
import { sessions } from '../src/db/schema/auth';
import { auditLog } from '../src/db/schema/audit';
import { THROTTLE_POLICY } from '../src/services/auth/throttle';
import { createTestApp, fixedClock, type TestApp } from './helpers/test-app';
import { bearer, createUser, signIn, TEST_PASSWORD } from './helpers/users';

const clock = fixedClock('2026-03-10T03:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => clock.set('2026-03-10T03:00:00Z'));

// Each test signs in from an address of its own, so the per-address limit of one test does not leak into another.
let addressCounter = 0;
function newAddress() {
  addressCounter += 1;
  return `10.0.0.${addressCounter}`;
}

function postAuth(email: string, password: string, remoteAddress = newAddress()) {
  return t.app.inject({ method: 'POST', url: '/api/auth', payload: { email, password }, remoteAddress });
}

const wrongCredentialsBody = { message: [{ code: 'Error', type: 'invalid', message: MESSAGES.wrongCredentials }] };

describe('POST /api/auth', () => {
  it('gives a staff user a token that GET /api/me accepts, whatever the case of the email', async () => {
    const admin = await createUser(t.app.db, { type: 'SuperAdmin', email: 'boss@test.test', name: 'Boss', capabilities: ['news.edit'] });
    const response = await postAuth('Boss@Test.test', TEST_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { token, user, expiresAt } = response.json().data;
    expect(user).toEqual({
      _id: admin.id,
      _type: 'SuperAdmin',
      name: 'Boss',
      nickname: null,
      email: 'boss@test.test',
      capabilities: ['news.edit'],
      supervisedAgents: [],
    });
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(clock.now().getTime());

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ _id: admin.id, name: 'Boss' });
  });

  it.each(['Student', 'TA'] as const)('refuses a %s with Invalid user type', async (type) => {
    const user = await createUser(t.app.db, { type });
    const response = await postAuth(user.email, TEST_PASSWORD);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: [{ code: 'Error', type: 'invalid', message: MESSAGES.invalidUserType }] });
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const user = await createUser(t.app.db, { type: 'SalesAdmin' });
    const wrongPassword = await postAuth(user.email, 'Wrong1234');
    const unknownEmail = await postAuth('nobody@test.test', TEST_PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(wrongCredentialsBody);
    expect(unknownEmail.json()).toEqual(wrongCredentialsBody);
  });

  it('does not tell a stranger that an email belongs to a student', async () => {
    const student = await createUser(t.app.db, { type: 'Student' });
    const response = await postAuth(student.email, 'Wrong1234');
    expect(response.json()).toEqual(wrongCredentialsBody);
  });

  it('refuses a deactivated account as a wrong password', async () => {
    const user = await createUser(t.app.db, { type: 'CustService', isActive: false });
    expect((await postAuth(user.email, TEST_PASSWORD)).json()).toEqual(wrongCredentialsBody);
  });

  it('refuses a body without email or password with 400 and the field named', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: 'a@b.c' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([expect.objectContaining({ type: 'required', field: 'password' })]);
  });

  it('locks an account after a burst of wrong passwords, even for the right password, until the lock ends', async () => {
    const user = await createUser(t.app.db, { type: 'DataAdmin' });
    const address = newAddress();
    for (let i = 0; i < THROTTLE_POLICY.account.limit; i += 1) {
      expect((await postAuth(user.email, 'Wrong1234', address)).statusCode).toBe(401);
    }
    // From another address too: the limit is per account.
    const locked = await postAuth(user.email, TEST_PASSWORD, newAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: [{ code: 'TooManyRequests', type: 'rate_limited', message: SERVER_MESSAGES.tooManyAttempts }] });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);

    clock.advance(THROTTLE_POLICY.account.lockSeconds * 1000 + 1000);
    expect((await postAuth(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('locks an address that tries many accounts', async () => {
    const address = newAddress();
    for (let i = 0; i < THROTTLE_POLICY.address.limit; i += 1) {
      expect((await postAuth(`guess${i}@test.test`, 'Wrong1234', address)).statusCode).toBe(401);
    }
    const user = await createUser(t.app.db, { type: 'Tutor' });
    expect((await postAuth(user.email, TEST_PASSWORD, address)).statusCode).toBe(429);
    expect((await postAuth(user.email, TEST_PASSWORD, newAddress())).statusCode).toBe(200);
  });

  it('forgets earlier failures of an account after a successful sign-in', async () => {
    const user = await createUser(t.app.db, { type: 'Partner' });
    for (let i = 0; i < THROTTLE_POLICY.account.limit - 1; i += 1) await postAuth(user.email, 'Wrong1234');
    expect((await postAuth(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < THROTTLE_POLICY.account.limit - 1; i += 1) await postAuth(user.email, 'Wrong1234');
    expect((await postAuth(user.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('records the sign-in in the audit log', async () => {
    const user = await createUser(t.app.db, { type: 'Agent' });
    await signIn(t.app, user.email);
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, user.id));
    expect(entries.map((entry) => entry.action)).toContain('auth.signIn');
  });
});

describe('tokens and sessions', () => {
  it('refuses a request without a token as unauthenticated', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message[0]).toMatchObject({ type: 'unauthenticated' });
  });

  it('refuses a forged token as unauthenticated', async () => {
    const user = await createUser(t.app.db, { type: 'SuperAdmin' });
    const token = await signIn(t.app, user.email);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(forged) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message[0].type).toBe('unauthenticated');
  });

  it("answers an expired token with type 'expired'", async () => {
    const user = await createUser(t.app.db, { type: 'SuperAdmin' });
    await signIn(t.app, user.email);
    const [session] = await t.app.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const expired = t.app.jwt.sign({ sid: session!.id, sub: user.id, iat: Math.floor(Date.now() / 1000) - 3600 }, { expiresIn: 60 });
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toEqual([expect.objectContaining({ type: 'expired' })]);
  });

  it('refuses every token of a session after logout', async () => {
    const user = await createUser(t.app.db, { type: 'CustService' });
    const token = await signIn(t.app, user.email);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/refreshToken', headers: bearer(token), payload: {} });
    expect(refreshed.statusCode).toBe(200);
    const secondToken = refreshed.json().data.token as string;

    const logout = await t.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token), payload: {} });
    expect(logout.statusCode).toBe(200);

    for (const used of [token, secondToken]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(used) });
      expect(response.statusCode).toBe(401);
      expect(response.json().message[0].type).toBe('expired');
    }
    const again = await t.app.inject({ method: 'POST', url: '/api/refreshToken', headers: bearer(secondToken), payload: {} });
    expect(again.statusCode).toBe(401);
  });

  it('ends a session twelve hours after sign-in however often it is refreshed', async () => {
    const user = await createUser(t.app.db, { type: 'SalesAdmin' });
    let token = await signIn(t.app, user.email);
    clock.advance(11 * 3600 * 1000);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/refreshToken', headers: bearer(token), payload: {} });
    expect(refreshed.statusCode).toBe(200);
    token = refreshed.json().data.token;
    // The renewed token does not outlive the session.
    expect(new Date(refreshed.json().data.expiresAt).getTime()).toBeLessThanOrEqual(new Date('2026-03-10T15:00:00Z').getTime());
    clock.advance(3600 * 1000 + 1000);
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
    expect(response.json().message[0].type).toBe('expired');
  });

  it('ends the session of a user whose account is turned into a non-staff type', async () => {
    const user = await createUser(t.app.db, { type: 'Tutor' });
    const token = await signIn(t.app, user.email);
    const { users } = await import('../src/db/schema/users');
    await t.app.db.update(users).set({ type: 'TA' }).where(eq(users.id, user.id));
    const response = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/changePassword', () => {
  it.each([
    ['', MESSAGES.passwordEmpty],
    ['weakpass', MESSAGES.passwordWeak],
  ])('refuses %j with the spec message and changes nothing', async (password, message) => {
    const user = await createUser(t.app.db, { type: 'DataAdmin' });
    const token = await signIn(t.app, user.email);
    const response = await t.app.inject({ method: 'POST', url: '/api/changePassword', headers: bearer(token), payload: { password } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([expect.objectContaining({ field: 'password', message })]);
    expect(await signIn(t.app, user.email)).toEqual(expect.any(String));
  });

  it('changes the password and ends the other sessions, keeping the current one', async () => {
    const user = await createUser(t.app.db, { type: 'SuperAdmin' });
    const current = await signIn(t.app, user.email);
    const other = await signIn(t.app, user.email);
    // Used a moment before, so the server has that session at hand: it must still end at once.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) })).statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/changePassword',
      headers: bearer(current),
      payload: { password: 'NewPass123' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ message: MESSAGES.passwordChanged, endedSessions: 1 });

    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(current) })).statusCode).toBe(200);
    const otherResponse = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(other) });
    expect(otherResponse.statusCode).toBe(401);
    expect(otherResponse.json().message[0].type).toBe('expired');

    expect((await postAuth(user.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await postAuth(user.email, 'NewPass123')).statusCode).toBe(200);
  });
});

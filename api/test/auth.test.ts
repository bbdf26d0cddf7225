import { MESSAGES } from '@backoffice/domain/messages';
import { createTestApp, type TestApp } from './helpers/test-app';
import { bearer, createUser, TEST_PASSWORD } from './helpers/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/auth', () => {
  it('gives a staff user a token that GET /api/me accepts', async () => {
    const admin = await createUser(t.app.db, { type: 'SuperAdmin', email: 'boss@test.test', name: 'Boss' });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: 'Boss@Test.test', password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(200);
    const { token, user } = response.json().data;
    expect(user).toMatchObject({ _id: admin.id, _type: 'SuperAdmin', email: 'boss@test.test' });

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ _id: admin.id, name: 'Boss' });
  });

  it.each(['Student', 'TA'] as const)('refuses a %s with Invalid user type', async (type) => {
    const user = await createUser(t.app.db, { type });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth', payload: { email: user.email, password: TEST_PASSWORD } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: [{ code: 'Error', type: 'invalid', message: MESSAGES.invalidUserType }] });
  });
});

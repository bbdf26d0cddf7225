import { expect, test } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { accountButton, chooseAccountMenu, mainMenu, signIn, storedToken, TOKEN_STORAGE_KEY } from './support/auth';
import { decodeJwtPayload, signHs256 } from './support/jwt';
import { baseURL, jwtSecret } from './support/server';

// Spec §4 Session: logout clears the token and goes to /login; a stored token that no longer works (expired, or its
// session ended on the server) sends the user to /login too.

test('Logout through the account menu returns to /login; Back and reopening /ops do not show the app again', async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  await mainMenu(page).getByRole('link', { name: 'Birthday Calendar', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/ops`);
  await expect(page.getByRole('heading', { level: 1, name: 'Birthday Calendar' })).toBeVisible();

  await chooseAccountMenu(page, 'Logout');
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await storedToken(page)).toBeNull();

  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(accountButton(page)).toBeHidden();
  await expect(mainMenu(page)).toBeHidden();

  await page.goto('/ops');
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(mainMenu(page)).toBeHidden();
});

test('an expired (correctly signed) stored token returns the user to /login', async ({ page, request }) => {
  await signIn(page, ACCOUNTS.superadmin);
  const grant = await storedToken(page);
  expect(grant).not.toBeNull();
  const { sid, sub } = decodeJwtPayload(grant!.token);

  const now = Math.floor(Date.now() / 1000);
  const expired = signHs256({ sid, sub, iat: now - 3600, exp: now - 1800 }, jwtSecret());
  // The server takes it for one of its own, only expired (a badly signed token would answer 'unauthenticated').
  const check = await request.get('/api/me', { headers: { authorization: `Bearer ${expired}` } });
  expect(check.status()).toBe(401);
  expect(JSON.stringify(await check.json())).toContain('"type":"expired"');

  await page.evaluate(
    ([key, value]) => window.localStorage.setItem(key, value),
    [TOKEN_STORAGE_KEY, JSON.stringify({ token: expired, expiresAt: new Date((now - 1800) * 1000).toISOString() })] as const,
  );
  await page.goto('/ops');
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('a session ended on the server (POST /api/logout) returns the user to /login at the next call', async ({ page, request }) => {
  await signIn(page, ACCOUNTS.superadmin);
  // The landing screen's own calls done first: one still on its way when the session ends would be the call that
  // signs the user out (seen on CI: the dashboard's consultations answered 401 before the menu link was clicked).
  await page.waitForLoadState('networkidle');
  const grant = await storedToken(page);
  expect(grant).not.toBeNull();
  const ended = await request.post('/api/logout', { headers: { authorization: `Bearer ${grant!.token}` }, data: {} });
  expect(ended.status()).toBe(200);

  // No reload: the birthday report's call answers 'expired' and the client logs out.
  await mainMenu(page).getByRole('link', { name: 'Birthday Calendar', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

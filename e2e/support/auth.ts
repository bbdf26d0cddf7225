import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './accounts';

/** The key under which the shell keeps `{ token, expiresAt }` in local storage. */
export const TOKEN_STORAGE_KEY = 'backoffice.token';

/** Opens /login and submits the form through the real UI: Email, Password, 'Sign In'. Does not wait for the outcome. */
export async function submitSignIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** Signs in through the login form and waits until the signed-in layout (its header's account menu) is shown. */
export async function signIn(page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> {
  await submitSignIn(page, email, password);
  await expect(accountButton(page)).toBeVisible();
  await expect(page).not.toHaveURL(/\/login$/);
}

/** The header's account menu button ('Account menu for <name>'). */
export function accountButton(page: Page) {
  return page.getByRole('button', { name: /^Account menu for / });
}

/** The side menu (a navigation landmark named 'Main menu'); the visible one when the drawer is open too. */
export function mainMenu(page: Page) {
  return page.getByRole('navigation', { name: 'Main menu' });
}

/** Opens the header's account menu and picks an entry ('My Profile' or 'Logout'). */
export async function chooseAccountMenu(page: Page, item: 'My Profile' | 'Logout'): Promise<void> {
  await accountButton(page).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** What the page keeps in local storage under 'backoffice.token', parsed. */
export async function storedToken(page: Page): Promise<{ token: string; expiresAt: string } | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), TOKEN_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as { token: string; expiresAt: string }) : null;
}

/** A token straight from POST /api/auth, for set-up calls that are not part of the journey itself. */
export async function apiToken(request: APIRequestContext, email: string, password: string = DEMO_PASSWORD): Promise<string> {
  const response = await request.post('/api/auth', { data: { email, password } });
  expect(response.status(), `POST /api/auth for ${email}`).toBe(200);
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

import { expect, test, type Page } from './support/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { mainMenu, signIn } from './support/auth';
import { baseURL } from './support/server';

// Spec §2: a role with a restricted list of paths is redirected to / for any path outside it; / is the catch-all.

async function expectAtHome(page: Page) {
  await expect(page).toHaveURL(`${baseURL}/`);
  await expect(mainMenu(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
}

test('a Tutor opening /orders, /dashboard or /ops directly lands on /, and /lessons stays open to it', async ({ page }) => {
  await signIn(page, ACCOUNTS.tutor);
  for (const path of ['/orders', '/dashboard', '/ops']) {
    await page.goto(path);
    await expectAtHome(page);
  }
  // The guard lets a Tutor through where the map allows it.
  await page.goto('/lessons');
  await expect(page).toHaveURL(`${baseURL}/lessons`);
  await expect(mainMenu(page).getByRole('link', { name: 'Lesson', exact: true })).toHaveAttribute('aria-current', 'page');
});

test('an Agent opening /course directly lands on /', async ({ page }) => {
  await signIn(page, ACCOUNTS.agent);
  await page.goto('/course');
  await expectAtHome(page);
});

test('an unknown path goes to /', async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  await page.goto('/no-such-screen/at-all');
  await expectAtHome(page);
});

test('a signed-out visitor opening /ops goes to /login', async ({ page }) => {
  await page.goto('/ops');
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  await expect(mainMenu(page)).toBeHidden();
});

test('a signed-out visit to a bookmarked screen returns there after sign-in; one to / lands on /dashboard', async ({ page }) => {
  await page.goto('/orders?from=bookmark');
  await expect(page).toHaveURL(`${baseURL}/login`);
  await page.getByLabel('Email', { exact: true }).fill(ACCOUNTS.superadmin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/orders?from=bookmark`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson Allocation' })).toBeVisible();

  await page.evaluate(() => window.localStorage.clear());
  await page.goto('/');
  await expect(page).toHaveURL(`${baseURL}/login`);
  await page.getByLabel('Email', { exact: true }).fill(ACCOUNTS.superadmin);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
});

import { expect, test, type Route } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { accountButton, mainMenu, signIn } from './support/auth';
import { baseURL } from './support/server';

// ARCHITECTURE §3: a remote that fails to load shows a fallback with Retry inside the content area; the header, the
// side menu and every other remote keep working.
const ORDERS_MANIFEST = '**/remotes/orders/**/mf-manifest.json';

const failures: Record<string, (route: Route) => Promise<void>> = {
  'a network failure': (route) => route.abort('failed'),
  'a 404': (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }),
};

for (const [kind, fail] of Object.entries(failures)) {
  test(`the orders manifest failing with ${kind} shows the fallback; the shell and mf-ops still work; Retry loads it`, async ({
    page,
  }) => {
    await page.route(ORDERS_MANIFEST, fail);
    await signIn(page, ACCOUNTS.superadmin);
    await page.goto('/orders');

    const fallback = page.getByRole('region', { name: 'Section unavailable' });
    await expect(fallback).toBeVisible();
    await expect(fallback.getByText('This section could not be loaded', { exact: true })).toBeVisible();
    await expect(fallback.getByRole('button', { name: 'Retry', exact: true })).toBeVisible();
    await expect(page).toHaveURL(`${baseURL}/orders`);

    // The header works: its account menu opens.
    await accountButton(page).click();
    await expect(page.getByRole('menuitem', { name: 'My Profile', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menuitem', { name: 'My Profile', exact: true })).toBeHidden();

    // The side menu works, and another remote (mf-ops) loads.
    await mainMenu(page).getByRole('link', { name: 'Birthday Calendar', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/ops`);
    await expect(page.getByRole('heading', { level: 1, name: 'Birthday Calendar' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Section unavailable' })).toBeHidden();

    // Back to the broken section: still the fallback.
    await mainMenu(page).getByRole('link', { name: 'New Student/Class allocation', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/orders`);
    await expect(fallback).toBeVisible();

    // The remote is reachable again: Retry loads it.
    await page.unroute(ORDERS_MANIFEST);
    await fallback.getByRole('button', { name: 'Retry', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lesson Allocation' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Section unavailable' })).toBeHidden();

    // Issue 21: leaving the section after a successful Retry and coming back shows the screen, not the first failure.
    await mainMenu(page).getByRole('link', { name: 'Birthday Calendar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Birthday Calendar' })).toBeVisible();
    await mainMenu(page).getByRole('link', { name: 'New Student/Class allocation', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Lesson Allocation' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Section unavailable' })).toBeHidden();
  });
}

test('Retry loads the version remotes.json names now: a bad release rolled back meanwhile is not tried again', async ({ page }) => {
  // The version the page started with stays broken (a bad release); remotes.json then names another manifest URL for
  // mf_orders, as a rollback would (the same files under another address, which the broken route does not match).
  await page.route(ORDERS_MANIFEST, (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not Found' }));
  await signIn(page, ACCOUNTS.superadmin);
  await page.goto('/orders');
  const fallback = page.getByRole('region', { name: 'Section unavailable' });
  await expect(fallback).toBeVisible();

  const asServed = (await (await page.request.get('/remotes.json')).json()) as { remotes: Record<string, string> };
  const rolledBack = { ...asServed, remotes: { ...asServed.remotes, mf_orders: `${asServed.remotes.mf_orders}?rolled-back=1` } };
  let read = 0;
  await page.route('**/remotes.json', (route) => {
    read += 1;
    return route.fulfill({ json: rolledBack, headers: { 'cache-control': 'no-store' } });
  });
  await fallback.getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson Allocation' })).toBeVisible();
  expect(read, 'Retry read remotes.json again').toBeGreaterThan(0);
});

test('a remote built for another React major is not rendered on the shell’s React: its fallback names the mismatch', async ({ page }) => {
  // mf-ops as if built for React 20: its entry asks for ^20.0.0 wherever it asks for the shell's ^19.0.0.
  await page.route('**/remotes/ops/**/remoteEntry.js', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replaceAll('requiredVersion:"^19.0.0"', 'requiredVersion:"^20.0.0"');
    expect(body, 'the entry asks for React 20 now').toContain('requiredVersion:"^20.0.0"');
    await route.fulfill({ response, body });
  });
  await signIn(page, ACCOUNTS.superadmin);
  await page.goto('/ops');

  const fallback = page.getByRole('region', { name: 'Section unavailable' });
  await expect(fallback).toBeVisible();
  await expect(fallback).toContainText(/mf_ops needs react\S* \^20\.0\.0, but this back office runs react\S* 19\./);
  await expect(page.getByRole('heading', { level: 1, name: 'Birthday Calendar' })).toBeHidden();
});

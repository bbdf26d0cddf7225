import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/auth';
import { baseURL } from './support/server';

// Issue 20: a signed-in screen's first GETs go out as its page is parsed. The page names them (GET /me and what the
// remote declares in its src/first-requests.json), the shell's first script sends them inline (its hash in the content
// security policy), and the API client answers the app's own GETs from them: each is asked once, not twice.

/** The API requests a page sent, path and query, in order. */
function apiRequests(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === baseURL && url.pathname.startsWith('/api/')) asked.push(`${url.pathname}${url.search}`);
  });
  return asked;
}

/** What the first script left in the page: the token's header it used, and the answers no one has taken yet. */
const firstResponses = (page: Page) =>
  page.evaluate(() => {
    const first = (window as unknown as { backofficeFirstResponses?: { authorization: string; responses: Map<string, unknown> } })
      .backofficeFirstResponses;
    return first ? { sent: first.authorization.startsWith('Bearer '), untaken: [...first.responses.keys()] } : null;
  });

for (const { path, list } of [
  { path: '/orders', list: '/api/admin/order' },
  { path: '/course', list: '/api/admin/class?max=10&offset=0' },
]) {
  test(`a signed-in ${path} opened in a new tab asks for its list and GET /me once, from the page's first script`, async ({ browser }) => {
    const context = await browser.newContext();
    try {
      await signIn(await context.newPage(), ACCOUNTS.superadmin);
      const page = await context.newPage();
      const violations: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      const asked = apiRequests(page);
      await page.goto(`${baseURL}${path}`);
      await expect(page.locator('main table tbody tr:not([aria-hidden="true"])').first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      // The script ran (the policy let it) and the app took both answers.
      expect(await firstResponses(page)).toEqual({ sent: true, untaken: [] });
      expect(violations).toEqual([]);
      expect(asked.filter((request) => request === '/api/me')).toHaveLength(1);
      expect(asked.filter((request) => request === list)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });
}

test('a signed-out visit sends nothing before sign-in, and the sign-in page still shows', async ({ page }) => {
  const asked = apiRequests(page);
  await page.goto(`${baseURL}/orders`);
  await expect(page.getByLabel('Email')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await firstResponses(page)).toBeNull();
  expect(asked).toEqual([]);
});

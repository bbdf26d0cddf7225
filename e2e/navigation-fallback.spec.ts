import { expect, test, type Page } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { mainMenu, signIn } from './support/auth';
import { dataRows } from './support/screens';

// Issue 20: no navigation between two screens of a loaded remote shows a loading fallback. The shell's navigation
// starts the next screen's code and first requests together and keeps the shown screen until both are in, so a screen
// in a chunk of its own (a class's lessons, a lesson's detail, /lessons/**) renders at once, with its data. Watched
// from the moment the first screen is shown: a loading stand-in (`LoadingBlock`, a status saying 'Loading…') appearing
// in the content area at any point of the walk fails the test.

/** Starts recording every loading stand-in that appears in the page's main area from now on. */
async function watchForFallbacks(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __fallbacks: string[] }).__fallbacks = seen;
    const check = () => {
      for (const status of document.querySelectorAll('main [role="status"]')) {
        if (status.textContent?.includes('Loading')) seen.push(location.pathname);
      }
    };
    check();
    new MutationObserver(check).observe(document.body, { childList: true, subtree: true });
  });
}

const fallbacksSeen = (page: Page) => page.evaluate(() => (window as unknown as { __fallbacks: string[] }).__fallbacks);

/** Waits for the main area's heading and, where the screen is a list, its first row. */
async function shown(page: Page, path: RegExp, { rows = true } = {}): Promise<void> {
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  if (rows) await expect(dataRows(page.getByRole('main').getByRole('table').first()).first()).toBeVisible();
}

test('moving between the screens of a loaded remote never shows a loading stand-in', async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  const menu = mainMenu(page);

  // mf-classes: the class list, then screens in chunks of their own, opened by links as a user would.
  await menu.getByRole('link', { name: 'Class', exact: true }).click();
  await shown(page, /\/course$/);
  await watchForFallbacks(page);

  await dataRows(page.getByRole('main').getByRole('table')).first().getByRole('link').first().click();
  await shown(page, /\/course\/[^/]+$/);
  await dataRows(page.getByRole('main').getByRole('table')).first().getByRole('link').first().click();
  await shown(page, /\/course\/[^/]+\/lesson\/[^/]+$/, { rows: false });
  await page.goBack();
  await shown(page, /\/course\/[^/]+$/);
  await page.goBack();
  await shown(page, /\/course$/);

  // The same remote under its other base path, /lessons (a chunk of its own).
  await menu.getByRole('link', { name: 'Lesson', exact: true }).click();
  await shown(page, /\/lessons$/);
  expect(await fallbacksSeen(page), 'the addresses of mf-classes where a loading stand-in appeared').toEqual([]);

  // mf-ops (its first screen loads the remote: watched from the second): the birthday calendar, then Feedback.
  await menu.getByRole('link', { name: 'Birthday Calendar', exact: true }).click();
  await shown(page, /\/ops$/, { rows: false });
  await watchForFallbacks(page);
  await menu.getByRole('link', { name: 'Feedback', exact: true }).click();
  await shown(page, /\/feedback$/);

  expect(await fallbacksSeen(page), 'the addresses of mf-ops where a loading stand-in appeared').toEqual([]);
});

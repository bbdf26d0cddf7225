import { expect, test } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { mainMenu, signIn } from './support/auth';
import { baseURL } from './support/server';

// Spec §2 Shell: the sidebar is permanent at 1200px and wider, a temporary drawer below that.
const EVERY_ENTRY = ['Home', 'Dashboard', 'User', 'Class', 'Lesson', 'New Student/Class allocation', 'Feedback', 'Birthday Calendar', "What's new"];

test.describe('at 768×1024', () => {
  test.use({ viewport: { width: 768, height: 1024 } });

  test("the sidebar is hidden and 'Open menu' opens the drawer with the menu", async ({ page }) => {
    await signIn(page, ACCOUNTS.superadmin);
    await expect(mainMenu(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu', exact: true }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const menu = drawer.getByRole('navigation', { name: 'Main menu' });
    await expect(menu.getByRole('link')).toHaveText(EVERY_ENTRY);

    // Choosing an entry navigates and closes the drawer.
    await menu.getByRole('link', { name: 'Birthday Calendar', exact: true }).click();
    await expect(page).toHaveURL(`${baseURL}/ops`);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Birthday Calendar' })).toBeVisible();
  });
});

test.describe('at 1280×800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the menu is visible without an 'Open menu' button", async ({ page }) => {
    await signIn(page, ACCOUNTS.superadmin);
    await expect(mainMenu(page)).toBeVisible();
    await expect(mainMenu(page).getByRole('link')).toHaveText(EVERY_ENTRY);
    await expect(page.getByRole('button', { name: 'Open menu', exact: true })).toBeHidden();
  });
});

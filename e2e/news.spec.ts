import { expect, test } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/auth';
import { expectEscapeReturnsFocus, expectNoSeriousA11yViolations } from './support/checks';
import { unique } from './support/setup';

// Issue 13: the Announcement and Articles section at /dashboard/news, for holders of news.edit (superadmin@demo.test).

test('the news editor saves an article and its preview shows it, still there after a reload', async ({ page }) => {
  const stamp = unique();
  const title = `Open day this Saturday ${stamp}`;
  await signIn(page, ACCOUNTS.superadmin);
  await page.getByRole('button', { name: 'Announcement and Articles' }).click();
  await expect(page).toHaveURL(/\/dashboard\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Announcement and Articles' })).toBeVisible();
  const middle = page.getByRole('article', { name: 'Middle article' });
  await expect(middle).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Announcement and Articles section');

  // Keyboard first: the dialog gives focus back to its Edit button.
  const edit = middle.getByRole('button', { name: 'Edit the middle article' });
  await edit.click();
  const dialog = page.getByRole('dialog', { name: 'Edit Article' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Edit Article dialog', '[role="dialog"]');
  await expectEscapeReturnsFocus(page, edit, 'Edit Article');

  await edit.click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('textbox', { name: 'URL', exact: true }).fill('https://www.example.test/open-day');
  await dialog.getByRole('textbox', { name: 'Summary' }).fill('Meet the tutors and try a lesson.');
  await dialog.getByRole('textbox', { name: 'Image URL' }).fill('https://www.example.test/open-day.png');
  // A full video address is refused in words; its code is taken.
  const video = dialog.getByRole('textbox', { name: 'Youtube URL File Code' });
  await video.fill('https://www.youtube.com/watch?v=ZnuwB35GYMY');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter only the video code, not a full URL (e.g. ZnuwB35GYMY)')).toBeVisible();
  await video.fill('ZnuwB35GYMY');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await expect(middle.getByText(title)).toBeVisible();
  await expect(middle.getByRole('img', { name: `Image of ${title}` })).toHaveAttribute('src', 'https://www.example.test/open-day.png');
  await expect(middle.getByTitle(`Video of ${title}`)).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/ZnuwB35GYMY');
  await expect(middle.getByRole('list', { name: 'What the article lacks' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('article', { name: 'Middle article' }).getByText(title)).toBeVisible();
});

test("someone without news.edit gets 'Go to dashboard' on the section, and no way to it on the dashboard", async ({ page }) => {
  await signIn(page, ACCOUNTS.custservice);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Announcement and Articles' })).toHaveCount(0);
  await page.goto('/dashboard/news');
  await page.getByRole('button', { name: 'Go to dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

import { expect, test, type Page } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/auth';
import { expectEscapeReturnsFocus } from './support/checks';
import { dataRows } from './support/screens';
import { addDays, centreDay, monthBefore } from './support/time';

// Issue 13: the dashboard's Consultation tab as a counsellor (superadmin@demo.test, with the action plan capability)
// uses it, on the demo data of the day: consultations one month ago, and students flagged for an academic-career
// consultation.

const consultations = (page: Page) => page.getByRole('table', { name: 'Consultations on the day' });
const careerStudents = (page: Page) => page.getByRole('table', { name: 'Students that require consultation for Academic Career' });

test('a SuperAdmin lands on Consultation on the day a month ago, ticks a consultation done, and it stays ticked after a reload', async ({
  page,
}) => {
  const monthAgo = monthBefore(centreDay());
  await signIn(page, ACCOUNTS.superadmin);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('tab', { name: 'Consultation', selected: true })).toBeVisible();
  await expect(page.getByLabel('Day of the consultations')).toHaveValue(monthAgo);
  await expect(dataRows(consultations(page)).first()).toBeVisible();
  await expect(consultations(page).getByRole('columnheader', { name: 'Action plan' })).toBeVisible();

  // An open consultation of the day: tick it done. Its name is its students'.
  const box = consultations(page).getByRole('checkbox', { name: /^Consultation with .+ done$/, checked: false }).first();
  const label = (await box.getAttribute('aria-label')) ?? (await box.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? ''));
  expect(label).toMatch(/^Consultation with .+ done$/);
  await box.check();
  const ticked = consultations(page).getByRole('checkbox', { name: label, exact: true });
  await expect(ticked).toBeChecked();
  await expect(ticked).toBeEnabled();

  await page.reload();
  await expect(page.getByLabel('Day of the consultations')).toHaveValue(monthAgo);
  await expect(consultations(page).getByRole('checkbox', { name: label, exact: true })).toBeChecked();

  // The students requiring an academic-career consultation are below the day's list.
  await expect(page.getByRole('heading', { name: 'Students that require consultation for Academic Career' })).toBeVisible();
  await expect(dataRows(careerStudents(page)).first()).toBeVisible();
});

test('the days move with Prev Day and Next Day in the address, and the eye icon opens the student profile', async ({ page }) => {
  const monthAgo = monthBefore(centreDay());
  await signIn(page, ACCOUNTS.superadmin);
  await expect(dataRows(consultations(page)).first()).toBeVisible();

  await page.getByRole('button', { name: 'Next Day' }).click();
  await expect(page).toHaveURL(new RegExp(`consulted=${addDays(monthAgo, 1)}`));
  await expect(page.getByLabel('Day of the consultations')).toHaveValue(addDays(monthAgo, 1));
  await expect(page.getByRole('button', { name: 'Prev Day' })).toBeEnabled();
  await page.getByRole('button', { name: 'Prev Day' }).click();
  await expect(page).not.toHaveURL(/consulted=/);
  await expect(dataRows(consultations(page)).first()).toBeVisible();

  const eye = consultations(page).getByRole('button', { name: /^View the profile of / }).first();
  const name = (await eye.getAttribute('aria-label'))!.replace('View the profile of ', '');
  await eye.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expectEscapeReturnsFocus(page, eye, 'the profile dialog');

  await page.getByRole('link', { name: 'Create consultation' }).click();
  await expect(page).toHaveURL(/\/user$/);
});

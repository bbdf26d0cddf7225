import { expect, test, type Page } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/auth';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, expectWithinViewportWidth } from './support/checks';
import { dataRows, escapeRegExp } from './support/screens';
import { addDays, centreDay, toDisplayDay } from './support/time';

// Issue 13: the dashboard's Renew tab as a sales admin uses it, on the demo data of the day (renewals from today to
// 13 days ahead). No API creates a parent yet, so the journey changes a demo family's date; no other journey writes
// renewal dates, and the run's database is its own.

const renewTable = (page: Page) => page.getByRole('table', { name: 'Students whose parent renews within two weeks' });
const fromDisplayDay = (text: string) => text.split('-').reverse().join('-');

test("SalesAdmin lands on Renew and changes a date ('old --> new', still there after reload)", async ({ page }) => {
  const today = centreDay();
  await signIn(page, ACCOUNTS.salesadmin);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('tab', { name: 'Renew', selected: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(1);
  await expect(page.getByText(`Renewal dates from ${toDisplayDay(today)} to ${toDisplayDay(addDays(today, 14))}`)).toBeVisible();
  const rows = dataRows(renewTable(page));
  await expect(rows.first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Renew tab');

  // Every date shown is in the window, earliest first.
  const dates = (await rows.getByRole('cell').filter({ hasText: /^\d{2}-\d{2}-\d{4}$/ }).allInnerTexts()).map(fromDisplayDay);
  expect(dates.length).toBeGreaterThan(0);
  expect(dates).toEqual([...dates].sort());
  expect(dates.every((day) => day >= today && day <= addDays(today, 14))).toBe(true);

  // The first row whose date can move one day later and stay in the window.
  const count = await rows.count();
  let student = '';
  let before = '';
  for (let i = 0; i < count && !student; i += 1) {
    const cells = rows.nth(i).getByRole('cell');
    const shown = (await cells.filter({ hasText: /^\d{2}-\d{2}-\d{4}$/ }).first().innerText()).trim();
    if (fromDisplayDay(shown) < addDays(today, 14)) {
      // The student's name as the row's button names it (the first cell may be the row's Details button).
      const label = await rows.nth(i).getByRole('button', { name: /^Update the renewal date of / }).textContent();
      student = (label ?? '').replace(/^Update the renewal date of /, '').trim();
      before = fromDisplayDay(shown);
    }
  }
  expect(student, 'a row to change').not.toBe('');
  const after = addDays(before, 1);
  const row = rows.filter({ has: page.getByRole('cell', { name: student, exact: true }) }).first();

  const patches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes('/api/admin/user/renewaldate/')) patches.push(request.postData() ?? '');
  });

  // Update: the date becomes a date input holding it, and has the focus.
  const update = row.getByRole('button', { name: `Update the renewal date of ${student}` });
  await update.click();
  const input = row.getByLabel(`Renewal date of ${student}`);
  await expect(input).toBeFocused();
  await expect(input).toHaveValue(before);
  // Done without a change sends nothing and gives the focus back to the button.
  await row.getByRole('button', { name: `Done with the renewal date of ${student}` }).click();
  await expect(update).toBeFocused();
  expect(patches).toEqual([]);

  // Update again, a new date, Done (double-clicked): one write, 'old --> new', focus back on Update.
  await update.press('Enter');
  await expect(input).toBeFocused();
  await input.fill(after);
  await row.getByRole('button', { name: `Done with the renewal date of ${student}` }).dblclick();
  await expect(row.getByText(`${toDisplayDay(before)} --> ${toDisplayDay(after)}`, { exact: true })).toBeVisible();
  await expect(update).toBeFocused();
  expect(patches).toEqual([JSON.stringify({ dateObj: after })]);

  // Still there after a reload: the row shows the new date.
  await page.reload();
  const reloaded = dataRows(renewTable(page)).filter({ has: page.getByRole('cell', { name: student, exact: true }) }).first();
  await expect(reloaded.getByRole('cell', { name: toDisplayDay(after), exact: true })).toBeVisible();
  await expect(page.getByText(new RegExp(`${escapeRegExp(toDisplayDay(before))} -->`))).toHaveCount(0);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
]) {
  test(`the Renew tab fits ${viewport.width}×${viewport.height}: student, parent, date and Update stay in view`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, ACCOUNTS.salesadmin);
    const table = renewTable(page);
    await expect(dataRows(table).first()).toBeVisible();
    const at = `at ${viewport.width}px`;
    await expectNoSidewaysScroll(table, `the Renew tab ${at}`);
    for (const column of ['Student name', 'Parent name', 'Renewal date', 'Update']) {
      await expectWithinViewportWidth(table.getByRole('columnheader', { name: column, exact: true }), `the Renew tab ${column} ${at}`);
    }
    const update = table.getByRole('button', { name: /^Update the renewal date of / }).first();
    await expectWithinViewportWidth(update, `the first Update ${at}`);
    // In edit mode the date input fits as well.
    await update.click();
    await expectWithinViewportWidth(table.getByLabel(/^Renewal date of /).first(), `the date input ${at}`);
    await expectNoSidewaysScroll(table, `the Renew tab in edit mode ${at}`);
    await expectNoSeriousA11yViolations(page, `the Renew tab in edit mode ${at}`);
    await page.keyboard.press('Escape');
    await expect(update).toBeFocused();
  });
}

import { expect, test, type Locator, type Page } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { mainMenu, signIn } from './support/auth';
import { baseURL } from './support/server';
import { createClass, createLesson, createOrder, superAdminApi, unique } from './support/setup';
import { addDays, centreDay, weekdayOf } from './support/time';

// Spec §2 Lesson Allocation (/orders), issue 4: the quick user search, Create New Allocation (class search, lesson
// range), Cancel with a required reason, Edit allocation (the renewal flag), 'Add Lessons using CSV' with the dialog's
// own sample file, and who sees the create and CSV buttons. The demo seed has classes with lessons up to about two
// months ahead and student@demo.test.

/** Opens Lesson Allocation through the side menu and waits for its list. */
async function openOrders(page: Page): Promise<void> {
  await mainMenu(page).getByRole('link', { name: 'New Student/Class allocation', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/orders`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lesson Allocation' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ to \d+ out of \d+ allocations?$/)).toBeVisible();
}

function allocations(page: Page): Locator {
  return page.getByRole('table', { name: 'Lesson allocations' });
}

function dataRows(page: Page): Locator {
  return allocations(page).getByRole('row').filter({ has: page.getByRole('cell') });
}

/** The cells of one column of the allocations table, by its header. */
async function columnTexts(page: Page, header: string): Promise<string[]> {
  const headers = await allocations(page).getByRole('columnheader').allInnerTexts();
  const index = headers.map((text) => text.trim()).indexOf(header);
  expect(index, `column ${header}`).toBeGreaterThanOrEqual(0);
  const texts: string[] = [];
  for (const row of await dataRows(page).all()) texts.push((await row.getByRole('cell').nth(index).innerText()).trim());
  return texts;
}

async function searchUser(page: Page, text: string): Promise<void> {
  const search = page.getByRole('search', { name: "Find a user's allocations" });
  await search.getByRole('searchbox', { name: 'Search user' }).fill(text);
  await search.getByRole('button', { name: 'Search', exact: true }).click();
}

test('the quick user search lists only the allocations of the student found; an unknown email says so', async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  await openOrders(page);

  await searchUser(page, ACCOUNTS.student);
  const chosen = page.getByRole('status').filter({ hasText: /^Allocations of / });
  await expect(chosen).toContainText(`(${ACCOUNTS.student})`);
  await expect(page.getByText(/^Showing 1 to \d+ out of \d+ allocations?$/)).toBeVisible();
  const rows = dataRows(page);
  await expect.poll(() => rows.count(), { message: 'allocations of the student' }).toBeGreaterThan(0);
  // The student column holds name and email: every row is the student's own.
  await expect
    .poll(async () => (await columnTexts(page, 'Student')).every((cell) => cell.endsWith(ACCOUNTS.student)), {
      message: 'only the student’s allocations',
    })
    .toBe(true);
  const count = await rows.count();
  await expect(rows.filter({ hasText: ACCOUNTS.student })).toHaveCount(count);

  // An email nobody has: the alert, and the list is no longer filtered by the student before.
  await chosen.getByRole('button', { name: 'Show all users', exact: true }).click();
  await expect(chosen).toBeHidden();
  await searchUser(page, `nobody-${Date.now()}@demo.test`);
  const noUser = page.getByRole('alert').filter({ hasText: 'There are no users with that email' });
  await expect(noUser).toHaveCount(1);
  await expect(noUser).toHaveText('There are no users with that email');
  await expect(chosen).toBeHidden();
});

test("a long remark shows its beginning in the row, and all of it on 'Show all' (issue 23: a page stays light)", async ({ page, request }) => {
  const api = await superAdminApi(request);
  const stamp = unique();
  const today = centreDay();
  const classId = await createClass(api, `E2E Remark ${stamp}`, weekdayOf(today));
  const tomorrow = addDays(today, 1);
  await createLesson(api, classId, { name: `Remark lesson ${stamp}`, day: today, start: '19:00', end: '20:00' });
  await createLesson(api, classId, { name: `Remark lesson 2 ${stamp}`, day: tomorrow, start: '19:00', end: '20:00' });
  const email = `remark.${stamp}@demo.test`;
  const remark = `${'The parent asked to move every lesson to the evening. '.repeat(18)}Last words.`;
  // 'NEW' makes the student (spec §5); the second allocation, for the student now known, carries the long remark.
  await createOrder(api, { type: 'PAYMENT', email, name: `Remark ${stamp}`, classId, day: today });
  await createOrder(api, { type: 'PAYMENT', email, name: `Remark ${stamp}`, classId, day: tomorrow, remark });

  await signIn(page, ACCOUNTS.superadmin);
  await openOrders(page);
  await searchUser(page, email);
  const row = dataRows(page).filter({ hasText: remark.slice(0, 60) });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(`${remark.slice(0, 120)}…`);
  await expect(row).not.toContainText(remark.slice(-40));
  const showAll = row.getByRole('button', { name: `Show all of the remark on the allocation of Remark ${stamp}` });
  await showAll.focus();
  await page.keyboard.press('Enter');
  await expect(row).toContainText(remark.slice(-40));
  const showLess = row.getByRole('button', { name: /^Show less/ });
  await expect(showLess).toBeFocused();
  await expect(showLess).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Enter');
  await expect(row).not.toContainText(remark.slice(-40));
});

test.describe('create, then cancel an allocation', () => {
  test.describe.configure({ mode: 'serial' });

  const stamp = Date.now();
  const email = `e2e.allocation.${stamp}@demo.test`;
  const name = `E2E Allocation ${stamp}`;

  test('Create New Allocation: a new student, a demo class, two lessons ticked with everything between', async ({ page }) => {
    await signIn(page, ACCOUNTS.superadmin);
    await openOrders(page);

    await page.getByRole('button', { name: 'Add new allocation', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Allocation' });
    await expect(dialog).toBeVisible();
    const create = dialog.getByRole('button', { name: 'Create', exact: true });
    await expect(create).toBeDisabled();

    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByRole('textbox', { name: 'Remark', exact: true }).fill('NEW');

    // One class found by the search is picked at once.
    await dialog.getByRole('searchbox', { name: 'Find a class' }).fill('Physics');
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    const classSelect = dialog.getByRole('combobox', { name: 'Class' });
    await expect(classSelect.locator('option:checked')).toHaveText('Secondary 3 Physics');

    const lessons = dialog.getByRole('list', { name: 'Lessons of the class' }).getByRole('checkbox');
    await expect.poll(() => lessons.count(), { message: 'lessons of the class' }).toBeGreaterThanOrEqual(4);
    await expect(dialog.getByRole('status').filter({ hasText: 'No lessons selected' })).toBeVisible();
    await lessons.nth(1).check();
    await lessons.nth(3).click();
    // Everything between the two ticked lessons is ticked too, and nothing else.
    await expect(lessons.nth(0)).not.toBeChecked();
    for (const index of [1, 2, 3]) await expect(lessons.nth(index)).toBeChecked();
    const total = await lessons.count();
    for (let index = 4; index < total; index += 1) await expect(lessons.nth(index)).not.toBeChecked();
    await expect(dialog.getByRole('status').filter({ hasText: /^3 lessons selected: / })).toBeVisible();

    await expect(create).toBeEnabled();
    await create.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The allocation was created', { exact: true })).toBeVisible();

    // Back on page 1, which lists the new allocation.
    await expect(page.getByText(/^Showing 1 to \d+ out of \d+ allocations?$/)).toBeVisible();
    const row = dataRows(page).filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(name);
    await expect(row).toContainText('Secondary 3 Physics');
    await expect(row).toContainText('NEW');
  });

  test('Cancel needs a reason; with one the allocation turns CANCELLED', async ({ page }) => {
    await signIn(page, ACCOUNTS.superadmin);
    await openOrders(page);
    await searchUser(page, email);
    await expect(page.getByRole('status').filter({ hasText: /^Allocations of / })).toContainText(`(${email})`);
    const row = dataRows(page).filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).not.toContainText('CANCELLED');

    await row.getByRole('button', { name: `Cancel allocation of ${name}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel allocation' });
    await expect(dialog).toBeVisible();
    const submit = dialog.getByRole('button', { name: 'Cancel allocation', exact: true });
    await submit.click();
    await expect(dialog.getByText('Please enter a reason for canceling the allocation', { exact: true })).toBeVisible();
    await expect(dialog).toBeVisible();

    const reason = `E2E: cancelled by the journey ${stamp}`;
    await dialog.getByRole('textbox', { name: 'Reason for cancelling' }).fill(reason);
    await submit.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('The allocation was cancelled', { exact: true })).toBeVisible();
    await expect(row).toContainText('CANCELLED');
    await expect(row).toContainText(reason);
    await expect(row.getByRole('button', { name: /^Cancel/ })).toHaveCount(0);
  });
});

test('Edit allocation (canUpdateOrder): the renewal flag of an allocation is changed and stays changed', async ({ page }) => {
  // Only SuperAdmin holds canUpdateOrder (ARCHITECTURE §5); superadmin@ also has 'orders.viewIds', so rows show their id.
  // A wide screen keeps every column in the row, the id and the type's Renewal badge included (at 1280 px they move
  // into the row's details).
  await page.setViewportSize({ width: 1920, height: 1080 });
  await signIn(page, ACCOUNTS.superadmin);
  await openOrders(page);
  await searchUser(page, ACCOUNTS.student);
  await expect(page.getByRole('status').filter({ hasText: /^Allocations of / })).toContainText(`(${ACCOUNTS.student})`);
  await expect.poll(() => dataRows(page).count(), { message: 'allocations of the student' }).toBeGreaterThan(0);

  // The student's latest allocation, found again by its id after the reload.
  const orderId = (await columnTexts(page, 'Order ID'))[0] as string;
  expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
  const row = dataRows(page).filter({ hasText: orderId });
  await expect(row).toHaveCount(1);
  const renewalBadge = row.getByText('Renewal', { exact: true });
  const wasRenewal = (await renewalBadge.count()) > 0;

  await row.getByRole('button', { name: /^Edit allocation of / }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit allocation' });
  await expect(dialog).toBeVisible();
  const renewal = dialog.getByRole('checkbox', { name: 'Renewal', exact: true });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await expect(dialog.getByRole('combobox', { name: 'Agent', exact: true })).toBeFocused();
  await expect(renewal).toBeChecked({ checked: wasRenewal });
  await expect(save).toBeDisabled();
  await renewal.setChecked(!wasRenewal);
  await expect(save).toBeEnabled();
  await save.click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('The allocation was saved', { exact: true })).toBeVisible();
  await expect(renewalBadge).toHaveCount(wasRenewal ? 0 : 1);

  // Saved on the server: after a reload the list and the dialog read the new value.
  await page.reload();
  await expect(page.getByText(/^Showing \d+ to \d+ out of \d+ allocations?$/)).toBeVisible();
  await searchUser(page, ACCOUNTS.student);
  await expect(row).toHaveCount(1);
  await expect(renewalBadge).toHaveCount(wasRenewal ? 0 : 1);
  await row.getByRole('button', { name: /^Edit allocation of / }).click();
  await expect(dialog).toBeVisible();
  await expect(renewal).toBeChecked({ checked: !wasRenewal });
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dialog).toBeHidden();
});

/** The footer's Close (the dialog's corner button is named 'Close' too). */
function closeButton(dialog: Locator): Locator {
  return dialog.getByRole('button', { name: 'Close', exact: true }).filter({ hasText: /^Close$/ });
}

/** Runs one import of the file in the open CSV dialog, answering the class chooser for the 'Math' row. */
async function importFile(page: Page, dialog: Locator, file: string): Promise<Locator> {
  await dialog.getByLabel('Choose CSV file', { exact: true }).setInputFiles(file);
  await expect(dialog.getByText('order-import-sample.csv: 4 rows', { exact: true })).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'Rows of the file' });
  await expect(preview.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(4);

  const proceed = dialog.getByRole('button', { name: 'Proceed', exact: true });
  await expect(proceed).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Confirm and proceed', exact: true }).check();
  await expect(proceed).toBeEnabled();
  await proceed.click();

  // 'Math' is in two demo class names, neither exactly: the chooser asks for row 5 (the header is row 1).
  const chooser = page.getByRole('dialog', { name: 'Choose the class for row 5' });
  await expect(chooser).toBeVisible({ timeout: 30_000 });
  await expect(chooser.getByRole('radio')).toHaveCount(2);
  await expect(chooser.getByRole('radio', { name: 'SAT Math Bootcamp', exact: true })).toBeVisible();
  await expect(chooser.getByRole('radio', { name: '1-on-1 Mathematics (Grade 9)', exact: true })).toBeVisible();
  const use = chooser.getByRole('button', { name: 'Use this class', exact: true });
  await expect(use).toBeDisabled();
  await chooser.getByRole('radio', { name: 'SAT Math Bootcamp', exact: true }).check();
  await use.click();
  await expect(chooser).toBeHidden();

  const summary = dialog.getByRole('list', { name: 'Import summary' });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  return summary;
}

test('Add Lessons using CSV imports the downloaded sample once; the same file again creates nothing', async ({ page }, testInfo) => {
  await signIn(page, ACCOUNTS.superadmin);
  await openOrders(page);

  await page.getByRole('button', { name: 'Add Lessons using CSV', exact: true }).click();
  let dialog = page.getByRole('dialog', { name: 'Add Lessons using CSV' });
  await expect(dialog).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('button', { name: 'Download sample', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('order-import-sample.csv');
  const file = testInfo.outputPath('order-import-sample.csv');
  await download.saveAs(file);

  const first = await importFile(page, dialog, file);
  await expect(first.getByRole('listitem')).toHaveText(['Created: 4', 'Already imported: 0', 'Skipped: 0', 'Failed: 0']);
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const preview = dialog.getByRole('table', { name: 'Rows of the file' });
  await expect(preview.getByText('Created', { exact: true })).toHaveCount(4);
  await closeButton(dialog).click();
  await expect(dialog).toBeHidden();

  // The list behind went back to page 1 with the new students' allocations.
  await expect(page.getByText(/^Showing 1 to \d+ out of \d+ allocations?$/)).toBeVisible();
  await searchUser(page, 'niran.sukjai@demo.test');
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page)).toContainText('SAT Math Bootcamp');

  // The same file again: every row was imported already, nothing is created twice.
  await page.getByRole('button', { name: 'Add Lessons using CSV', exact: true }).click();
  dialog = page.getByRole('dialog', { name: 'Add Lessons using CSV' });
  await expect(dialog).toBeVisible();
  const second = await importFile(page, dialog, file);
  await expect(second.getByRole('listitem')).toHaveText(['Created: 0', 'Already imported: 4', 'Skipped: 0', 'Failed: 0']);
  await expect(dialog.getByRole('table', { name: 'Rows of the file' }).getByText('Already imported', { exact: true })).toHaveCount(4);
  await closeButton(dialog).click();
  await expect(dialog).toBeHidden();
  await expect(dataRows(page)).toHaveCount(1);
  await searchUser(page, 'somying.jaidee@demo.test');
  await expect(page.getByRole('status').filter({ hasText: /^Allocations of / })).toContainText('(somying.jaidee@demo.test)');
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page)).toContainText('Primary English Workshop');
});

test('a Partner sees Add new allocation but not Add Lessons using CSV', async ({ page }) => {
  await signIn(page, ACCOUNTS.partner);
  await openOrders(page);
  await expect(page.getByRole('button', { name: 'Add new allocation', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Lessons using CSV', exact: true })).toHaveCount(0);
});

test('an Agent sees neither Add new allocation nor Add Lessons using CSV', async ({ page }) => {
  await signIn(page, ACCOUNTS.agent);
  await openOrders(page);
  await expect(page.getByRole('button', { name: 'Add new allocation', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add Lessons using CSV', exact: true })).toHaveCount(0);
});

// Issue 20: opened cold (a bookmark, a new tab), /orders waits for its first page and renders its list once, with its
// rows: no skeleton rows are drawn first and then replaced. Every API answer is held a moment, so that a list asked for
// only once the screen had rendered would show its skeleton.
test('a cold /orders draws its rows at once, without skeleton rows before them', async ({ browser }) => {
  const context = await browser.newContext();
  try {
    await signIn(await context.newPage(), ACCOUNTS.superadmin);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen = { skeleton: false, rows: false };
      (window as unknown as { __rows: typeof seen }).__rows = seen;
      new MutationObserver(() => {
        const body = document.querySelector('main table tbody');
        if (!body) return;
        if (!seen.rows && body.querySelector('tr[aria-hidden="true"]')) seen.skeleton = true;
        if (body.querySelector('tr:not([aria-hidden="true"]) td')) seen.rows = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.route(`${baseURL}/api/**`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.fallback();
    });
    await page.goto(`${baseURL}/orders`);
    await expect(dataRows(page).first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __rows: { skeleton: boolean; rows: boolean } }).__rows)).toEqual({
      skeleton: false,
      rows: true,
    });
  } finally {
    await context.close();
  }
});

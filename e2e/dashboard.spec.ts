import { expect, test, type Page } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/auth';
import { dataRows, escapeRegExp } from './support/screens';
import { createClass, createLesson, superAdminApi, unique } from './support/setup';
import { addDays, centreDay, weekdayOf } from './support/time';

// Issue 12: the dashboard's Student tab as customer service and a counsellor use it, on the demo data of the day.

const mainTable = (page: Page) => page.getByRole('table', { name: 'Lessons reported on the day' });
const ddmmyyyy = (day: string) => day.split('-').reverse().join('-');

test('customer service lands on the Student tab, walks the days, and a note written on a lesson is there after a reload', async ({
  page,
  request,
}) => {
  // A lesson of its own today, so that no other journey's clicks change what this one reads.
  const api = await superAdminApi(request);
  const stamp = unique();
  const today = centreDay();
  const className = `E2E Dashboard ${stamp}`;
  const classId = await createClass(api, className, weekdayOf(today));
  const lessonName = `Follow-up lesson ${stamp}`;
  await createLesson(api, classId, { name: lessonName, day: today, start: '06:00', end: '06:30' });

  await signIn(page, ACCOUNTS.custservice);
  await expect(page).toHaveURL(/\/dashboard/);
  await expect(page.getByRole('tab', { name: 'Student', selected: true })).toBeVisible();
  await expect(page.getByRole('tab')).toHaveCount(1);
  await expect(dataRows(mainTable(page)).first()).toBeVisible();

  // Walk the days: the address follows, and Today comes back.
  const yesterday = addDays(today, -1);
  await page.getByRole('button', { name: 'Prev Day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${yesterday}`));
  await expect(page.getByLabel('Day', { exact: true })).toHaveValue(yesterday);
  await page.getByRole('button', { name: 'Next Day' }).click();
  await expect(page).not.toHaveURL(/date=/);
  await page.getByRole('button', { name: 'Next Day' }).click();
  await expect(page).toHaveURL(new RegExp(`date=${addDays(today, 1)}`));
  await page.getByRole('button', { name: 'Today' }).click();
  await expect(page).not.toHaveURL(/date=/);

  // The class's lesson: tick Action, write a note.
  const row = mainTable(page).getByRole('row').filter({ hasText: new RegExp(escapeRegExp(lessonName)) });
  await expect(row).toBeVisible();
  const action = row.getByRole('checkbox', { name: `Action taken on ${lessonName}` });
  await action.check();
  await expect(action).toBeChecked();
  // The note box may sit in the row's details when the table is narrower than its columns.
  const details = row.getByRole('button', { name: /^Details of / });
  if (await details.count()) await details.click();
  const noteForm = page.getByRole('form', { name: `Note to the teacher of ${lessonName}` });
  await noteForm.getByRole('textbox', { name: 'Write a note' }).fill(`Please call the parent ${stamp}`);
  await noteForm.getByRole('button', { name: 'Save note' }).click();
  await expect(noteForm.getByText('Changes will be seen when you refresh')).toBeVisible();

  await page.reload();
  const reloaded = mainTable(page).getByRole('row').filter({ hasText: new RegExp(escapeRegExp(lessonName)) });
  await expect(reloaded.getByRole('checkbox', { name: `Action taken on ${lessonName}` })).toBeChecked();
  const again = reloaded.getByRole('button', { name: /^Details of / });
  if (await again.count()) await again.click();
  const note = page.getByText(`Please call the parent ${stamp}`);
  await expect(note).toBeVisible();
  // Who wrote it and when, as the server recorded them.
  const name = (await page.getByRole('button', { name: /^Account menu for / }).getAttribute('aria-label'))!.replace('Account menu for ', '');
  await expect(note.locator('xpath=..')).toContainText(`${name}, ${ddmmyyyy(today)}`);
});

test('a counsellor resolves an immediate consultation: it moves to Saved on today and the header badge drops by one', async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  await page.goto('/dashboard?tab=student');
  const badge = page.getByRole('link', { name: /^Consult now \d+ immediate consultation recommendations$/ });
  await expect(badge).toBeVisible();
  const before = Number((await badge.innerText()).replace(/\D+/g, ''));
  expect(before).toBeGreaterThan(0);

  const open = page.getByRole('table', { name: /^Consult with .+ Immediately$/ });
  const first = dataRows(open).first();
  await expect(first).toBeVisible();
  const resolved = first.getByRole('checkbox', { name: /^Resolved: / });
  const lessonName = (await resolved.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? '')).replace(/^Resolved: /, '');
  expect(lessonName).not.toBe('');
  await resolved.dblclick();

  const saved = page.getByRole('table', { name: new RegExp(`Immediately \\(Saved on ${escapeRegExp(ddmmyyyy(centreDay()))}\\)$`) });
  const moved = dataRows(saved).filter({ hasText: lessonName });
  await expect(moved).toBeVisible();
  await expect(moved).toContainText('Yes');
  await expect(badge).toHaveText(new RegExp(`^Consult now\\s*${before - 1}\\b`));
});

import { expect, test, type Page } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { mainMenu, signIn } from './support/auth';
import { dataRows, escapeRegExp } from './support/screens';
import { superAdminApi, type Api } from './support/setup';

// Issue 16, Feedback review (spec §2 Feedback screen, §7 getFeedback, §9): narrow the demo feedback to one class and
// one lesson, untick ratings, keep only commented entries and page through, by keyboard where a user would, with the
// filters and the page in the address. Expected figures come from the API, asked the same filter.

type Entry = { rating: number; content: string; class_obj: { _id: string; name: string } | null; feedback_target_id: string | null };
type ListAnswer = { data: Entry[]; count: number; summary: { average: number | null } };
type LessonsAnswer = { data: Array<{ _id: string; name: string; feedback_count: number }>; class: { _id: string; name: string } };

async function feedbackOf(api: Api, params: Record<string, string | number | string[]>): Promise<ListAnswer> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const one of Array.isArray(value) ? value : [value]) search.append(key, String(one));
  }
  const response = await api.request.get(`/api/user_input/feedback?${search}`, { headers: api.headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as ListAnswer;
}

/** The class with the most feedback among the newest 100 entries, and its lesson with the most entries. */
async function busiestClassAndLesson(api: Api) {
  const { data } = await feedbackOf(api, { max: 100 });
  const byClass = new Map<string, number>();
  for (const entry of data) if (entry.class_obj) byClass.set(entry.class_obj._id, (byClass.get(entry.class_obj._id) ?? 0) + 1);
  const [classId] = [...byClass.entries()].sort((a, b) => b[1] - a[1])[0]!;
  const response = await api.request.get(`/api/user_input/feedback/classes/${classId}/lessons`, { headers: api.headers });
  const lessons = (await response.json()) as LessonsAnswer;
  const lesson = [...lessons.data].sort((a, b) => b.feedback_count - a.feedback_count)[0]!;
  return { classId, className: lessons.class.name, lesson };
}

const countLine = (page: Page) => page.getByText(/^Showing \d+ to \d+ out of [\d,]+ entr/);

test('Feedback review narrows to one class and lesson, unticks ratings, keeps only commented entries and pages', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const api = await superAdminApi(request);
  const all = await feedbackOf(api, {});
  expect(all.count, 'the demo data holds more than a page of feedback').toBeGreaterThan(20);
  const { classId, className, lesson } = await busiestClassAndLesson(api);

  await signIn(page, ACCOUNTS.superadmin);
  await mainMenu(page).getByRole('link', { name: 'Feedback', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Feedback entries' });
  await expect(countLine(page)).toHaveText(`Showing 1 to 10 out of ${all.count.toLocaleString('en-US')} entries`);
  await expect(dataRows(table)).toHaveCount(10);
  const summary = page.getByRole('region', { name: 'Summary of the feedback shown' });
  await expect(summary).toContainText(`${all.summary.average!.toFixed(2)} out of 5`);

  // Paging: the pager's Next, the page in the address, and a reload keeps it.
  const pager = page.getByRole('navigation', { name: 'Feedback pages' });
  await pager.getByRole('button', { name: /Next/ }).click();
  await expect(countLine(page)).toHaveText(new RegExp(`^Showing 11 to 20 out of`));
  await expect(page).toHaveURL(/\/feedback\?page=2$/);
  await page.reload();
  await expect(countLine(page)).toHaveText(new RegExp(`^Showing 11 to 20 out of`));

  // The class, searched by keyboard: Search is disabled until there is text; Enter searches.
  const search = page.getByRole('button', { name: 'Search' });
  await expect(search).toBeDisabled();
  const field = page.getByRole('searchbox', { name: /Class name/ });
  await field.fill(className.toUpperCase());
  await expect(search).toBeEnabled();
  await field.press('Enter');
  const classSelect = page.getByRole('combobox', { name: 'Class' });
  await expect(classSelect.getByRole('option', { name: new RegExp(`^${escapeRegExp(className)}`) }).first()).toBeAttached();
  // One match is chosen at once; with several, the class is chosen from the list.
  if ((await classSelect.inputValue()) !== classId) await classSelect.selectOption(classId);
  await expect(page).toHaveURL(new RegExp(`\\?class=${classId}$`));
  const inClass = await feedbackOf(api, { class: classId });
  await expect(countLine(page)).toHaveText(new RegExp(`out of ${inClass.count.toLocaleString('en-US')} entr`));
  for (const row of await dataRows(table).all()) await expect(row).toContainText(className);

  // Then a lesson of that class.
  const lessonSelect = page.getByRole('combobox', { name: 'Lesson' });
  await lessonSelect.selectOption(lesson._id);
  await expect(page).toHaveURL(new RegExp(`\\?class=${classId}&lesson=${lesson._id}$`));
  const inLesson = await feedbackOf(api, { class: classId, lesson: lesson._id });
  expect(inLesson.count).toBe(lesson.feedback_count);
  await expect(dataRows(table)).toHaveCount(Math.min(10, inLesson.count));
  for (const row of await dataRows(table).all()) await expect(row).toContainText(lesson.name);

  // Unticking the lowest ratings: only 3 to 5 stars are left.
  await page.getByRole('checkbox', { name: '1 star', exact: true }).uncheck();
  await page.getByRole('checkbox', { name: '2 stars', exact: true }).uncheck();
  await expect(page).toHaveURL(/ratings=3%2C4%2C5/);
  const highRated = await feedbackOf(api, { class: classId, lesson: lesson._id, rating: ['3', '4', '5'] });
  if (highRated.count === 0) {
    await expect(table.getByText('No feedback was found')).toBeVisible();
  } else {
    await expect(dataRows(table)).toHaveCount(Math.min(10, highRated.count));
    for (const row of await dataRows(table).all()) await expect(row).toContainText(/[345] out of 5 stars/);
  }

  // 'Only commented', ticked by keyboard: no entry without a comment is left.
  const commented = page.getByRole('checkbox', { name: 'Only commented' });
  await commented.focus();
  await page.keyboard.press('Space');
  await expect(commented).toBeChecked();
  await expect(page).toHaveURL(/commented=1/);
  const expected = await feedbackOf(api, { class: classId, lesson: lesson._id, rating: ['3', '4', '5'], commented: 'true' });
  await expect(table).not.toHaveAttribute('aria-busy', 'true');
  if (expected.count === 0) {
    await expect(table.getByText('No feedback was found')).toBeVisible();
  } else {
    await expect(dataRows(table)).toHaveCount(Math.min(10, expected.count));
    await expect(table.getByText('No comment')).toHaveCount(0);
  }

  // Back returns to the filter before, as the address kept it.
  await page.goBack();
  await expect(commented).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: '1 star', exact: true })).not.toBeChecked();
});

test("a filter that matches nothing says 'No feedback was found', and no rating ticked asks nothing", async ({ page }) => {
  await signIn(page, ACCOUNTS.superadmin);
  await page.goto('/feedback?ratings=');
  await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Feedback entries' });
  await expect(table.getByText('No feedback was found')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Feedback pages' })).toHaveCount(0);
});

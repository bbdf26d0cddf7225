import { expect, test, type Page } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { apiToken, mainMenu, signIn } from './support/auth';
import { dataRows, escapeRegExp, fact } from './support/screens';
import { baseURL } from './support/server';
import { createClass, createLesson, superAdminApi, unique, type Api } from './support/setup';
import { addDays, centreDay, shortDay, weekdayOf } from './support/time';

// Issue 6, back-office §2 Quick Lesson Management and Zoom detail, §4 Polls, §5 Poll question, §6: walking the day
// list across days, a Zoom lesson's detail, adding, editing and deleting a poll question, and a Tutor and a Partner
// who see the polls but may not change them. The day list is walked on lessons the journey makes itself, placed just
// after midnight so they come first in their day; the Zoom detail uses a Zoom lesson of today's demo data.

type PollQuestion = { _id: string; name: string };
type ZoomLesson = {
  _id: string;
  name: string;
  poll_setup: PollQuestion[];
  platform_integration: { id: string } | null;
  /** The page of today's list (20 a page) that holds it. */
  listPage: number;
};

/** Today's first demo Zoom lesson with a Zoom room and poll questions. */
async function zoomLessonOfToday(api: Api): Promise<ZoomLesson> {
  const list = await api.request.get('/api/admin/lesson/day', { headers: api.headers, params: { date: centreDay(), max: 100 } });
  expect(list.status(), 'GET /api/admin/lesson/day').toBe(200);
  const { data } = (await list.json()) as { data: Array<{ _id: string; hosting_platform: string }> };
  for (const [index, item] of data.entries()) {
    if (item.hosting_platform !== 'Zoom') continue;
    const response = await api.request.get(`/api/admin/lesson/${item._id}`, { headers: api.headers });
    const lesson = ((await response.json()) as { data: Omit<ZoomLesson, 'listPage'> }).data;
    if (lesson.platform_integration && lesson.poll_setup.length > 0) return { ...lesson, listPage: Math.floor(index / 20) + 1 };
  }
  throw new Error('The demo data has no Zoom lesson with polls today');
}

async function openQuickLessons(page: Page): Promise<void> {
  await mainMenu(page).getByRole('link', { name: 'Lesson', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/lessons`);
  await expect(page.getByRole('heading', { level: 1, name: 'Quick Lesson Management' })).toBeVisible();
}

function lessonsTable(page: Page) {
  return page.getByRole('table', { name: 'Lessons of the day' });
}

test('Quick Lesson Management walks from day to day with Prev Day and Next Day, and the date parameter sets the day', async ({
  page,
}) => {
  const api = await superAdminApi(page.request);
  const stamp = unique();
  const today = centreDay();
  const className = `E2E Day walk ${stamp}`;
  const classId = await createClass(api, className, weekdayOf(today));
  const lessonOf = (offset: number) => `Walk ${offset >= 0 ? '+' : ''}${offset} ${stamp}`;
  for (const offset of [-1, 0, 1]) {
    await createLesson(api, classId, { name: lessonOf(offset), day: addDays(today, offset), start: '00:01', end: '00:02' });
  }

  await signIn(page, ACCOUNTS.superadmin);
  await openQuickLessons(page);
  const table = lessonsTable(page);
  await expect(table.getByRole('columnheader')).toHaveText(['Student name', 'Teacher name', 'Class name', 'Lesson name', 'Time']);
  const row = (offset: number) => dataRows(table).filter({ hasText: lessonOf(offset) });
  await expect(row(0)).toHaveCount(1);
  await expect(row(0).getByRole('cell')).toHaveText(['—', 'Daniel Whitmore', className, new RegExp(`^${escapeRegExp(lessonOf(0))}\\s*Offline$`), '00:01–00:02']);
  await expect(row(1)).toHaveCount(0);

  await page.getByRole('button', { name: 'Next Day', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/lessons\\?date=${addDays(today, 1)}`));
  await expect(row(1)).toHaveCount(1);
  await expect(row(0)).toHaveCount(0);

  await page.getByRole('button', { name: 'Prev Day', exact: true }).click();
  await page.getByRole('button', { name: 'Prev Day', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/lessons\\?date=${addDays(today, -1)}`));
  await expect(row(-1)).toHaveCount(1);
  await expect(row(0)).toHaveCount(0);

  // The address alone sets the day: a day years ahead has no lessons.
  const empty = addDays(today, 3 * 365);
  await page.goto(`/lessons?date=${empty}`);
  await expect(page.getByText(`No lessons on this day (${shortDay(empty)})`, { exact: true })).toBeVisible();

  // An Offline lesson is not a link; a Zoom lesson opens its Zoom detail.
  await page.goto(`/lessons?date=${today}`);
  await expect(row(0).getByRole('link')).toHaveCount(0);
  const zoom = await zoomLessonOfToday(api);
  // The Zoom lesson may sit on a later page of a busy day.
  await page.goto(`/lessons?date=${today}${zoom.listPage > 1 ? `&page=${zoom.listPage}` : ''}`);
  const zoomLink = table.locator(`a[href$="/lessons/${zoom._id}/detail/zoom"]`);
  await expect(zoomLink).toHaveText(zoom.name);
  await zoomLink.click();
  await expect(page).toHaveURL(`${baseURL}/lessons/${zoom._id}/detail/zoom`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zoom detail' })).toBeVisible();
  await expect(fact(page, 'Meeting ID')).toHaveText(zoom.platform_integration!.id);
  await page.getByRole('link', { name: 'Back to Quick Lesson Management' }).click();
  await expect(page).toHaveURL(new RegExp(`/lessons(\\?date=${today})?`));
});

test('Add, edit and delete a poll question of a Zoom lesson, with the form checks in the spec’s words', async ({ page }) => {
  const api = await superAdminApi(page.request);
  const zoom = await zoomLessonOfToday(api);
  await signIn(page, ACCOUNTS.superadmin);
  await page.goto(`/lessons/${zoom._id}/detail/zoom`);
  await expect(page.getByRole('heading', { level: 1, name: 'Zoom detail' })).toBeVisible();
  const polls = page.getByRole('table', { name: 'Poll questions' });
  await expect(polls.getByRole('columnheader')).toHaveText(['#', 'Question', 'Type', 'Answer', 'Actions']);
  const before = await dataRows(polls).count();

  // Add: the default name is 'Question {n}'; the checks name what is missing.
  await page.getByRole('button', { name: 'Add Question', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add Question' });
  const name = add.getByRole('textbox', { name: 'Name', exact: true });
  await expect(name).toHaveValue(`Question ${before + 1}`);
  await name.fill('');
  await add.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(add.getByText('Please give it a name', { exact: true })).toBeVisible();
  await expect(add.getByText('Please give it a title', { exact: true })).toBeVisible();
  await expect(add.getByText('At least 2 answers required', { exact: true })).toBeVisible();

  const pollName = `Capital ${unique()}`;
  await name.fill(pollName);
  await add.getByRole('textbox', { name: 'Question', exact: true }).fill('Which city is the capital of Thailand?');
  await add.getByRole('textbox', { name: 'Answer 1', exact: true }).fill('Chiang Mai');
  await add.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(add.getByText('At least 2 answers required', { exact: true })).toBeVisible();
  await add.getByRole('textbox', { name: 'Answer 2', exact: true }).fill('Bangkok');
  await add.getByRole('checkbox', { name: 'Correct answer 2', exact: true }).check();
  await add.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(add).toBeHidden();
  const row = dataRows(polls).filter({ hasText: pollName });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(2)).toHaveText('Single choice');
  await expect(row.getByRole('cell').nth(3)).toHaveText('B. Bangkok');

  // Edit: multiple choice with a third answer, two correct; the saved edit closes the dialog and the lesson reloads.
  await row.getByRole('button', { name: `Edit ${pollName}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Question' });
  await expect(edit.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(pollName);
  await edit.getByRole('radio', { name: 'Multiple choice', exact: true }).check();
  await edit.getByRole('button', { name: 'Add answer', exact: true }).click();
  await edit.getByRole('textbox', { name: 'Answer 3', exact: true }).fill('Krung Thep');
  await edit.getByRole('checkbox', { name: 'Correct answer 3', exact: true }).check();
  await edit.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(row.getByRole('cell').nth(2)).toHaveText('Multiple choice');
  await expect(row.getByRole('cell').nth(3)).toContainText('B. Bangkok');
  await expect(row.getByRole('cell').nth(3)).toContainText('C. Krung Thep');
  await page.reload();
  await expect(dataRows(polls).filter({ hasText: pollName }).getByRole('cell').nth(2)).toHaveText('Multiple choice');

  // Delete asks first; Cancel keeps the question, Delete removes it.
  await dataRows(polls).filter({ hasText: pollName }).getByRole('button', { name: `Delete ${pollName}`, exact: true }).click();
  const confirm = page.getByRole('dialog', { name: `Delete ${pollName}?` });
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(dataRows(polls).filter({ hasText: pollName })).toHaveCount(1);
  await dataRows(polls).filter({ hasText: pollName }).getByRole('button', { name: `Delete ${pollName}`, exact: true }).click();
  await page.getByRole('dialog', { name: `Delete ${pollName}?` }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dataRows(polls).filter({ hasText: pollName })).toHaveCount(0);
  await expect(dataRows(polls)).toHaveCount(before);
});

for (const account of [ACCOUNTS.tutor, ACCOUNTS.partner]) {
  test(`${account} opens Quick Lesson Management and the Zoom polls but may not add, edit or delete a question`, async ({
    page,
  }) => {
    const zoom = await zoomLessonOfToday(await superAdminApi(page.request));
    await signIn(page, account);
    await openQuickLessons(page);
    await page.goto(`/lessons/${zoom._id}/detail/zoom`);
    const polls = page.getByRole('table', { name: 'Poll questions' });
    await expect(dataRows(polls).first()).toBeVisible();
    await expect(polls.getByRole('columnheader')).toHaveText(['#', 'Question', 'Type', 'Answer']);
    await expect(page.getByRole('button', { name: 'Add Question' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);

    // The server refuses whatever the browser does.
    const token = await apiToken(page.request, account);
    const headers = { authorization: `Bearer ${token}` };
    const question = { name: 'Sneaky', question: 'Allowed?', choice_type: 'single', option: ['Yes', 'No'], answer_index: [] };
    const first = zoom.poll_setup[0]!;
    const attempts = [
      page.request.post(`/api/admin/lesson/${zoom._id}/poll`, { headers, data: question }),
      page.request.put(`/api/admin/lesson/${zoom._id}/poll/${first._id}`, { headers, data: question }),
      page.request.delete(`/api/admin/lesson/${zoom._id}/poll/${first._id}`, { headers }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status()).toBe(403);
    const admin = await superAdminApi(page.request);
    const after = await admin.request.get(`/api/admin/lesson/${zoom._id}`, { headers: admin.headers });
    const names = ((await after.json()) as { data: ZoomLesson }).data.poll_setup.map((poll) => poll.name);
    expect(names).toContain(first.name);
    expect(names).not.toContain('Sneaky');
  });
}

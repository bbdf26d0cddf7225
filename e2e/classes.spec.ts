import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { mainMenu, signIn } from './support/auth';
import { dataRows, escapeRegExp, fact } from './support/screens';
import { baseURL } from './support/server';
import { createClass, createLesson, superAdminApi, unique } from './support/setup';
import { addDays, centreDay, lessonRange, shortDay, weekdayOf } from './support/time';

// Issue 5, spec §2 Class list and Class lessons (back-office) and Lesson detail (people-records): 'Add New Class' with
// two level tags and a tutor, the name search (parentheses included), 'Add Batch Lessons', the Active and Release
// toggles, Add Student / Remove on the lesson detail, and who may not open /course. Every journey makes its own class,
// named with a stamp of its own, so none depends on another's data; set-up the journey is not about goes through the
// API. Class names stay clear of the words other journeys search for ('Physics', 'Math', 'English').

/** A demo Student account other than student@demo.test, not seated in the lessons the journeys make. */
const OTHER_STUDENT = 'achara.thammasiri@demo.test';

// ----------------------------------------------------------------------------------------------------------------
// Screens.

/** Opens the class list through the side menu ('Class'). */
async function openClassList(page: Page): Promise<void> {
  await mainMenu(page).getByRole('link', { name: 'Class', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/course`);
  await expect(page.getByRole('heading', { level: 1, name: 'Classes' })).toBeVisible();
  await expect(page.getByText(/^Showing 1 to \d+ out of \d+ classes$/)).toBeVisible();
}

function classSearch(page: Page): Locator {
  return page.getByRole('search', { name: 'Classes' }).getByRole('searchbox', { name: 'Search by class name' });
}

// ----------------------------------------------------------------------------------------------------------------

test('Add New Class with two level tags and a tutor; the name search finds it, parentheses and all', async ({ page }) => {
  const stamp = unique();
  const name = `E2E Class (Journey) ${stamp}`;
  const today = centreDay();
  const startDay = addDays(today, 7);
  const endDay = addDays(today, 97);

  await signIn(page, ACCOUNTS.superadmin);
  await openClassList(page);

  await page.getByRole('button', { name: 'Add New Class', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Class' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save Class', exact: true });
  await expect(save).toBeDisabled();
  await expect(dialog.getByText('Fill in every field marked * to save.', { exact: true })).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('textbox', { name: 'Subject', exact: true }).fill('Critical Reading');
  await dialog.getByRole('textbox', { name: 'Country', exact: true }).fill('TH');
  await dialog.getByRole('textbox', { name: 'Class type', exact: true }).fill('Course');
  await dialog.getByRole('textbox', { name: 'Start date', exact: true }).fill(startDay);
  await dialog.getByRole('textbox', { name: 'Start time', exact: true }).fill('09:00');
  await dialog.getByRole('textbox', { name: 'End date', exact: true }).fill(endDay);
  await dialog.getByRole('textbox', { name: 'End time', exact: true }).fill('18:00');
  await dialog.getByRole('textbox', { name: 'Day of week', exact: true }).fill('Tuesday, Thursday');
  await dialog.getByRole('textbox', { name: 'Lesson start time', exact: true }).fill('16:30');
  await dialog.getByRole('textbox', { name: 'Lesson end time', exact: true }).fill('18:00');

  // Two level tags: the first starts as Primary 1 and becomes Primary 6; the second copies it, then becomes Secondary
  // (the year kept within Secondary's four) and is set to year 3.
  await expect(dialog.getByText('No level yet. Add at least one.', { exact: true })).toBeVisible();
  const addLevel = dialog.getByRole('button', { name: 'Add level', exact: true });
  await addLevel.click();
  const level1 = dialog.getByRole('combobox', { name: 'Level 1', exact: true });
  const year1 = dialog.getByRole('combobox', { name: 'Year of level 1', exact: true });
  await expect(level1.locator('option:checked')).toHaveText('Primary');
  await expect(year1).toHaveValue('1');
  await year1.selectOption('6');
  await addLevel.click();
  const level2 = dialog.getByRole('combobox', { name: 'Level 2', exact: true });
  const year2 = dialog.getByRole('combobox', { name: 'Year of level 2', exact: true });
  await expect(level2.locator('option:checked')).toHaveText('Primary');
  await expect(year2).toHaveValue('6');
  await level2.selectOption({ label: 'Secondary' });
  await expect(year2).toHaveValue('4');
  await expect(year2.getByRole('option')).toHaveText(['1', '2', '3', '4']);
  await year2.selectOption('3');
  await expect(dialog.getByRole('button', { name: 'Remove level 2', exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Remove level 1', exact: true })).toHaveCount(0);

  // The tutor, picked from the searchable list.
  const tutors = dialog.getByRole('group', { name: 'Tutors', exact: true });
  await tutors.getByRole('searchbox', { name: 'Find a tutor' }).fill('Whitmore');
  const daniel = tutors.getByRole('checkbox', { name: /^Daniel Whitmore\b.*\btutor@demo\.test\)?$/ });
  await expect(daniel).toBeVisible();
  await daniel.check();
  await expect(daniel).toBeChecked();
  await expect(tutors.getByRole('list', { name: 'Chosen tutors' }).getByRole('listitem')).toHaveText(['Daniel Whitmore']);

  await dialog.getByRole('spinbutton', { name: 'Maximum students', exact: true }).fill('12');
  await dialog.getByRole('spinbutton', { name: 'Rate', exact: true }).fill('25');
  await expect(dialog.getByRole('textbox', { name: 'Currency', exact: true })).toHaveValue('SGD');
  await expect(dialog.getByRole('checkbox', { name: 'Active', exact: true })).toBeChecked();

  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} was created`, { exact: true })).toBeVisible();

  // The list is back on its first page, newest edit first: the class is there with what was entered.
  const table = page.getByRole('table', { name: 'Classes' });
  const row = dataRows(table).filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Course · TH', { exact: true })).toBeVisible();
  await expect(row.getByText('Critical Reading', { exact: true })).toBeVisible();
  await expect(row.getByText('Tuesday, Thursday', { exact: true })).toBeVisible();
  await expect(row.getByText('16:30–18:00', { exact: true })).toBeVisible();
  await expect(row.getByText(`${shortDay(startDay)} – ${shortDay(endDay)}`, { exact: true })).toBeVisible();
  await expect(row.getByText('Primary 6', { exact: true })).toBeVisible();
  await expect(row.getByText('Secondary 3', { exact: true })).toBeVisible();
  await expect(row.getByText('Daniel Whitmore', { exact: true })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();

  // Search by the whole name, parentheses included: that one class.
  const search = classSearch(page);
  await search.fill(name);
  await expect(page.getByText('Showing 1 to 1 out of 1 class', { exact: true })).toBeVisible();
  await expect(dataRows(table)).toHaveCount(1);
  await expect(row).toHaveCount(1);

  // Part of the name starting at a parenthesis, in another case: still found.
  await search.fill(`(JOURNEY) ${stamp}`);
  await expect(page.getByText('Showing 1 to 1 out of 1 class', { exact: true })).toBeVisible();
  await expect(row).toHaveCount(1);

  // Parentheses (and LIKE's own wildcards) that match nothing: the spec's empty text, no row.
  await search.fill(`(no such class) ${stamp}`);
  await expect(table.getByText('No class found matching that name', { exact: true })).toBeVisible();
  await expect(table.getByRole('link')).toHaveCount(0);
  await expect(page.getByText(/^Showing \d+ to \d+ out of \d+ classes$/)).toHaveCount(0);
  await search.fill(`100%_(${stamp})`);
  await expect(table.getByText('No class found matching that name', { exact: true })).toBeVisible();

  // A demo class whose name has parentheses is found by them.
  await search.fill('(Grade 9)');
  await expect(dataRows(table)).toHaveCount(1);
  await expect(table.getByRole('link', { name: '1-on-1 Mathematics (Grade 9)', exact: true })).toBeVisible();
});

test('View Lessons of a new class: no lessons yet; Add Batch Lessons saves five named lessons a week apart, listed by date', async ({
  page,
  request,
}) => {
  const stamp = unique();
  const name = `E2E Batch Class ${stamp}`;
  // The class meets on tomorrow's weekday, so its next class day (the first batch row) is tomorrow.
  const first = addDays(centreDay(), 1);
  const api = await superAdminApi(request);
  const classId = await createClass(api, name, weekdayOf(first));

  await signIn(page, ACCOUNTS.superadmin);
  await openClassList(page);
  await classSearch(page).fill(name);
  const table = page.getByRole('table', { name: 'Classes' });
  await expect(dataRows(table)).toHaveCount(1);
  await expect(table.getByRole('link', { name, exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Actions for ${name}`, exact: true }).click();
  await page.getByRole('menuitem', { name: 'View Lessons', exact: true }).click();

  await expect(page).toHaveURL(`${baseURL}/course/${classId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to class list', exact: true })).toHaveAttribute('href', '/course');
  await expect(fact(page, 'Day of week')).toHaveText(weekdayOf(first));
  await expect(fact(page, 'Start time')).toHaveText('4:30pm');
  await expect(fact(page, 'End time')).toHaveText('6:00pm');
  const lessons = page.getByRole('table', { name: 'Lessons' });
  await expect(lessons.getByText('This class currently has no lessons', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Add Batch Lessons', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Batch Create Lesson' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Save Lessons', exact: true });
  await expect(dialog.getByText('Every lesson needs a name: 5 of 5 still have none.', { exact: true })).toBeVisible();
  await expect(save).toBeDisabled();

  // Five rows, the first on the class's next day, each a week after the one before, at the schedule's times.
  const rows = dialog.getByRole('group', { name: /^Lesson \d+$/ });
  await expect(rows).toHaveCount(5);
  const days = [0, 7, 14, 21, 28].map((offset) => addDays(first, offset));
  const names = days.map((_, i) => `E2E Batch ${stamp} week ${i + 1}`);
  for (const [i, day] of days.entries()) {
    const row = dialog.getByRole('group', { name: `Lesson ${i + 1}`, exact: true });
    await expect(row.getByRole('textbox', { name: 'Date', exact: true })).toHaveValue(day);
    await expect(row.getByRole('textbox', { name: 'Start', exact: true })).toHaveValue('16:30');
    await expect(row.getByRole('textbox', { name: 'End', exact: true })).toHaveValue('18:00');
    await row.getByRole('textbox', { name: 'Name', exact: true }).fill(names[i] as string);
  }
  await expect(dialog.getByText('5 lessons to save.', { exact: true })).toBeVisible();

  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('5 lessons were added', { exact: true })).toBeVisible();

  // Sorted by date, each 'dddd, Do MMM YYYY, h:mma' in centre time, each linking to its detail.
  await expect(page.getByText('Showing 1 to 5 out of 5 lessons', { exact: true })).toBeVisible();
  const listed = dataRows(lessons);
  await expect(listed).toHaveCount(5);
  await expect(listed.getByRole('link')).toHaveText(names);
  // The Time column's cells, named by the column key DataTable puts on each cell (a row also holds the details
  // button's cell, out of the layout while no column is moved).
  await expect(listed.locator('td[data-column="time"]')).toHaveText(days.map((day) => lessonRange(day, '16:30', '18:00')));
  for (const lessonName of names) {
    await expect(lessons.getByRole('link', { name: lessonName, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`^/course/${classId}/lesson/[0-9a-f-]{36}$`),
    );
  }
  await expect(lessons.getByText('This class currently has no lessons', { exact: true })).toHaveCount(0);
});

test('a lesson turned Inactive and Un-Released stays so after a reload; lessons are listed by date', async ({ page, request }) => {
  const stamp = unique();
  const name = `E2E Toggle Class ${stamp}`;
  const api = await superAdminApi(request);
  const classId = await createClass(api, name, 'Monday');
  const tomorrow = addDays(centreDay(), 1);
  // Created later-first: the list must still read by date.
  const later = { name: `E2E Toggle ${stamp} later`, day: addDays(tomorrow, 7), start: '16:30', end: '18:00' };
  const sooner = { name: `E2E Toggle ${stamp} sooner`, day: tomorrow, start: '16:30', end: '18:00' };
  await createLesson(api, classId, later);
  await createLesson(api, classId, sooner);

  await signIn(page, ACCOUNTS.superadmin);
  await page.goto(`/course/${classId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const lessons = page.getByRole('table', { name: 'Lessons' });
  await expect(dataRows(lessons).getByRole('link')).toHaveText([sooner.name, later.name]);
  await expect(dataRows(lessons).locator('td[data-column="time"]')).toHaveText([
    lessonRange(sooner.day, sooner.start, sooner.end),
    lessonRange(later.day, later.start, later.end),
  ]);

  // The switch is named by its state and the lesson: 'Active: {lesson}'.
  const switchOf = (state: 'Active' | 'Inactive', lesson: string) => lessons.getByRole('switch', { name: `${state}: ${lesson}`, exact: true });
  const active = (lesson: string) => switchOf('Active', lesson);
  const inactive = (lesson: string) => switchOf('Inactive', lesson);
  const release = (lesson: string) => lessons.getByRole('button', { name: `Release ${lesson}`, exact: true });
  const unRelease = (lesson: string) => lessons.getByRole('button', { name: `Un-Release ${lesson}`, exact: true });

  // Active → Inactive: a switch whose words say the state.
  await expect(active(sooner.name)).toHaveAttribute('aria-checked', 'true');
  await active(sooner.name).click();
  await expect(page.getByText(`${sooner.name} is now inactive`, { exact: true })).toBeVisible();
  await expect(inactive(sooner.name)).toHaveAttribute('aria-checked', 'false');
  await expect(inactive(sooner.name)).toBeEnabled();

  // Released → not released: a button whose words say the action.
  await unRelease(sooner.name).click();
  await expect(page.getByText(`${sooner.name} is now un-released`, { exact: true })).toBeVisible();
  await expect(release(sooner.name)).toBeVisible();
  await expect(unRelease(sooner.name)).toHaveCount(0);

  // Saved on the server: the same after a reload, and the other lesson untouched.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(inactive(sooner.name)).toHaveAttribute('aria-checked', 'false');
  await expect(release(sooner.name)).toBeVisible();
  await expect(active(later.name)).toHaveAttribute('aria-checked', 'true');
  await expect(unRelease(later.name)).toBeVisible();
});

test('the lesson detail shows the lesson; Add Student reads each email, adds the one found; Remove asks first', async ({
  page,
  request,
}) => {
  const stamp = unique();
  const className = `E2E Detail Class ${stamp}`;
  const api = await superAdminApi(request);
  const classId = await createClass(api, className, 'Wednesday');
  const lesson = { name: `E2E Detail ${stamp}`, day: addDays(centreDay(), 2), start: '10:00', end: '11:30', meta: { term: 2, index: 5 } };
  const lessonId = await createLesson(api, classId, lesson);

  await signIn(page, ACCOUNTS.superadmin);
  await page.goto(`/course/${classId}`);
  await expect(page.getByRole('heading', { level: 1, name: className })).toBeVisible();
  await page.getByRole('table', { name: 'Lessons' }).getByRole('link', { name: lesson.name, exact: true }).click();

  await expect(page).toHaveURL(`${baseURL}/course/${classId}/lesson/${lessonId}`);
  await expect(page.getByRole('heading', { level: 1, name: lesson.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to class lessons', exact: true })).toHaveAttribute('href', `/course/${classId}`);
  await expect(fact(page, 'Class')).toHaveText(className);
  await expect(fact(page, 'Term and lesson number')).toHaveText('Term 2 · Lesson 5');
  await expect(fact(page, 'Date and time')).toHaveText(lessonRange(lesson.day, lesson.start, lesson.end));
  await expect(fact(page, 'Tutors')).toHaveText('Daniel Whitmore');
  await expect(fact(page, 'TAs')).toHaveText('None');
  await expect(fact(page, 'Hosting platform')).toHaveText('Offline');

  const tabs = page.getByRole('tablist', { name: 'Lesson participants' });
  await expect(tabs.getByRole('tab')).toHaveText(['Students (0)']);
  await expect(tabs.getByRole('tab', { name: 'Students (0)' })).toHaveAttribute('aria-selected', 'true');
  const students = page.getByRole('table', { name: 'Students' });
  await expect(students.getByText('This lesson has no students yet', { exact: true })).toBeVisible();

  // First a student to be 'Already in class' later.
  const addStudent = page.getByRole('button', { name: 'Add Student', exact: true });
  await addStudent.click();
  let dialog = page.getByRole('dialog', { name: 'Add Student' });
  await dialog.getByRole('textbox', { name: 'Student emails' }).fill(ACCOUNTS.student);
  await dialog.getByRole('button', { name: 'Find Students', exact: true }).click();
  let found = dialog.getByRole('list', { name: 'Students found' }).getByRole('listitem');
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(/^student@demo\.testFound: .+$/);
  await dialog.getByRole('button', { name: 'Add 1 Student', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 student was added', { exact: true })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Students (1)' })).toBeVisible();
  await expect(dataRows(students).filter({ hasText: ACCOUNTS.student })).toHaveCount(1);

  // Three emails: unknown, already in the lesson, and a demo student who can join.
  await addStudent.click();
  dialog = page.getByRole('dialog', { name: 'Add Student' });
  await expect(dialog).toHaveAccessibleDescription('Step 1 of 2: find the students by email.');
  const emails = dialog.getByRole('textbox', { name: 'Student emails' });
  await emails.fill(['nobody@example.test', ACCOUNTS.student, OTHER_STUDENT].join('\n'));
  await expect(emails).toHaveAccessibleDescription(/3 emails\.$/);
  await dialog.getByRole('button', { name: 'Find Students', exact: true }).click();
  await expect(dialog).toHaveAccessibleDescription('Step 2 of 2: add the students found.');
  found = dialog.getByRole('list', { name: 'Students found' }).getByRole('listitem');
  await expect(found).toHaveCount(3);
  await expect(found.nth(0)).toHaveText('nobody@example.testNot found');
  await expect(found.nth(1)).toHaveText(`${ACCOUNTS.student}Already in class`);
  await expect(found.nth(2)).toHaveText(new RegExp(`^${escapeRegExp(OTHER_STUDENT)}Found: .+$`));
  const otherName = ((await found.nth(2).innerText()).split('Found: ')[1] ?? '').trim();
  expect(otherName).not.toBe('');
  await expect(dialog.getByText('1 of 3 can be added to the lesson.', { exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: 'Add 1 Student', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 student was added', { exact: true })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Students (2)' })).toBeVisible();
  await expect(page.getByText('Showing 1 to 2 out of 2 students', { exact: true })).toBeVisible();
  const other = dataRows(students).filter({ hasText: OTHER_STUDENT });
  await expect(other).toHaveCount(1);

  // Remove asks first; Cancel keeps the student, Remove takes them out.
  await other.getByRole('button', { name: `Remove ${otherName}`, exact: true }).click();
  let confirm = page.getByRole('dialog', { name: 'Remove student' });
  await expect(confirm).toHaveAccessibleDescription(`Remove ${otherName} (${OTHER_STUDENT}) from ${lesson.name}?`);
  await confirm.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(tabs.getByRole('tab', { name: 'Students (2)' })).toBeVisible();
  await expect(other).toHaveCount(1);

  await other.getByRole('button', { name: `Remove ${otherName}`, exact: true }).click();
  confirm = page.getByRole('dialog', { name: 'Remove student' });
  await confirm.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`${otherName} was removed from the lesson`, { exact: true })).toBeVisible();
  await expect(tabs.getByRole('tab', { name: 'Students (1)' })).toBeVisible();
  await expect(other).toHaveCount(0);
  await expect(dataRows(students)).toHaveCount(1);
  await expect(dataRows(students).filter({ hasText: ACCOUNTS.student })).toHaveCount(1);

  // Stored: the same after a reload.
  await page.reload();
  await expect(tabs.getByRole('tab', { name: 'Students (1)' })).toBeVisible();
  await expect(dataRows(students)).toHaveCount(1);
});

for (const email of [ACCOUNTS.tutor, ACCOUNTS.partner]) {
  test(`${email} has no Class entry, and /course and a class's pages send it to /`, async ({ page }) => {
    await signIn(page, email);
    await expect(mainMenu(page).getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(mainMenu(page).getByRole('link', { name: 'Class', exact: true })).toHaveCount(0);
    const classId = randomUUID();
    for (const path of ['/course', `/course/${classId}`, `/course/${classId}/lesson/${randomUUID()}`]) {
      await page.goto(path);
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(mainMenu(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('button', { name: 'Add New Class', exact: true })).toHaveCount(0);
    }
  });
}

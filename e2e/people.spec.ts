import { expect, test, type Locator, type Page } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { mainMenu, signIn } from './support/auth';
import { expectEscapeReturnsFocus } from './support/checks';
import { dataRows } from './support/screens';
import { superAdminApi, unique, type Api } from './support/setup';
import { addDays, centreDay } from './support/time';

// Issue 14, User Management (/user) and the edit/create dialog on the real API: search a student, give them a new
// parent and see it again; a consultation date change records one consultation the dashboard lists; create a tutor;
// a Partner is offered no Create New Tutor. Each journey makes its own student through the API.

/** A student of this run only, without a parent: POST /api/admin/user. */
async function createStudent(api: Api, name: string, email: string): Promise<void> {
  const response = await api.request.post('/api/admin/user', {
    headers: api.headers,
    data: { _type: 'Student', name, email },
  });
  expect(response.ok(), `POST /api/admin/user: ${response.status()}`).toBe(true);
}

const students = (page: Page) => page.getByRole('table', { name: 'Students' });

async function openUsers(page: Page, path = '/user'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
}

/** Types in the Student tab's quick search and waits for the one row it finds. */
async function findStudent(page: Page, text: string, name: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: 'Search students' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(text).replace(/\./g, '\\.')}`));
  const row = dataRows(students(page)).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await expect(dataRows(students(page))).toHaveCount(1);
  return row;
}

async function openEdit(page: Page, row: Locator, name: string): Promise<Locator> {
  await row.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(name);
  return dialog;
}

test('a student found by the quick search is saved with a new parent, and reopening shows that parent', async ({ page, request }) => {
  const stamp = unique();
  const name = `E2E Parentless ${stamp}`;
  const email = `e2e.parentless.${stamp}@demo.test`;
  await createStudent(await superAdminApi(request), name, email);

  await signIn(page, ACCOUNTS.superadmin);
  // From the landing screen through the menu, so that Back below is the app's own move (after a full page load, Back
  // leaves the document, and the browser asks with its own 'Leave site?' through beforeunload).
  await mainMenu(page).getByRole('link', { name: 'User', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'User Management' })).toBeVisible();
  const row = await findStudent(page, email, name);
  const dialog = await openEdit(page, row, name);
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await expect(save, 'no parent email yet').toBeDisabled();
  await expect(dialog.getByText('Parent email cannot be empty!').first()).toBeVisible();

  const parent = dialog.getByRole('region', { name: "Parent's Info" });
  await expect(parent.getByRole('combobox', { name: 'Salute' })).toHaveValue('Mr');
  await parent.getByRole('textbox', { name: 'Parent name', exact: true }).fill(`E2E Parent ${stamp}`);
  await parent.getByRole('textbox', { name: 'Parent email', exact: true }).fill(`e2e.parent.${stamp}@demo.test`);

  // The browser's Back with unsaved changes asks first; Keep editing stays on the page with them. (Save enabled: the
  // form has told the dialog of its changes.)
  await expect(save).toBeEnabled();
  const here = page.url();
  await page.goBack();
  const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
  await expect(discard).toBeVisible();
  await discard.getByRole('button', { name: 'Keep editing' }).click();
  await expect(discard).toHaveCount(0);
  await expect(page).toHaveURL(here);
  await expect(parent.getByRole('textbox', { name: 'Parent email', exact: true })).toHaveValue(`e2e.parent.${stamp}@demo.test`);

  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${name} was saved`)).toBeVisible();

  // The grid shows the parent; the dialog opens on it again.
  await expect(row).toContainText(`e2e.parent.${stamp}@demo.test`);
  const again = await openEdit(page, row, name);
  const parentAgain = again.getByRole('region', { name: "Parent's Info" });
  await expect(parentAgain.getByRole('textbox', { name: 'Parent email', exact: true })).toHaveValue(`e2e.parent.${stamp}@demo.test`);
  await expect(parentAgain.getByRole('textbox', { name: 'Parent name', exact: true })).toHaveValue(`E2E Parent ${stamp}`);
  await expectEscapeReturnsFocus(page, row.getByRole('button', { name: `Edit ${name}`, exact: true }), 'Edit User');
});

test('changing the consultation date records one consultation, which the dashboard’s Consultation tab lists on that day', async ({
  page,
  request,
}) => {
  const stamp = unique();
  const name = `E2E Consulted ${stamp}`;
  const email = `e2e.consulted.${stamp}@demo.test`;
  await createStudent(await superAdminApi(request), name, email);
  // A day the demo data leaves alone: well before the three months of demo consultations.
  const day = addDays(centreDay(), -200 - (Date.now() % 50));

  await signIn(page, ACCOUNTS.superadmin);
  await openUsers(page);
  const row = await findStudent(page, email, name);
  const dialog = await openEdit(page, row, name);
  const consultation = dialog.getByRole('region', { name: 'Consultation' });
  await consultation.getByLabel('Date of consultation').fill(day);
  await consultation.getByRole('textbox', { name: 'Action plans' }).fill(`Plan ${stamp}`);
  await dialog.getByRole('region', { name: "Parent's Info" }).getByRole('textbox', { name: 'Parent email', exact: true }).fill(`e2e.cparent.${stamp}@demo.test`);
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  // Saved again with the same date: no second consultation.
  const same = await openEdit(page, row, name);
  await expect(same.getByRole('region', { name: 'Consultation' }).getByLabel('Date of consultation')).toHaveValue(day);
  await same.getByRole('region', { name: 'Additional Notes' }).getByRole('textbox', { name: 'Student background' }).fill('Second save');
  await same.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(same).toHaveCount(0);

  await page.goto(`/dashboard?tab=consultation&consulted=${day}`);
  const table = page.getByRole('table', { name: 'Consultations on the day' });
  await expect(dataRows(table).filter({ hasText: name })).toHaveCount(1);
  await expect(dataRows(table).filter({ hasText: name })).toContainText(`Plan ${stamp}`);
});

test('Create New Tutor adds a tutor with subjects as a list, found on the Tutor tab', async ({ page }) => {
  const stamp = unique();
  const name = `E2E Tutor ${stamp}`;
  await signIn(page, ACCOUNTS.superadmin);
  await openUsers(page);
  const opener = page.getByRole('button', { name: 'Create New Tutor', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Add New Tutor' });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeDisabled();
  const basic = dialog.getByRole('region', { name: 'Basic Information' });
  await expect(basic.getByRole('textbox', { name: 'Country code' })).toHaveValue('65');
  await basic.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await basic.getByRole('textbox', { name: 'Email', exact: true }).fill(`e2e.tutor.${stamp}@demo.test`);
  const profile = dialog.getByRole('region', { name: 'Tutor Profile' });
  await profile.getByRole('textbox', { name: 'Subjects' }).fill(' Math ,Physics,, ');
  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${name} was created`)).toBeVisible();

  await page.getByRole('tab', { name: 'Tutor', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Search tutors' }).fill(`e2e.tutor.${stamp}`);
  const tutors = page.getByRole('table', { name: 'Tutors' });
  const row = dataRows(tutors).filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByRole('region', { name: 'Tutor Profile' }).getByRole('textbox', { name: 'Subjects' })).toHaveValue('Math, Physics');
});

test('a Partner sees the lists but no Create New Tutor', async ({ page }) => {
  await signIn(page, ACCOUNTS.partner);
  await openUsers(page);
  await expect(dataRows(students(page)).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Tutor', exact: true }).click();
  await expect(page.getByRole('table', { name: 'Tutors' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Tutor' })).toHaveCount(0);
});

import { expect, test, type APIRequestContext } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { apiToken, mainMenu, signIn } from './support/auth';
import { baseURL } from './support/server';
import { addDays, centreDay, centreDayStart, toDisplayDay } from './support/time';

// Spec §2 Birthday calendar: a date input (default today, in the centre's time zone), Search, and a table of name,
// email, phone (country code plus number) and birthday; 'No birthday student today' when nobody was born that day.
// The demo seed gives three active students a birthday on the day the server first started (ARCHITECTURE §6).

type BirthdayStudent = { name: string; email: string; phone: string | null; phone_country_code: string | null };

async function birthdayStudents(request: APIRequestContext, token: string, day: string): Promise<BirthdayStudent[]> {
  const response = await request.post('/api/admin/report/birthday-student', {
    headers: { authorization: `Bearer ${token}` },
    data: { birthday_date: centreDayStart(day) },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: BirthdayStudent[]; count: number };
  return body.data;
}

test('Birthday Calendar lists the seeded birthdays of today; a day without any shows the empty text', async ({ page, request }) => {
  const today = centreDay();
  const token = await apiToken(request, ACCOUNTS.superadmin);
  const expected = await birthdayStudents(request, token, today);

  await signIn(page, ACCOUNTS.superadmin);
  await mainMenu(page).getByRole('link', { name: 'Birthday Calendar', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/ops`);

  const panel = page.getByRole('region', { name: 'Birthday Students' });
  const date = panel.getByRole('textbox', { name: 'Date', exact: true });
  await expect(date).toHaveValue(today);

  const table = panel.getByRole('table', { name: `Students whose birthday is ${toDisplayDay(today)}` });
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect.poll(() => rows.count(), { message: 'rows of today' }).toBeGreaterThanOrEqual(3);
  await expect(rows).toHaveCount(expected.length);
  await expect(table.getByRole('columnheader')).toHaveText(['Name', 'Email', 'Phone', 'Birthday']);

  const [, month, day] = today.split('-');
  // In a year without 29 February, students born that day are listed on the 28th.
  const dayMonths = month === '02' && day === '28' ? ['28-02', '29-02'] : [`${day}-${month}`];
  for (const row of await rows.all()) {
    const [name, email, phone, birthday] = await row.getByRole('cell').allInnerTexts();
    expect(expected.map((student) => student.name)).toContain(name);
    expect(email).toMatch(/^[^\s@]+@[^\s@]+$/);
    expect(phone).toMatch(/^\+\d{1,3} \d{6,}$/);
    expect(birthday).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(dayMonths).toContain(birthday!.slice(0, 5));
  }

  // A day nobody was born on, found through the API.
  let empty: string | undefined;
  for (let offset = 1; offset <= 366 && !empty; offset += 1) {
    const candidate = addDays(today, offset);
    if ((await birthdayStudents(request, token, candidate)).length === 0) empty = candidate;
  }
  expect(empty, 'a day without birthdays').toBeDefined();

  await date.fill(empty!);
  await panel.getByRole('button', { name: 'Search', exact: true }).click();
  const emptyTable = panel.getByRole('table', { name: `Students whose birthday is ${toDisplayDay(empty!)}` });
  await expect(emptyTable.getByText('No birthday student today', { exact: true })).toBeVisible();
  await expect(emptyTable.getByRole('row').filter({ has: page.getByRole('cell') })).toHaveCount(1);
});

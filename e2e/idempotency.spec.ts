import { expect, test } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/auth';
import { superAdminApi, unique } from './support/setup';

// Issue 17, writes that may be sent twice: the API creates the tutor but its answer is lost on the way (a time-out, a
// dropped connection). Staff press Save again: the screen sends the same Idempotency-Key, the API answers the first
// result, and there is one tutor, not a second one nor an 'Email duplicated!'.

test('Save pressed again after the answer was lost creates the tutor once', async ({ page, request }) => {
  const stamp = unique();
  const name = `E2E Once ${stamp}`;
  const email = `e2e.once.${stamp}@demo.test`;
  const keys: string[] = [];
  let lose = true;
  await page.route('**/api/admin/user', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    // The request reaches the API, which writes; only its answer is lost, the first time.
    const answer = await route.fetch();
    if (lose) {
      lose = false;
      expect(answer.status()).toBe(200);
      return route.abort('timedout');
    }
    return route.fulfill({ response: answer });
  });

  await signIn(page, ACCOUNTS.superadmin);
  await page.goto('/user');
  await page.getByRole('button', { name: 'Create New Tutor', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Tutor' });
  const basic = dialog.getByRole('region', { name: 'Basic Information' });
  await basic.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await basic.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(dialog.getByText('The tutor was not created')).toBeVisible();

  await save.click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText(`${name} was created`)).toBeVisible();
  expect(keys).toHaveLength(2);
  expect(keys[0]).not.toBe('');
  expect(keys[1]).toBe(keys[0]);

  const api = await superAdminApi(request);
  const found = await request.get('/api/admin/user/tutor', { headers: api.headers, params: { q: email } });
  expect(((await found.json()) as { count: number }).count).toBe(1);
});

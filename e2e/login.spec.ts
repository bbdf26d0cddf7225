import { expect, test } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { accountButton, storedToken, submitSignIn } from './support/auth';
import { baseURL } from './support/server';

// Spec §4 Session, §8: Student and TA accounts cannot sign in; a wrong password is refused with the catalogue's words.
for (const email of [ACCOUNTS.student, ACCOUNTS.ta]) {
  test(`${email} is refused with 'Invalid user type' and stays on /login`, async ({ page }) => {
    await submitSignIn(page, email);
    await expect(page.getByRole('alert')).toHaveText('Invalid user type');
    await expect(page).toHaveURL(`${baseURL}/login`);
    await expect(accountButton(page)).toBeHidden();
    expect(await storedToken(page)).toBeNull();
  });
}

test("a wrong password shows 'You have entered the wrong email or password' and stays on /login", async ({ page }) => {
  await submitSignIn(page, ACCOUNTS.superadmin, 'Wrong-Password-1');
  await expect(page.getByRole('alert')).toHaveText('You have entered the wrong email or password');
  await expect(page).toHaveURL(`${baseURL}/login`);
  await expect(accountButton(page)).toBeHidden();
  expect(await storedToken(page)).toBeNull();

  // An unknown email gets the same answer: the form never tells which of the two was wrong.
  await page.getByLabel('Email', { exact: true }).fill('nobody@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('You have entered the wrong email or password');
  await expect(page).toHaveURL(`${baseURL}/login`);
});

test("a malformed email is said under the field, 'You have entered an invalid email', and never sent", async ({ page }) => {
  const signIns: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/auth') signIns.push(request.method());
  });
  await page.goto('/login');
  const email = page.getByLabel('Email', { exact: true });
  await email.fill('superadmin@demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(/You have entered an invalid email/);
  await expect(page).toHaveURL(`${baseURL}/login`);
  expect(signIns, 'no sign-in request for a malformed email').toEqual([]);
});

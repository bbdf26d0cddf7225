import { expect, test, type Page } from './support/test';
import { ACCOUNTS, DEMO_PASSWORD } from './support/accounts';
import { chooseAccountMenu, signIn, storedToken, submitSignIn } from './support/auth';
import { expectLandingAndMenu, roleOf } from './support/roles';
import { baseURL } from './support/server';

// Spec §2 Profile, §4 Password change, §5 New password, §8. The successful change runs on superadmin2@demo.test, which
// no other journey signs in with (a password change ends the account's other sessions), and puts Demo1234 back.

const MESSAGES = {
  empty: 'Fill in your new password',
  weak: 'Password need at least 8 characters, a lowercase letter, a capital letter & a number',
  mismatch: 'Password that you have typed did not match',
  changed: 'Password changed successfully. Please login with new password next time.',
};

test.describe.configure({ mode: 'default' });

async function openProfile(page: Page) {
  await chooseAccountMenu(page, 'My Profile');
  await expect(page).toHaveURL(`${baseURL}/profile`);
  await expect(page.getByRole('heading', { level: 1, name: 'My Profile' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Change Password' });
  return {
    form,
    password: form.getByLabel('New password', { exact: true }),
    confirm: form.getByLabel('Confirm new password', { exact: true }),
    submit: form.getByRole('button', { name: 'Change Password', exact: true }),
  };
}

async function changePasswordThroughForm(page: Page, next: string) {
  const { form, password, confirm, submit } = await openProfile(page);
  await password.fill(next);
  await confirm.fill(next);
  await submit.click();
  await expect(form.getByRole('status').filter({ hasText: MESSAGES.changed })).toHaveText(MESSAGES.changed);
  // The success clears the form.
  await expect(password).toHaveValue('');
  await expect(confirm).toHaveValue('');
}

async function logout(page: Page) {
  await chooseAccountMenu(page, 'Logout');
  await expect(page).toHaveURL(`${baseURL}/login`);
}

test('My Profile shows the name and email; the Change Password form shows its three messages and the show/hide toggle', async ({
  page,
  request,
}) => {
  await signIn(page, ACCOUNTS.superadmin);
  const grant = await storedToken(page);
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${grant?.token}` } });
  const { name, email } = ((await me.json()) as { data: { name: string; email: string } }).data;
  expect(email).toBe(ACCOUNTS.superadmin);

  const { form, password, confirm, submit } = await openProfile(page);
  await expect(page.getByRole('region', { name: 'Account' }).getByRole('definition')).toHaveText([name, email]);

  // Empty.
  await submit.click();
  await expect(form.getByText(MESSAGES.empty, { exact: true })).toBeVisible();
  await expect(password).toHaveAccessibleDescription(MESSAGES.empty);
  // Editing the field clears its error.
  await password.fill('a');
  await expect(form.getByText(MESSAGES.empty, { exact: true })).toBeHidden();

  // Too weak.
  await password.fill('weakpass');
  await confirm.fill('weakpass');
  await submit.click();
  await expect(form.getByText(MESSAGES.weak, { exact: true })).toBeVisible();
  await password.pressSequentially('X');
  await expect(form.getByText(MESSAGES.weak, { exact: true })).toBeHidden();

  // Strong but not confirmed.
  await password.fill('Strong123');
  await confirm.fill('Strong124');
  await submit.click();
  await expect(form.getByText(MESSAGES.mismatch, { exact: true })).toBeVisible();
  await expect(confirm).toHaveAccessibleDescription(MESSAGES.mismatch);
  await confirm.fill('Strong12');
  await expect(form.getByText(MESSAGES.mismatch, { exact: true })).toBeHidden();
  await expect(form.getByText(MESSAGES.changed)).toBeHidden();

  // Show/hide: each field has its own toggle.
  await expect(password).toHaveAttribute('type', 'password');
  await expect(confirm).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Show password' }).first().click();
  await expect(password).toHaveAttribute('type', 'text');
  await expect(confirm).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await form.getByRole('button', { name: 'Show password' }).nth(1).click();
  await expect(confirm).toHaveAttribute('type', 'text');
  await expect(password).toHaveAttribute('type', 'password');
});

test('a valid change succeeds and clears the form; the old password then fails, the new one works (then restored)', async ({
  page,
}) => {
  const account = ACCOUNTS.superadmin2;
  const next = 'Changed2Pass';

  await signIn(page, account);
  // superadmin2's landing and menu (kept here: see roles.spec.ts).
  await expectLandingAndMenu(page, roleOf(account));

  await changePasswordThroughForm(page, next);
  await logout(page);

  await submitSignIn(page, account, DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toHaveText('You have entered the wrong email or password');
  await expect(page).toHaveURL(`${baseURL}/login`);

  await signIn(page, account, next);
  await expect(page).toHaveURL(`${baseURL}/dashboard`);

  // Put the demo password back through the same form, and check it works again.
  await changePasswordThroughForm(page, DEMO_PASSWORD);
  await logout(page);
  await signIn(page, account, DEMO_PASSWORD);
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
});

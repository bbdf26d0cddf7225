import { expect, test, type Locator, type Page } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/auth';
import { decodedBody, mailsTo } from './support/mail';
import { dataRows } from './support/screens';
import { createClass, createLesson, createOrder, superAdminApi, unique } from './support/setup';
import { centreDay, weekdayOf } from './support/time';

// Issue 6, people-records §2 Make Announcement, §4 (the prompt after a lesson save, the announcement flow), §5, §9:
// an email to two groups, opened from the save prompt with the changes filled in, that a real SMTP server on loopback
// receives (support/mail-catcher.mjs), and an SMS to two other groups, which stays queued without an SMS provider.
// The journey makes its own class, lesson and students: one in each group (an order's type picks the group).

type Person = { email: string; name: string; phone: string };

/** A lesson of today with one student in each group, each with a phone. */
async function lessonWithThreeGroups(page: Page) {
  const api = await superAdminApi(page.request);
  const stamp = unique();
  const today = centreDay();
  const classId = await createClass(api, `E2E Announce ${stamp}`, weekdayOf(today));
  const lessonName = `Announce lesson ${stamp}`;
  const lessonId = await createLesson(api, classId, { name: lessonName, day: today, start: '20:00', end: '21:00' });
  const person = (group: string, phone: string): Person => ({
    email: `e2e.${group}.${stamp}@announce.test`,
    name: `E2E ${group} ${stamp}`,
    phone,
  });
  const student = person('student', '811110001');
  const trial = person('trial', '811110002');
  const video = person('video', '811110003');
  await createOrder(api, { type: 'PAYMENT', ...student, classId, day: today });
  await createOrder(api, { type: 'TRIAL', ...trial, classId, day: today });
  await createOrder(api, { type: 'PAYMENT_VIDEO', ...video, classId, day: today });
  return { classId, lessonId, lessonName, className: `E2E Announce ${stamp}`, student, trial, video };
}

/** The confirmation step: tick the groups, see that it cannot be undone, Confirm. */
async function confirmGroups(page: Page, groups: readonly string[]): Promise<void> {
  const confirm = page.getByRole('dialog', { name: 'Send announcement' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByText('Announcements cannot be undone once sent.', { exact: true })).toBeVisible();
  const confirmButton = confirm.getByRole('button', { name: 'Confirm', exact: true });
  await expect(confirmButton).toBeDisabled();
  for (const group of groups) await confirm.getByRole('checkbox', { name: group, exact: true }).check();
  await expect(confirmButton).toBeEnabled();
  await confirmButton.click();
}

function groupResult(sent: Locator, group: string): Locator {
  return sent.getByRole('region', { name: group, exact: true });
}

test('an email prefilled from the lesson-save prompt goes to Students and Trial students through SMTP; an SMS to Students and Video students stays queued', async ({
  page,
}) => {
  const setup = await lessonWithThreeGroups(page);
  await signIn(page, ACCOUNTS.superadmin);
  await page.goto(`/course/${setup.classId}/lesson/${setup.lessonId}`);
  await expect(page.getByRole('heading', { level: 1, name: setup.lessonName })).toBeVisible();

  // A longer lesson: the save prompt offers to announce the change, and 'Yes' opens the announcement with it.
  await page.getByRole('button', { name: 'Edit Lesson', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Lesson' });
  await edit.getByRole('spinbutton', { name: 'Duration (minutes)' }).fill('90');
  await edit.getByRole('button', { name: 'Save Lesson', exact: true }).click();
  const prompt = page.getByRole('dialog', { name: 'Announce these changes?' });
  await expect(prompt.getByRole('list', { name: 'Changes' })).toContainText('Duration:');
  await prompt.getByRole('button', { name: 'Yes', exact: true }).click();

  const dialog = page.getByRole('dialog', { name: 'Make Announcement' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Email', exact: true })).toBeChecked();
  const subject = dialog.getByRole('textbox', { name: 'Subject', exact: true });
  await expect(subject).toHaveValue(`Changes to ${setup.lessonName}`);
  const content = dialog.getByRole('textbox', { name: 'Content', exact: true });
  await expect(content).toContainText('Duration:');

  // Send needs a subject; the live preview follows the form, the button included once its checkbox is set.
  const send = dialog.getByRole('button', { name: 'Send', exact: true });
  await subject.fill('');
  await expect(send).toBeDisabled();
  const emailSubject = `Longer lesson ${unique()}`;
  await subject.fill(emailSubject);
  await expect(dialog.getByRole('textbox', { name: 'Button text' })).toHaveCount(0);
  await dialog.getByRole('checkbox', { name: 'Add a button', exact: true }).check();
  await expect(dialog.getByRole('textbox', { name: 'Button text', exact: true })).toHaveValue('View Class');
  const preview = dialog.frameLocator('iframe[title="Email preview"]');
  await expect(preview.getByRole('heading', { name: emailSubject })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'View Class', exact: true })).toHaveAttribute('href', new RegExp(`/class/${setup.classId}$`));

  await send.click();
  await confirmGroups(page, ['Students', 'Trial students']);
  const sent = page.getByRole('dialog', { name: 'Announcement sent' });
  await expect(sent.getByRole('heading', { name: 'The email went to the outbox' })).toBeVisible();
  await expect(groupResult(sent, 'Students')).toContainText('1 message queued');
  await expect(groupResult(sent, 'Trial students')).toContainText('1 message queued');
  await expect(groupResult(sent, 'Video students')).toHaveCount(0);

  // The SMTP server on loopback receives the rendered email, once per chosen student and nobody else.
  const received = (person: Person) => mailsTo(person.email).filter((mail) => mail.raw.includes(emailSubject));
  await expect.poll(() => received(setup.student).length, { timeout: 20_000 }).toBe(1);
  await expect.poll(() => received(setup.trial).length, { timeout: 20_000 }).toBe(1);
  expect(received(setup.video)).toHaveLength(0);
  const html = decodedBody(received(setup.student)[0]!.raw);
  expect(html).toContain('max-width:580px');
  expect(html).toContain('data-email-banner');
  expect(html).toMatch(new RegExp(`&copy; ${new Date().getFullYear()} `));
  expect(html).toContain('Duration:');
  expect(html).toMatch(new RegExp(`href="[^"]*/class/${setup.classId}"[^>]*>View Class</a>`));
  // Delivered: the recent messages say so once the list refreshes.
  await sent.getByRole('button', { name: 'Refresh', exact: true }).click();
  const recent = sent.getByRole('table', { name: 'Recent messages' });
  await expect(dataRows(recent).filter({ hasText: setup.student.email }).filter({ hasText: 'Sent' })).toHaveCount(1);
  await sent.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(sent).toBeHidden();
  // The prompt's 'Yes' is gone: focus goes back to 'Edit Lesson', where this began.
  await expect(page.getByRole('button', { name: 'Edit Lesson', exact: true })).toBeFocused();

  // An SMS to Students and Video students: a counter of what is left of 459 characters, then the same flow.
  await page.getByRole('button', { name: 'Make Announcement', exact: true }).click();
  const sms = page.getByRole('dialog', { name: 'Make Announcement' });
  await sms.getByRole('radio', { name: 'SMS', exact: true }).check();
  const smsText = `Lesson ${setup.lessonName} now ends at 21:30`;
  await expect(sms.getByRole('button', { name: 'Send', exact: true })).toBeDisabled();
  await sms.getByRole('textbox', { name: 'SMS text', exact: true }).fill(smsText);
  await expect(sms.getByText(`${459 - smsText.length} characters left`, { exact: true })).toBeVisible();
  await expect(sms.getByRole('figure', { name: 'SMS preview' })).toContainText(smsText);
  await sms.getByRole('button', { name: 'Send', exact: true }).click();
  await confirmGroups(page, ['Students', 'Video students']);
  const smsSent = page.getByRole('dialog', { name: 'Announcement sent' });
  await expect(smsSent.getByRole('heading', { name: 'The SMS went to the outbox' })).toBeVisible();
  await expect(groupResult(smsSent, 'Students')).toContainText('1 message queued');
  await expect(groupResult(smsSent, 'Video students')).toContainText('1 message queued');
  await expect(groupResult(smsSent, 'Trial students')).toHaveCount(0);

  // Without an SMS provider the messages wait in the outbox, where staff see them.
  const smsRows = dataRows(smsSent.getByRole('table', { name: 'Recent messages' })).filter({ hasText: 'Queued' });
  await expect(smsRows.filter({ hasText: '+66811110001' })).toHaveCount(1);
  await expect(smsRows.filter({ hasText: '+66811110003' })).toHaveCount(1);
  await expect(smsRows.filter({ hasText: '+66811110002' })).toHaveCount(0);
});

import { expect, test, type Locator, type Page } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { accountButton, signIn } from './support/auth';
import {
  expectEscapeReturnsFocus,
  expectNoSeriousA11yViolations,
  expectNoSidewaysScroll,
  expectWithinViewportWidth,
  textContrast,
} from './support/checks';
import { dataRows } from './support/screens';
import { createClass, createLesson, createOrder, superAdminApi, unique, type Api } from './support/setup';
import { addDays, centreDay, weekdayOf } from './support/time';

// Issue 11: what a new user tripped over on the built screens, and the sweeps that keep it fixed. Every built screen
// and dialog passes axe, each dialog gives focus back to its opener on Escape the first time it opens, the main tables
// show their status and actions without a sideways scroll at 1280 × 800 and 768, and the header keeps its contrast.
// New screens join these lists as they are built.

type Fixture = { classId: string; className: string; lessonId: string; lessonName: string; zoomLessonId: string };

/** A class of today with one lesson and one student, and today's first demo Zoom lesson. */
async function fixture(api: Api): Promise<Fixture> {
  const stamp = unique();
  const today = centreDay();
  const className = `E2E Sweep ${stamp}`;
  const classId = await createClass(api, className, weekdayOf(today));
  const lessonName = `Sweep lesson ${stamp}`;
  const lessonId = await createLesson(api, classId, { name: lessonName, day: today, start: '20:00', end: '21:00' });
  await createOrder(api, { type: 'PAYMENT', email: `sweep.${stamp}@demo.test`, name: `Sweep ${stamp}`, classId, day: today });

  const day = await api.request.get('/api/admin/lesson/day', { headers: api.headers, params: { date: today, max: 100 } });
  const { data } = (await day.json()) as { data: Array<{ _id: string; hosting_platform: string }> };
  const zoom = data.find((lesson) => lesson.hosting_platform === 'Zoom');
  if (!zoom) throw new Error('The demo data has no Zoom lesson today');
  return { classId, className, lessonId, lessonName, zoomLessonId: zoom._id };
}

async function openScreen(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Lists have settled: no table is still showing its skeleton.
  await expect(page.locator('table[aria-busy="true"]')).toHaveCount(0);
}

/** Opens a dialog from `opener` for the first time on this page, checks it with axe, and closes it with Escape. */
async function sweepDialog(page: Page, opener: Locator, title: string | RegExp): Promise<void> {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  // The loading dialog of a lazily loaded one is replaced by the real one: wait for a field or a button past the ×.
  await expect(dialog.getByRole('button').nth(1)).toBeVisible();
  await expectNoSeriousA11yViolations(page, `the dialog ${String(title)}`, '[role="dialog"]');
  await expectEscapeReturnsFocus(page, opener, String(title));
}

test.describe('for a SuperAdmin', () => {
  let setup: Fixture;
  test.beforeAll(async ({ request }) => {
    setup = await fixture(await superAdminApi(request));
  });

  test('the sign-in page passes axe with no serious or critical violation', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/login');
  });

  // One test per screen, so that each has the whole timeout and a failure names its screen (twelve screens in one test
  // ran out of time on a loaded machine).
  const screens: Array<[string, (f: Fixture) => string, (f: Fixture) => string | RegExp]> = [
    ['the landing page', () => '/', () => /./],
    ['My Profile', () => '/profile', () => /./],
    ['Lesson Allocation', () => '/orders', () => 'Lesson Allocation'],
    ['the class list', () => '/course', () => /./],
    ['a class', (f) => `/course/${f.classId}`, (f) => f.className],
    ['a lesson', (f) => `/course/${f.classId}/lesson/${f.lessonId}`, (f) => f.lessonName],
    ['Quick Lesson Management', () => '/lessons', () => 'Quick Lesson Management'],
    ['a Zoom detail', (f) => `/lessons/${f.zoomLessonId}/detail/zoom`, () => 'Zoom detail'],
    ['the Birthday Calendar', () => '/ops', () => 'Birthday Calendar'],
    ['the dashboard (its Consultation tab)', () => '/dashboard', () => /./],
    ["the dashboard's Student tab", () => '/dashboard?tab=student', () => 'Dashboard'],
    ["the dashboard's Renew tab", () => '/dashboard?tab=renew', () => 'Dashboard'],
    ['User Management', () => '/user', () => 'User Management'],
    ["User Management's Tutor tab", () => '/user?tab=tutor', () => 'User Management'],
    ['Feedback', () => '/feedback', () => 'Feedback'],
    ["What's new (a parcel on its own React)", () => '/whats-new', () => "What's new"],
  ];
  for (const [name, path, heading] of screens) {
    test(`${name} passes axe with no serious or critical violation`, async ({ page }) => {
      await signIn(page, ACCOUNTS.superadmin);
      await openScreen(page, path(setup), heading(setup));
      await expectNoSeriousA11yViolations(page, path(setup));
    });
  }

  // One test per screen: each opens its dialogs for the first time on a freshly loaded page, and the four run in
  // parallel rather than one after the other.
  test('the allocation dialogs pass axe and, the first time each opens, give focus back to their opener on Escape', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signIn(page, ACCOUNTS.superadmin);
    await openScreen(page, '/orders', 'Lesson Allocation');
    await sweepDialog(page, page.getByRole('button', { name: 'Add new allocation', exact: true }), 'Create New Allocation');
    await sweepDialog(page, page.getByRole('button', { name: 'Add Lessons using CSV', exact: true }), /CSV/);
    const orders = page.getByRole('table', { name: 'Lesson allocations' });
    await sweepDialog(page, orders.getByRole('button', { name: /^Edit allocation of / }).first(), /allocation/i);
    await sweepDialog(page, orders.getByRole('button', { name: /^Cancel allocation of / }).first(), /Cancel/);
  });

  test('the class and lesson list dialogs pass axe and give focus back to their opener on Escape', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ACCOUNTS.superadmin);
    await openScreen(page, '/course', /./);
    await sweepDialog(page, page.getByRole('button', { name: 'Add New Class', exact: true }), /Class/);

    await openScreen(page, `/course/${setup.classId}`, setup.className);
    await sweepDialog(page, page.getByRole('button', { name: 'Add a new lesson', exact: true }), /Lesson/i);
    await sweepDialog(page, page.getByRole('button', { name: 'Add Batch Lessons', exact: true }), /Batch/i);

    await openScreen(page, `/lessons/${setup.zoomLessonId}/detail/zoom`, 'Zoom detail');
    await sweepDialog(page, page.getByRole('button', { name: 'Add Question', exact: true }), /Question/i);
  });

  test("a lesson's dialogs pass axe and give focus back to their opener on Escape", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ACCOUNTS.superadmin);
    await openScreen(page, `/course/${setup.classId}/lesson/${setup.lessonId}`, setup.lessonName);
    await sweepDialog(page, page.getByRole('button', { name: 'Add Student', exact: true }), /Add Student/i);
    await sweepDialog(page, page.getByRole('button', { name: 'Edit Lesson', exact: true }), /Lesson/i);
    await sweepDialog(page, page.getByRole('button', { name: 'Make Announcement', exact: true }), /Announcement/i);
    const students = page.getByRole('table', { name: 'Students' });
    await sweepDialog(page, students.getByRole('button', { name: /^Remove / }).first(), /Remove/i);
  });

  test("User Management's dialogs pass axe and give focus back to their opener on Escape", async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, ACCOUNTS.superadmin);
    await openScreen(page, '/user', 'User Management');
    const students = page.getByRole('table', { name: 'Students' });
    await sweepDialog(page, students.getByRole('button', { name: /^Edit / }).first(), 'Edit User');
    await sweepDialog(page, page.getByRole('button', { name: 'Create New Tutor', exact: true }), 'Add New Tutor');
    await openScreen(page, '/user?tab=tutor', 'User Management');
    await sweepDialog(page, page.getByRole('table', { name: 'Tutors' }).getByRole('button', { name: /^Edit / }).first(), 'Edit User');
  });

  test("an overlong class name gets its own message, not the required one, and nothing is saved", async ({ page, request }) => {
    const stamp = unique();
    // 256 characters: one over the shared schema's 255 for names.
    const name = `E2E Too long ${stamp} `.padEnd(256, 'x');
    await signIn(page, ACCOUNTS.superadmin);
    await openScreen(page, '/course', /./);
    await page.getByRole('button', { name: 'Add New Class', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Class' });
    const nameField = dialog.getByRole('textbox', { name: 'Name', exact: true });
    await nameField.fill(name);
    // The field keeps all of it (no maxLength cutting a paste short without a word).
    await expect(nameField).toHaveValue(name);
    const today = centreDay();
    for (const [label, value] of [
      ['Subject', 'Critical Reading'],
      ['Country', 'TH'],
      ['Class type', 'Course'],
      ['Start date', addDays(today, 7)],
      ['Start time', '09:00'],
      ['End date', addDays(today, 97)],
      ['End time', '18:00'],
      ['Day of week', 'Tuesday'],
      ['Lesson start time', '16:30'],
      ['Lesson end time', '18:00'],
    ]) {
      await dialog.getByRole('textbox', { name: label, exact: true }).fill(value as string);
    }
    await dialog.getByRole('button', { name: 'Add level', exact: true }).click();
    await dialog.getByRole('group', { name: 'Tutors', exact: true }).getByRole('checkbox', { name: /tutor@demo\.test/ }).check();
    await dialog.getByRole('spinbutton', { name: 'Maximum students', exact: true }).fill('12');
    await dialog.getByRole('spinbutton', { name: 'Rate', exact: true }).fill('25');
    const save = dialog.getByRole('button', { name: 'Save Class', exact: true });
    await expect(save, 'every required field is filled').toBeEnabled();
    await save.click();

    await expect(dialog.getByText('Class name must be at most 255 characters', { exact: true })).toBeVisible();
    await expect(dialog.getByText('Enter the class name', { exact: true })).toHaveCount(0);
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog).toBeVisible();

    // Nothing reached the server: no class by that name, cut or not.
    const api = await superAdminApi(request);
    const found = await api.request.get('/api/admin/class', { headers: api.headers, params: { q: `E2E Too long ${stamp}` } });
    expect(found.status()).toBe(200);
    expect(((await found.json()) as { count: number }).count).toBe(0);
  });

  test('on a tablet the drawer gives focus back to Open menu on Escape', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signIn(page, ACCOUNTS.superadmin);
    const opener = page.getByRole('button', { name: 'Open menu', exact: true });
    await opener.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the drawer', '[role="dialog"]');
    await expectEscapeReturnsFocus(page, opener, 'the drawer');
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} the main tables show their status and actions without a sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page, ACCOUNTS.superadmin);
      const at = `at ${viewport.width}px`;

      await openScreen(page, '/orders', 'Lesson Allocation');
      const orders = page.getByRole('table', { name: 'Lesson allocations' });
      await expectNoSidewaysScroll(orders, `/orders ${at}`);
      await expectWithinViewportWidth(orders.getByRole('columnheader', { name: 'Status' }), `/orders Status ${at}`);
      // A row that can still be cancelled: another journey may have cancelled the newest allocation meanwhile.
      const firstOrder = dataRows(orders)
        .filter({ has: page.getByRole('button', { name: /^Cancel allocation of / }) })
        .first();
      await expectWithinViewportWidth(firstOrder.getByRole('button', { name: /^Cancel allocation of / }), `/orders Cancel ${at}`);
      await expectWithinViewportWidth(firstOrder.getByRole('button', { name: /^Edit allocation of / }), `/orders Edit ${at}`);

      // What left the row is one click away, in its details.
      const details = firstOrder.getByRole('button', { name: /^Details of / });
      if (await details.count()) {
        await details.click();
        await expect(details).toHaveAttribute('aria-expanded', 'true');
        await expect(orders.getByRole('term').first()).toBeVisible();
      }

      await openScreen(page, '/course', /./);
      const classes = page.getByRole('table', { name: 'Classes' });
      await expectNoSidewaysScroll(classes, `/course ${at}`);
      await expectWithinViewportWidth(classes.getByRole('columnheader', { name: 'Status' }), `/course Status ${at}`);
      await expectWithinViewportWidth(classes.getByRole('button', { name: /^Actions for / }).first(), `/course actions ${at}`);

      await openScreen(page, `/course/${setup.classId}`, setup.className);
      const lessons = page.getByRole('table', { name: 'Lessons' });
      await expectNoSidewaysScroll(lessons, `a class's lessons ${at}`);
      await expectWithinViewportWidth(lessons.getByRole('columnheader', { name: 'Status' }), `a class's lessons Status ${at}`);
      await expectWithinViewportWidth(lessons.getByRole('button', { name: /Release/ }).first(), `a class's lessons Release ${at}`);

      await openScreen(page, '/dashboard?tab=student', 'Dashboard');
      const reports = page.getByRole('table', { name: 'Lessons reported on the day' });
      await expect(dataRows(reports).first()).toBeVisible();
      await expectNoSidewaysScroll(reports, `the Student tab ${at}`);
      await expectWithinViewportWidth(reports.getByRole('columnheader', { name: /Action/ }), `the Student tab Action ${at}`);
      for (const section of [/^Consult with .+ Immediately$/, 'No actions taken', /\(Saved on /, 'No Teacher Report']) {
        await expectNoSidewaysScroll(page.getByRole('table', { name: section }), `the Student tab's ${String(section)} ${at}`);
      }

      await openScreen(page, '/dashboard?tab=consultation', 'Dashboard');
      const consulted = page.getByRole('table', { name: 'Consultations on the day' });
      await expect(dataRows(consulted).first()).toBeVisible();
      await expectNoSidewaysScroll(consulted, `the Consultation tab ${at}`);
      await expectWithinViewportWidth(consulted.getByRole('columnheader', { name: 'Action', exact: true }), `the Consultation tab Action ${at}`);
      await expectWithinViewportWidth(consulted.getByRole('checkbox').first(), `the Consultation tab's checkbox ${at}`);
      const career = page.getByRole('table', { name: 'Students that require consultation for Academic Career' });
      await expect(dataRows(career).first()).toBeVisible();
      await expectNoSidewaysScroll(career, `the Academic Career students ${at}`);

      await openScreen(page, '/dashboard?tab=renew', 'Dashboard');
      const renewals = page.getByRole('table', { name: 'Students whose parent renews within two weeks' });
      await expect(dataRows(renewals).first()).toBeVisible();
      await expectNoSidewaysScroll(renewals, `the Renew tab ${at}`);
      await expectWithinViewportWidth(renewals.getByRole('button', { name: /^Update the renewal date of / }).first(), `the Renew tab Update ${at}`);

      await openScreen(page, '/lessons', 'Quick Lesson Management');
      const day = page.getByRole('table', { name: 'Lessons of the day' });
      await expectNoSidewaysScroll(day, `/lessons ${at}`);
      for (const column of ['Lesson name', 'Time']) {
        await expectWithinViewportWidth(day.getByRole('columnheader', { name: column }), `/lessons ${column} ${at}`);
      }

      await openScreen(page, '/feedback', 'Feedback');
      const feedback = page.getByRole('table', { name: 'Feedback entries' });
      await expectNoSidewaysScroll(feedback, `/feedback ${at}`);
      for (const column of ['Rating', 'Comment']) {
        await expectWithinViewportWidth(feedback.getByRole('columnheader', { name: column }), `/feedback ${column} ${at}`);
      }
      await expectWithinViewportWidth(page.getByRole('button', { name: 'Search' }), `/feedback Search ${at}`);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(pageWidth, `/feedback scrolls sideways ${at}`).toBeLessThanOrEqual(0);
    });
  }

  // User Management's lists in a test of their own: added to the one above, the sweep ran past its timeout on a loaded
  // machine.
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
  ]) {
    test(`at ${viewport.width}×${viewport.height} User Management's lists show the name and Edit without a sideways scroll`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signIn(page, ACCOUNTS.superadmin);
      const at = `at ${viewport.width}px`;
      await openScreen(page, '/user', 'User Management');
      const students = page.getByRole('table', { name: 'Students' });
      await expect(dataRows(students).first()).toBeVisible();
      await expectNoSidewaysScroll(students, `/user ${at}`);
      await expectWithinViewportWidth(students.getByRole('columnheader', { name: 'Name', exact: true }), `/user Name ${at}`);
      await expectWithinViewportWidth(students.getByRole('button', { name: /^Edit / }).first(), `/user Edit ${at}`);
      await openScreen(page, '/user?tab=tutor', 'User Management');
      const tutors = page.getByRole('table', { name: 'Tutors' });
      await expect(dataRows(tutors).first()).toBeVisible();
      await expectNoSidewaysScroll(tutors, `/user?tab=tutor ${at}`);
      await expectWithinViewportWidth(tutors.getByRole('button', { name: /^Edit / }).first(), `/user?tab=tutor Edit ${at}`);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(pageWidth, `/user scrolls sideways ${at}`).toBeLessThanOrEqual(0);
    });
  }

  test('the header keeps 4.5:1 contrast at rest, on hover, with keyboard focus and with its menu open', async ({ page }) => {
    await signIn(page, ACCOUNTS.superadmin);
    const account = accountButton(page);
    const states: Array<[string, () => Promise<void>]> = [
      ['at rest', async () => page.mouse.move(0, 400)],
      ['on hover', async () => account.hover()],
      ['with keyboard focus', async () => account.focus()],
      [
        'with its menu open',
        async () => {
          await account.click();
          await expect(page.getByRole('menu')).toBeVisible();
        },
      ],
    ];
    for (const [state, enter] of states) {
      await enter();
      // Colours change with a short transition: measure once it has run.
      await page.waitForTimeout(200);
      expect(await textContrast(account), `the account button ${state}`).toBeGreaterThanOrEqual(4.5);
    }
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 768, height: 1024 });
    const openMenu = page.getByRole('button', { name: 'Open menu', exact: true });
    await openMenu.hover();
    await page.waitForTimeout(200);
    expect(await textContrast(openMenu), 'Open menu on hover').toBeGreaterThanOrEqual(4.5);
  });

  test('at 400 px the header stays on one line, nothing widens the page, and the pager is a compact select', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await signIn(page, ACCOUNTS.superadmin);
    await openScreen(page, '/orders', 'Lesson Allocation');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())?.height, 'the header is one line tall').toBeLessThanOrEqual(56);
    await expectWithinViewportWidth(accountButton(page), 'the account button');
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(400);
    // The filters stay inside their panel: the date range's button wraps its label rather than running past the edge.
    const panel = await page.getByRole('search', { name: "Find a user's allocations" }).boundingBox();
    const dateRange = await page.getByRole('button', { name: /^Date range:/ }).boundingBox();
    expect(dateRange!.x + dateRange!.width, 'the Date range button ends inside the panel').toBeLessThanOrEqual(panel!.x + panel!.width + 1);

    const pager = page.getByRole('navigation', { name: 'Allocation pages' });
    const select = pager.getByRole('combobox', { name: 'Page' });
    await expect(select).toHaveValue('1');
    await expect(pager.getByRole('button', { name: /^Page \d+$/ })).toHaveCount(0);
    await select.selectOption('2');
    await expect(page.getByText(/^Showing 21 to /)).toBeVisible();
  });
});

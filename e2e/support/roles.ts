import { expect, type Page } from '@playwright/test';
import { baseURL } from './server';
import { mainMenu } from './auth';

/**
 * What each sign-in role may open, written out by hand from ARCHITECTURE §5 and spec §2 (never read from the product's
 * code): where it lands after sign-in and its side menu, in the spec's order. Sign-in goes to /dashboard (spec §4); a
 * role without /dashboard is sent on to / (Home) by the guard.
 */
export type RoleExpectation = { email: string; role: string; lands: '/dashboard' | '/'; menu: readonly string[] };

const EVERY_ENTRY = [
  'Home',
  'Dashboard',
  'User',
  'Class',
  'Lesson',
  'New Student/Class allocation',
  'Feedback',
  'Birthday Calendar',
  "What's new",
] as const;

export const ROLE_TABLE: readonly RoleExpectation[] = [
  { email: 'superadmin@demo.test', role: 'SuperAdmin', lands: '/dashboard', menu: EVERY_ENTRY },
  { email: 'superadmin2@demo.test', role: 'SuperAdmin', lands: '/dashboard', menu: EVERY_ENTRY },
  { email: 'dataadmin@demo.test', role: 'DataAdmin', lands: '/dashboard', menu: ['Home', 'Dashboard', "What's new"] },
  { email: 'salesadmin@demo.test', role: 'SalesAdmin', lands: '/dashboard', menu: ['Home', 'Dashboard', "What's new"] },
  { email: 'custservice@demo.test', role: 'CustService', lands: '/dashboard', menu: ['Home', 'Dashboard', "What's new"] },
  { email: 'agent@demo.test', role: 'Agent', lands: '/', menu: ['Home', 'New Student/Class allocation', "What's new"] },
  { email: 'partner@demo.test', role: 'Partner', lands: '/', menu: ['Home', 'User', 'Lesson', 'New Student/Class allocation', "What's new"] },
  { email: 'tutor@demo.test', role: 'Tutor', lands: '/', menu: ['Home', 'Lesson', "What's new"] },
];

export function roleOf(email: string): RoleExpectation {
  const entry = ROLE_TABLE.find((row) => row.email === email);
  if (!entry) throw new Error(`${email} is not in the role table`);
  return entry;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Right after sign-in: the final URL of the role, and a side menu with exactly its entries, in order. */
export async function expectLandingAndMenu(page: Page, expected: RoleExpectation): Promise<void> {
  await expect(page).toHaveURL(`${baseURL}${expected.lands}`);
  // The screen has rendered, and the menu marks where the user is.
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  const current = expected.lands === '/' ? 'Home' : 'Dashboard';
  await expect(mainMenu(page).getByRole('link', { name: current, exact: true })).toHaveAttribute('aria-current', 'page');
  // Still there once the page has settled: the guard did not move the user on.
  await expect(page).toHaveURL(`${baseURL}${expected.lands}`);
  await expect(mainMenu(page).getByRole('link')).toHaveText([...expected.menu]);
}

/** Home (/) lists the same sections as the side menu (Home itself aside), as links. */
export async function expectHomeCards(page: Page, expected: RoleExpectation): Promise<void> {
  await mainMenu(page).getByRole('link', { name: 'Home', exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  const cards = page.getByRole('main').getByRole('listitem').getByRole('link');
  const sections = expected.menu.filter((label) => label !== 'Home');
  await expect(cards).toHaveCount(sections.length);
  for (const [index, label] of sections.entries()) {
    await expect(cards.nth(index)).toHaveAccessibleName(new RegExp(`^${escapeRegExp(label)}\\b`));
  }
}

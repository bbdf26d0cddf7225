import { expect, test } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { mainMenu, signIn } from './support/auth';

// ARCHITECTURE §3: React, the router, styled-components and jotai are shared singletons: visiting every remote in one
// page session downloads each of them exactly once (from whichever app provided the loaded copy).

/**
 * A string only the named library's bundled code contains, so a downloaded chunk (hashed name) can be recognised by
 * its content. Checked against the production build: React core's cloneElement error, react-router's useRoutes
 * invariant, styled-components' style tag attribute, jotai store's missing-init error.
 */
const LIBRARY_MARKERS = {
  react: 'The argument must be a React element, but you passed ',
  'react-router': 'useRoutes() may be used only in the context',
  'styled-components': 'data-styled',
  jotai: 'no atom init',
} as const;

/** The shared modules whose loaded copy the federation runtime must hold exactly once. */
const SINGLETONS = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'react-router', 'styled-components', 'jotai'];

/** Each remote's screens, reached through the side menu (client-side: the page is never reloaded). */
const VISITS = [
  { entry: 'Dashboard', path: '/dashboard', remote: 'mf_dashboard' },
  { entry: 'New Student/Class allocation', path: '/orders', remote: 'mf_orders' },
  { entry: 'Class', path: '/course', remote: 'mf_classes' },
  { entry: 'Lesson', path: '/lessons', remote: 'mf_classes' },
  { entry: 'User', path: '/user', remote: 'mf_people' },
  { entry: 'Birthday Calendar', path: '/ops', remote: 'mf_ops' },
  { entry: 'Feedback', path: '/feedback', remote: 'mf_ops' },
];

const report = (line: string) => process.stdout.write(`${line}\n`);

test('visiting all five remotes downloads React, the router, styled-components and jotai exactly once', async ({ page }) => {
  const downloads: Array<Promise<{ url: string; body: string }>> = [];
  page.on('response', (response) => {
    const url = response.url();
    const isScript = response.request().resourceType() === 'script' || new URL(url).pathname.endsWith('.js');
    if (!isScript || response.status() >= 300) return;
    downloads.push(response.body().then((body) => ({ url, body: body.toString('utf8') })));
  });

  await signIn(page, ACCOUNTS.superadmin);
  const menu = mainMenu(page);
  for (const visit of VISITS) {
    await menu.getByRole('link', { name: visit.entry, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${visit.path}$`));
    await expect(menu.getByRole('link', { name: visit.entry, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Section unavailable' })).toBeHidden();
  }
  // Every visit has rendered its remote's screen, so every file it needed has arrived.
  const files = await Promise.all(downloads);
  const paths = files.map((file) => new URL(file.url).pathname);
  report(`downloaded ${files.length} JavaScript files`);

  // No URL was fetched twice.
  const repeated = paths.filter((path, index) => paths.indexOf(path) !== index);
  expect(repeated, 'JavaScript files downloaded more than once').toEqual([]);

  // Every remote's entry was loaded (the visits really went through all five).
  for (const folder of ['dashboard', 'orders', 'classes', 'people', 'ops']) {
    expect(paths.some((path) => path.startsWith(`/remotes/${folder}/`)), `a file of the ${folder} remote`).toBe(true);
  }

  // Each library is in exactly one downloaded file.
  const found: Record<string, string[]> = {};
  for (const [library, marker] of Object.entries(LIBRARY_MARKERS)) {
    found[library] = files.filter((file) => file.body.includes(marker)).map((file) => new URL(file.url).pathname);
    report(`${library}: ${found[library]!.join(', ') || 'not found'}`);
  }
  for (const library of Object.keys(LIBRARY_MARKERS)) {
    expect(found[library], `files that contain ${library}`).toHaveLength(1);
  }

  // The federation runtime's view: one loaded copy of each shared singleton, the same for every app.
  const shared = await page.evaluate((names) => {
    type ShareEntry = { version: string; from: string; loaded?: boolean; useIn?: string[] };
    type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: ShareScopes } }).__FEDERATION__;
    const copies: Record<string, string[]> = {};
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const name of names) {
          for (const entry of Object.values(packages[name] ?? {})) {
            if (!entry.loaded) continue;
            const copy = `${entry.version} from ${entry.from}`;
            copies[name] = [...new Set([...(copies[name] ?? []), copy])];
          }
        }
      }
    }
    return copies;
  }, SINGLETONS);
  for (const name of SINGLETONS) {
    report(`shared ${name}: ${(shared[name] ?? []).join('; ') || 'none loaded'}`);
    expect(shared[name], `loaded copies of ${name}`).toHaveLength(1);
  }
});

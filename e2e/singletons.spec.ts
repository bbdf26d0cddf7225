import { expect, test, type Page } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { chooseAccountMenu, mainMenu, signIn } from './support/auth';

// ARCHITECTURE §3 and issue 20: every library in the shared table (@backoffice/mf-config) and the federation runtime
// exist once in the page. Visiting all five remotes, opening a form in the two remotes that have them and the shell's
// own form downloads each of them exactly once, from whichever app provided the loaded copy.

/**
 * A string only the named library's bundled code contains, so a downloaded chunk (hashed name) can be recognised by
 * its content. Checked against the production build: React core's cloneElement error, react-dom's client entry,
 * react-router's useRoutes invariant, styled-components' style tag attribute, jotai store's missing-init error,
 * TanStack Query's missing-client error, axios's form-data helper, dayjs's ISO format, react-hook-form's option, the
 * resolvers' native validation check, zod's base type name, the federation runtime core's loading registry and its
 * bundler runtime's consumes error (the shell provides both; a remote's entry carries neither since issue 20).
 */
const LIBRARY_MARKERS = {
  react: 'The argument must be a React element, but you passed ',
  'react-dom': 'hydrateRoot',
  'react-router': 'useRoutes() may be used only in the context',
  'styled-components': 'data-styled',
  jotai: 'no atom init',
  '@tanstack/react-query': 'No QueryClient set',
  axios: 'toFormData',
  dayjs: 'YYYY-MM-DDTHH:mm:ssZ',
  'react-hook-form': 'shouldUnregister',
  '@hookform/resolvers': '"reportValidity"in ',
  zod: '$ZodType',
  'federation runtime': '__GLOBAL_LOADING_REMOTE_ENTRY__',
  // The bundler runtime's install of shared modules (its consumes handler): the shell's, which the remotes take too.
  'federation bundler runtime': 'Federation instance not found!',
} as const;

/** The shared modules whose loaded copy the federation runtime must hold exactly once. */
const SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'styled-components',
  'jotai',
  '@tanstack/react-query',
  'axios',
  'dayjs',
  'react-hook-form',
  '@hookform/resolvers',
  '@hookform/resolvers/zod',
  'zod',
  '@backoffice/api-client',
  '@backoffice/session',
  '@backoffice/ui',
  '@backoffice/remote-kit',
  // The domain module by module (its root is imported by no app): one the shell's start uses, one of the list screens'
  // and one only a remote uses (the dashboard's), which the shell provides all the same.
  '@backoffice/domain/paths',
  '@backoffice/domain/records',
  '@backoffice/domain/consultations',
];

/** Each remote's screens, reached through the side menu (client-side: the page is never reloaded). */
const VISITS = [
  { entry: 'Dashboard', path: '/dashboard', remote: 'mf_dashboard' },
  { entry: 'New Student/Class allocation', path: '/orders', remote: 'mf_orders', form: ['Add new allocation', 'Create New Allocation'] },
  { entry: 'Class', path: '/course', remote: 'mf_classes', form: ['Add New Class', 'Add New Class'] },
  { entry: 'Lesson', path: '/lessons', remote: 'mf_classes' },
  { entry: 'User', path: '/user', remote: 'mf_people', form: ['Create New Tutor', 'Add New Tutor'] },
  { entry: 'Birthday Calendar', path: '/ops', remote: 'mf_ops' },
  { entry: 'Feedback', path: '/feedback', remote: 'mf_ops' },
];

const report = (line: string) => process.stdout.write(`${line}\n`);

/** Opens a screen's form dialog (its code brings react-hook-form, the resolvers and zod) and closes it again. */
async function openAndCloseForm(page: Page, button: string, dialogName: string): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

test('visiting all five remotes and their forms downloads each shared library and the federation runtime exactly once', async ({ page }) => {
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
    if (visit.form) await openAndCloseForm(page, visit.form[0]!, visit.form[1]!);
  }
  // The shell's own form (Change Password) uses the same form libraries.
  await chooseAccountMenu(page, 'My Profile');
  await expect(page.getByRole('form', { name: 'Change Password' })).toBeVisible();

  // Every visit has rendered its screen, so every file it needed has arrived.
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

  // The federation runtime's view: one loaded copy of each shared module, the same for every app; and one runtime
  // core, the shell's, which every remote's entry used.
  const shared = await page.evaluate((names) => {
    type ShareEntry = { version: string; from: string; loaded?: boolean; useIn?: string[] };
    type ShareScopes = Record<string, Record<string, Record<string, Record<string, ShareEntry>>>>;
    const page = window as unknown as {
      __FEDERATION__?: { __SHARE__?: ShareScopes };
      _FEDERATION_RUNTIME_CORE?: unknown;
      _FEDERATION_BUNDLER_RUNTIME?: unknown;
    };
    const copies: Record<string, string[]> = {};
    const workspaceKeys = new Set<string>();
    for (const scopes of Object.values(page.__FEDERATION__?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const name of Object.keys(packages)) if (name.startsWith('@backoffice/')) workspaceKeys.add(name);
        for (const name of new Set([...names, ...workspaceKeys])) {
          for (const entry of Object.values(packages[name] ?? {})) {
            if (!entry.loaded) continue;
            const copy = `${entry.version} from ${entry.from}`;
            copies[name] = [...new Set([...(copies[name] ?? []), copy])];
          }
        }
      }
    }
    return {
      copies,
      runtimeCore: typeof page._FEDERATION_RUNTIME_CORE === 'object',
      bundlerRuntime: typeof page._FEDERATION_BUNDLER_RUNTIME === 'object',
    };
  }, SHARED);
  for (const name of SHARED) {
    report(`shared ${name}: ${(shared.copies[name] ?? []).join('; ') || 'none loaded'}`);
    expect(shared.copies[name], `loaded copies of ${name}`).toHaveLength(1);
  }
  // Every subpath of the workspace packages that was loaded (the domain's, the session's...) was loaded once, and the
  // domain's root, which would build every schema, was never loaded.
  for (const [name, copies] of Object.entries(shared.copies)) {
    expect(copies, `loaded copies of ${name}`).toHaveLength(1);
  }
  expect(shared.copies['@backoffice/domain'], "loaded copies of the domain's root").toBeUndefined();

  // The domain modules are the shell's copies: no remote downloaded its own (the files its manifest names for them).
  const remoteOwnDomain = await page.evaluate(async () => {
    const { remotes } = (await (await fetch('/remotes.json')).json()) as { remotes: Record<string, string> };
    type Manifest = { shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }> };
    const files: string[] = [];
    for (const manifestPath of Object.values(remotes)) {
      const manifestUrl = new URL(manifestPath, location.origin);
      const manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
      for (const entry of manifest.shared) {
        if (!entry.name.startsWith('@backoffice/domain')) continue;
        for (const file of [...entry.assets.js.sync, ...entry.assets.js.async]) files.push(new URL(file, manifestUrl).pathname);
      }
    }
    return files;
  });
  expect(remoteOwnDomain.length, "the remotes' own copies of domain modules, as their manifests name them").toBeGreaterThan(0);
  expect(paths.filter((path) => remoteOwnDomain.includes(path)), "a remote's own copy of a domain module, downloaded").toEqual([]);
  expect(shared.runtimeCore, 'the shell provides its federation runtime core to the remotes').toBe(true);
  expect(shared.bundlerRuntime, 'the shell provides its federation bundler runtime to the remotes').toBe(true);
});

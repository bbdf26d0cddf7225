import { expect, test, type Page } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { mainMenu, signIn } from './support/auth';
import { expectNoSeriousA11yViolations, expectWithinViewportWidth } from './support/checks';
import { baseURL } from './support/server';

// Issue 18's single-spa-react hatch and issue 21's remote on another React major: mf-whatsnew brings its own React 18
// and the React 19 shell mounts it as a parcel in the content area, outside its own tree. It renders, unmounts when a
// navigation leaves it and mounts again on the way back, and the page holds the shell's React once, beside the
// parcel's own.

/**
 * Every React DOM renderer that starts in the page registers itself with the React DevTools hook, if there is one: this
 * stand-in records each one's version. A second copy of the shell's React DOM would register a second 19.x renderer.
 */
async function recordReactRenderers(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const versions: string[] = [];
    (window as unknown as { __reactRenderers: string[] }).__reactRenderers = versions;
    (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers: new Map(),
      supportsFiber: true,
      isDisabled: false,
      inject(renderer: { version?: string }) {
        versions.push(renderer.version ?? 'unknown');
        return versions.length;
      },
      checkDCE() {},
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
    };
  });
}

const reactRenderers = (page: Page) => page.evaluate(() => [...(window as unknown as { __reactRenderers: string[] }).__reactRenderers].sort());

/** The versions of react and react-dom the federation runtime has loaded, and from which app: the shell's only. */
const loadedReactCopies = (page: Page) =>
  page.evaluate(() => {
    type ShareEntry = { version: string; from: string; loaded?: boolean };
    const federation = (window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, ShareEntry>>>> } })
      .__FEDERATION__;
    const copies: string[] = [];
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const packages of Object.values(scopes)) {
        for (const name of ['react', 'react-dom']) {
          for (const entry of Object.values(packages[name] ?? {})) if (entry.loaded) copies.push(`${name} ${entry.version} from ${entry.from}`);
        }
      }
    }
    return [...new Set(copies)].sort();
  });

test("What's new, a remote on its own React 18, mounts as a parcel under the React 19 shell, unmounts on leaving and mounts again", async ({ page }) => {
  await recordReactRenderers(page);
  const reactFiles: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() < 300 && url.pathname.endsWith('.js')) {
      void response.body().then(
        (body) => {
          // React DOM's client build names its version for the DevTools; the shell's is 19.x, the parcel's 18.x.
          const match = /reconcilerVersion:"(\d+)\./.exec(body.toString('utf8'));
          if (match) reactFiles.push(`${match[1]} ${url.pathname}`);
        },
        () => undefined,
      );
    }
  });

  await signIn(page, ACCOUNTS.superadmin);
  const menu = mainMenu(page);
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1, name: "What's new" });
  const parcel = main.locator('[data-parcel="mf_whatsnew"]');

  await menu.getByRole('link', { name: "What's new", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/whats-new`);
  await expect(menu.getByRole('link', { name: "What's new", exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(heading).toBeVisible();
  await expect(page.getByRole('region', { name: 'Section unavailable' })).toBeHidden();
  // Its heading is in the parcel's own node in the content area, rendered by its own React 18.
  await expect(parcel.getByRole('heading', { level: 1, name: "What's new" })).toBeVisible();
  await expect(main.getByText(/This page runs on its own React 18\.\d+\.\d+/)).toBeVisible();
  const releases = main.getByRole('list', { name: 'Releases' }).getByRole('article');
  await expect(releases.first()).toBeVisible();
  expect(await releases.count()).toBeGreaterThan(1);
  // The props reached it: the signed-in user by name, and the token (the API answered the notes).
  await expect(main.getByText(/, here is what changed in the back office, newest first\./)).toBeVisible();

  // One React DOM of the shell's major in the page, and the parcel's beside it; the share scope holds the shell's
  // React and React DOM once each, provided by the shell, and nothing of the parcel's.
  await expect.poll(() => reactRenderers(page)).toEqual([expect.stringMatching(/^18\./), expect.stringMatching(/^19\./)]);
  const copies = await loadedReactCopies(page);
  expect(copies).toEqual([expect.stringMatching(/^react 19\.\S+ from shell$/), expect.stringMatching(/^react-dom 19\.\S+ from shell$/)]);

  await expectNoSeriousA11yViolations(page, "What's new");

  // Keyboard: the newest note's link is reached with Tab and followed with Enter, through the shell's router (no
  // reload): the parcel unmounts and its node goes.
  const link = main.getByRole('link', { name: 'Open Feedback review' });
  await link.focus();
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${baseURL}/feedback`);
  await expect(main.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
  await expect(heading).toHaveCount(0);
  await expect(parcel).toHaveCount(0);

  // Back through the menu: it mounts again, on the code already loaded (no renderer started twice).
  await menu.getByRole('link', { name: "What's new", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/whats-new`);
  await expect(heading).toBeVisible();
  await expect(releases.first()).toBeVisible();
  await expect(parcel).toHaveCount(1);
  expect(await reactRenderers(page)).toEqual([expect.stringMatching(/^18\./), expect.stringMatching(/^19\./)]);

  // Back with the browser: the parcel goes again, and the screen before it shows.
  await page.goBack();
  await expect(page).toHaveURL(`${baseURL}/feedback`);
  await expect(parcel).toHaveCount(0);

  // The shell's React DOM was downloaded once, and the parcel's once, from the remote's own folder.
  const byMajor = (major: string) => reactFiles.filter((file) => file.startsWith(`${major} `));
  expect(byMajor('19'), 'files with React DOM 19').toHaveLength(1);
  expect(byMajor('18'), 'files with React DOM 18').toEqual([expect.stringMatching(/^18 \/remotes\/whatsnew\//)]);
});

test("What's new fits 1280×800 and a 768-wide window, and every role has it", async ({ page }) => {
  await signIn(page, ACCOUNTS.tutor);
  await mainMenu(page).getByRole('link', { name: "What's new", exact: true }).click();
  const main = page.getByRole('main');
  const releases = main.getByRole('list', { name: 'Releases' });
  await expect(main.getByRole('heading', { level: 1, name: "What's new" })).toBeVisible();
  await expect(releases.getByRole('article').first()).toBeVisible();
  // A tutor cannot open Feedback review: the note's link to it is not offered.
  await expect(main.getByRole('link', { name: 'Open Feedback review' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Open Lesson' })).toBeVisible();

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 768, height: 1024 },
  ]) {
    await page.setViewportSize(viewport);
    await expectWithinViewportWidth(releases, `the releases at ${viewport.width} wide`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `sideways scroll at ${viewport.width} wide`).toBeLessThanOrEqual(0);
  }
  await expectNoSeriousA11yViolations(page, "What's new at 768 wide");
});

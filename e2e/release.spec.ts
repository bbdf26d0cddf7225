import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test';
import { ACCOUNTS } from './support/accounts';
import { mainMenu, signIn } from './support/auth';
import { siteDir } from './support/server';

// Issue 18: a team releases its remote with one command and rolls it back with another, without the shell being
// rebuilt; an open tab is offered a reload and keeps working meanwhile; a build that does not fit the shell is refused.
// These run in a project of their own, after every other journey (playwright.config.ts): a release changes what every
// tab of the run's server loads.
const scripts = path.resolve(__dirname, '..', 'scripts');

function run(script: string, args: string[]): { ok: boolean; output: string } {
  try {
    const output = execFileSync(process.execPath, [path.join(scripts, script), ...args], {
      env: { ...process.env, STATIC_DIR: siteDir() },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, output: `${failed.stdout}${failed.stderr}` };
  }
}

const currentOpsVersion = () => {
  const remotes = (JSON.parse(readFileSync(path.join(siteDir(), 'remotes.json'), 'utf8')) as { remotes: Record<string, string> }).remotes;
  return /\/remotes\/ops\/([^/]+)\//.exec(remotes.mf_ops ?? '')?.[1] ?? '';
};

/**
 * A changed build of mf-ops as a team would hand it over: the published one with its heading reworded and the next
 * patch version in its manifest (and, to break the contract, React 20 asked for).
 */
function changedOpsBuild(work: string, from: string, version: string, { heading, react }: { heading: string; react?: string }) {
  const dir = path.join(work, version);
  cpSync(path.join(siteDir(), 'remotes', 'ops', from), dir, { recursive: true });
  for (const file of readdirSync(path.join(dir, 'assets')).filter((name) => name.endsWith('.js'))) {
    const full = path.join(dir, 'assets', file);
    writeFileSync(full, readFileSync(full, 'utf8').replaceAll('"Birthday Calendar"', JSON.stringify(heading)));
  }
  const manifestFile = path.join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.buildInfo.buildVersion = version;
  if (react) for (const shared of manifest.shared) if (shared.name === 'react') shared.requiredVersion = react;
  writeFileSync(manifestFile, JSON.stringify(manifest));
  return dir;
}

test('a changed mf-ops is released with pnpm release, offered to the open tab, seen after a reload, and rolled back', async ({ page }) => {
  const work = mkdtempSync(path.join(tmpdir(), 'backoffice-release-'));
  const before = currentOpsVersion();
  const [major, minor, patch] = before.split('.').map(Number);
  const next = `${major}.${minor}.${Number(patch) + 1}`;
  const released = `Birthday Calendar (release ${next})`;
  try {
    await signIn(page, ACCOUNTS.superadmin);
    await page.goto('/ops');
    await expect(page.getByRole('heading', { level: 1, name: 'Birthday Calendar', exact: true })).toBeVisible();

    // A build that asks for another React is refused, and nothing changes.
    const misfit = run('release.mjs', ['mf-ops', '--from', changedOpsBuild(work, before, `${next}-misfit`, { heading: released, react: '^20.0.0' })]);
    expect(misfit.ok).toBe(false);
    expect(misfit.output).toContain('react ^20.0.0 is needed but the shell provides 19.');
    expect(currentOpsVersion()).toBe(before);

    const release = run('release.mjs', ['mf-ops', '--from', changedOpsBuild(work, before, next, { heading: released })]);
    expect(release).toEqual({ ok: true, output: expect.stringContaining(`mf-ops ${next} released (was ${before}`) });

    // The open tab learns of it when it gets the focus back, and keeps working on its version meanwhile.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    const notice = page.getByRole('status').filter({ hasText: 'A new version of this back office is ready' });
    await expect(notice).toBeVisible();
    await mainMenu(page).getByRole('link', { name: 'Feedback', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await mainMenu(page).getByRole('link', { name: 'Birthday Calendar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Birthday Calendar', exact: true })).toBeVisible();

    await notice.getByRole('button', { name: 'Reload', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: released })).toBeVisible();

    expect(run('rollback.mjs', ['mf-ops'])).toEqual({ ok: true, output: `mf-ops now runs ${before}\n` });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Birthday Calendar', exact: true })).toBeVisible();
  } finally {
    // Whatever happened, the run's site names the version it started with.
    if (currentOpsVersion() !== before) run('rollback.mjs', ['mf-ops', before]);
    rmSync(work, { recursive: true, force: true });
  }
});

test('a tab whose remote was released and its old version removed before it opened it loads the current version on the next navigation', async ({ page }) => {
  const work = mkdtempSync(path.join(tmpdir(), 'backoffice-pruned-'));
  const before = currentOpsVersion();
  const [major, minor, patch] = before.split('.').map(Number);
  const stale = `${major}.${minor}.${Number(patch) + 5}`;
  const current = `${major}.${minor}.${Number(patch) + 6}`;
  const currentHeading = `Birthday Calendar (release ${current})`;
  try {
    expect(run('release.mjs', ['mf-ops', '--from', changedOpsBuild(work, before, stale, { heading: `Birthday Calendar (release ${stale})` })]).ok).toBe(true);
    // The tab starts on the stale version (remotes.json names it now) without opening mf-ops yet.
    await signIn(page, ACCOUNTS.superadmin);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Lesson Allocation' })).toBeVisible();

    // A release, and the stale version removed from the site (pruned by an operator), while the tab stays open.
    expect(run('release.mjs', ['mf-ops', '--from', changedOpsBuild(work, before, current, { heading: currentHeading })]).ok).toBe(true);
    rmSync(path.join(siteDir(), 'remotes', 'ops', stale), { recursive: true, force: true });

    await mainMenu(page).getByRole('link', { name: 'Birthday Calendar', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: currentHeading })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Section unavailable' })).toBeHidden();
  } finally {
    if (currentOpsVersion() !== before) run('rollback.mjs', ['mf-ops', before]);
    rmSync(work, { recursive: true, force: true });
  }
});

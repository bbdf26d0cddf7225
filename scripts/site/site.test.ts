import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

// The release, rollback and prune commands and the site assembly of `pnpm build` (issues 18 and 21), run as their
// scripts run, on a site and builds of their own: a remote build here is its manifest and one chunk.
const root = join(__dirname, '../..');

let work: string;
let site: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'backoffice-site-'));
  site = join(work, 'site');
  mkdirSync(site);
  // The shell the site serves provides React 19 (its build writes this file: shared-versions-plugin.mjs).
  writeFileSync(
    join(site, 'shared-versions.json'),
    JSON.stringify({ react: '19.3.1', 'react/': '19.3.1', 'react-dom': '19.3.1', 'react-router': '7.18.5', '@backoffice/ui': '0.9.0', axios: '1.21.1' }),
  );
  // What the shell's shared copies export (shared-exports-plugin.mjs writes it beside the shell's build).
  writeFileSync(join(site, 'shared-exports.json'), JSON.stringify({ provided: { '@backoffice/ui': ['Button', 'Dialog'] }, used: {} }));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

type SharedEntry = { name: string; singleton: boolean; requiredVersion: string };
type BuildOptions = { version: string; chunk?: string; react?: string; ui?: string; uses?: string[]; exposes?: string[]; shared?: SharedEntry[] };

/** A remote's build folder: mf-manifest.json as the federation plugin writes it, and one chunk. */
function opsBuild(
  name: string,
  { version, chunk = `console.log(${JSON.stringify(name)})`, react = '^19.0.0', ui = '^9.0.0', uses = ['Button'], exposes = ['./routes', './preload'], shared }: BuildOptions,
) {
  const dir = join(work, name);
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'assets', 'routes.js'), chunk);
  writeFileSync(join(dir, 'shared-exports.json'), JSON.stringify({ provided: {}, used: { '@backoffice/ui': uses } }));
  writeFileSync(
    join(dir, 'mf-manifest.json'),
    JSON.stringify({
      name: 'mf_ops',
      metaData: { buildInfo: { buildVersion: version } },
      exposes: exposes.map((path) => ({ path })),
      shared: shared ?? [
        { name: 'react', singleton: true, requiredVersion: react },
        { name: 'react/jsx-runtime', singleton: true, requiredVersion: react },
        { name: 'react-dom', singleton: true, requiredVersion: react },
        // Not a singleton: a remote may bring its own copy, so no range of it is a reason to refuse by itself.
        { name: '@backoffice/ui', singleton: false, requiredVersion: ui },
      ],
    }),
  );
  return dir;
}

function run(script: string, args: string[]): { ok: boolean; output: string } {
  try {
    const output = execFileSync(process.execPath, [join(root, 'scripts', script), ...args], {
      cwd: root,
      env: { ...process.env, STATIC_DIR: site },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return { ok: true, output };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string };
    return { ok: false, output: `${failed.stdout}${failed.stderr}` };
  }
}

const remotesFile = () => JSON.parse(readFileSync(join(site, 'remotes.json'), 'utf8')) as { api: string; remotes: Record<string, string> };
const opsEntry = (version: string) => `/remotes/ops/${version}/mf-manifest.json`;
const published = (version: string) => existsSync(join(site, 'remotes', 'ops', version, 'mf-manifest.json'));

describe('pnpm release', () => {
  it('publishes the new version beside the old one and only then points remotes.json at it', () => {
    expect(run('release.mjs', ['mf-ops', '--from', opsBuild('v1', { version: '0.1.0' })]).ok).toBe(true);
    const result = run('release.mjs', ['mf-ops', '--from', opsBuild('v2', { version: '0.2.0' })]);
    expect(result).toEqual({ ok: true, output: expect.stringContaining('mf-ops 0.2.0 released (was 0.1.0') });
    expect(remotesFile().remotes.mf_ops).toBe(opsEntry('0.2.0'));
    // The old version's files stay served for tabs still running it, and for a rollback.
    expect(published('0.1.0')).toBe(true);
    expect(readFileSync(join(site, 'remotes/ops/0.1.0/assets/routes.js'), 'utf8')).toBe('console.log("v1")');
  });

  it('refuses a remote built for a React the shell does not provide, naming it, and changes nothing', () => {
    run('release.mjs', ['mf-ops', '--from', opsBuild('v1', { version: '0.1.0' })]);
    const result = run('release.mjs', ['mf-ops', '--from', opsBuild('react20', { version: '0.2.0', react: '^20.0.0' })]);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('react ^20.0.0 is needed but the shell provides 19.3.1');
    expect(result.output).toContain('react/jsx-runtime ^20.0.0 is needed but the shell provides 19.3.1');
    expect(remotesFile().remotes.mf_ops).toBe(opsEntry('0.1.0'));
    expect(published('0.2.0')).toBe(false);
  });

  it("refuses a remote importing a name the shell's copy lacks under a version it would take, naming it and the package", () => {
    // Built against an @backoffice/ui that gained Toast without a new version: it would take the shell's 0.9.0 copy.
    const unbumped = run('release.mjs', ['mf-ops', '--from', opsBuild('unbumped', { version: '0.1.0', ui: '^0.9.0', uses: ['Button', 'Toast'] })]);
    expect(unbumped.ok).toBe(false);
    expect(unbumped.output).toContain("mf_ops imports Toast from @backoffice/ui, which the shell's @backoffice/ui 0.9.0 does not export");
    expect(published('0.1.0')).toBe(false);
    // With the package's new version in its range, the remote loads its own copy: nothing to refuse.
    expect(run('release.mjs', ['mf-ops', '--from', opsBuild('bumped', { version: '0.1.0', ui: '^0.10.0', uses: ['Button', 'Toast'] })]).ok).toBe(true);
  });

  it('refuses a remote that does not expose ./routes', () => {
    const result = run('release.mjs', ['mf-ops', '--from', opsBuild('no-routes', { version: '0.1.0', exposes: ['./preload'] })]);
    expect(result).toEqual({ ok: false, output: expect.stringContaining('mf_ops does not expose ./routes') });
    expect(existsSync(join(site, 'remotes.json'))).toBe(false);
  });

  it('takes a remote that brings its own React (a parcel) without the React singleton, and still checks what it shares', () => {
    // Shares no React at all: it bundles its own (mf-whatsnew on React 18); axios, which it does share, fits.
    const ownReact = opsBuild('own-react', { version: '0.1.0', shared: [{ name: 'axios', singleton: true, requiredVersion: '^1.0.0' }] });
    expect(run('release.mjs', ['mf-ops', '--from', ownReact]).ok).toBe(true);
    // What it shares is still checked against the shell's version.
    const oldAxios = opsBuild('own-react-axios', { version: '0.2.0', shared: [{ name: 'axios', singleton: true, requiredVersion: '^2.0.0' }] });
    expect(run('release.mjs', ['mf-ops', '--from', oldAxios])).toEqual({
      ok: false,
      output: expect.stringContaining('axios ^2.0.0 is needed but the shell provides 1.21.1'),
    });
    // A library whose shared copy runs on the shell's React cannot be taken by a remote on another React.
    const boundToReact = opsBuild('own-react-router', { version: '0.2.0', shared: [{ name: 'react-router', singleton: true, requiredVersion: '^7.0.0' }] });
    expect(run('release.mjs', ['mf-ops', '--from', boundToReact])).toEqual({
      ok: false,
      output: expect.stringContaining("mf_ops brings its own React but shares react-router, whose copy in the page runs on the shell's React"),
    });
    // Half of React shared is neither way.
    const halfReact = opsBuild('half-react', { version: '0.2.0', shared: [{ name: 'react', singleton: true, requiredVersion: '^19.0.0' }] });
    expect(run('release.mjs', ['mf-ops', '--from', halfReact])).toEqual({
      ok: false,
      output: expect.stringContaining('mf_ops shares react but not react-dom'),
    });
    expect(remotesFile().remotes.mf_ops).toBe(opsEntry('0.1.0'));
  });

  it('never replaces a published version: another build under the same version is refused until the version is bumped', () => {
    run('release.mjs', ['mf-ops', '--from', opsBuild('first', { version: '0.1.0' })]);
    const result = run('release.mjs', ['mf-ops', '--from', opsBuild('second', { version: '0.1.0' })]);
    expect(result).toEqual({ ok: false, output: expect.stringContaining('mf_ops 0.1.0 is published already with another build') });
    expect(readFileSync(join(site, 'remotes/ops/0.1.0/assets/routes.js'), 'utf8')).toBe('console.log("first")');
    // The very same build again is no change, and no error.
    expect(run('release.mjs', ['mf-ops', '--from', join(work, 'first')]).ok).toBe(true);
  });

  it("rewrites a build's compressed copies that no longer hold their file, so the server never sends the old code", () => {
    // A build changed after it was made: its chunk patched, its brotli and gzip copies still the old chunk's.
    const build = opsBuild('patched', { version: '0.1.0', chunk: 'console.log("patched")' });
    writeFileSync(join(build, 'assets', 'routes.js.br'), brotliCompressSync('console.log("as built")'));
    writeFileSync(join(build, 'assets', 'routes.js.gz'), gzipSync('console.log("as built")'));
    expect(run('release.mjs', ['mf-ops', '--from', build]).ok).toBe(true);
    const assets = join(site, 'remotes/ops/0.1.0/assets');
    expect(brotliDecompressSync(readFileSync(join(assets, 'routes.js.br'))).toString()).toBe('console.log("patched")');
    expect(gunzipSync(readFileSync(join(assets, 'routes.js.gz'))).toString()).toBe('console.log("patched")');
    // The build handed over is left as it was, and handing it over again is the same version, not another build.
    expect(brotliDecompressSync(readFileSync(join(build, 'assets', 'routes.js.br'))).toString()).toBe('console.log("as built")');
    expect(run('release.mjs', ['mf-ops', '--from', build]).ok).toBe(true);
  });
});

describe('pnpm rollback and pnpm prune-remotes', () => {
  beforeEach(() => {
    for (const version of ['0.1.0', '0.2.0', '0.10.0']) run('release.mjs', ['mf-ops', '--from', opsBuild(`v${version}`, { version })]);
  });

  it('rolls back to the newest version older than the current one (by version, not by name), or to the one named', () => {
    expect(run('rollback.mjs', ['mf-ops'])).toEqual({ ok: true, output: 'mf-ops now runs 0.2.0\n' });
    expect(remotesFile().remotes.mf_ops).toBe(opsEntry('0.2.0'));
    expect(run('rollback.mjs', ['mf_ops', '0.10.0']).ok).toBe(true);
    expect(remotesFile().remotes.mf_ops).toBe(opsEntry('0.10.0'));
    expect(run('rollback.mjs', ['mf-ops', '0.9.0'])).toEqual({ ok: false, output: expect.stringContaining('mf_ops 0.9.0 is not published') });
    expect(remotesFile().remotes.mf_ops).toBe(opsEntry('0.10.0'));
  });

  it('prunes versions older than the newest N but never the current one', () => {
    run('rollback.mjs', ['mf-ops', '0.1.0']);
    expect(run('prune-remotes.mjs', ['mf-ops'])).toEqual({ ok: false, output: expect.stringContaining('--keep takes a whole number') });
    expect(run('prune-remotes.mjs', ['mf-ops', '--keep', '1'])).toEqual({ ok: true, output: 'mf_ops: removed 0.2.0\n' });
    expect([published('0.1.0'), published('0.2.0'), published('0.10.0')]).toEqual([true, false, true]);
    expect(run('prune-remotes.mjs', ['--keep', '0']).ok).toBe(false);
  });
});

describe("pnpm build's site assembly", () => {
  function assemble(remoteBuild: string) {
    const shellDir = join(work, 'shell');
    mkdirSync(shellDir, { recursive: true });
    writeFileSync(join(shellDir, 'index.html'), '<!doctype html>');
    const code = `import { assembleSite, buildVersion } from ${JSON.stringify(join(root, 'scripts/site/site.mjs'))};
      const buildDir = ${JSON.stringify(remoteBuild)};
      const conflicts = assembleSite({ site: ${JSON.stringify(site)}, shellDir: ${JSON.stringify(shellDir)},
        remotes: [{ federationName: 'mf_ops', publicFolder: 'ops', buildDir, version: buildVersion(buildDir) }] });
      console.log(JSON.stringify(conflicts.map((remote) => remote.version)));`;
    return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' })) as string[];
  }

  it('writes remotes.json on a first start, then never deletes a version nor changes which one remotes.json names', () => {
    expect(assemble(opsBuild('v1', { version: '0.1.0' }))).toEqual([]);
    expect(remotesFile()).toEqual({ api: '/api', remotes: { mf_ops: opsEntry('0.1.0') } });
    run('release.mjs', ['mf-ops', '--from', opsBuild('v2', { version: '0.2.0' })]);
    run('rollback.mjs', ['mf-ops']);

    // A later build of 0.2.0 (or of anything) leaves the rollback and both versions as they are.
    expect(assemble(opsBuild('v2-again', { version: '0.2.0', chunk: 'changed' }))).toEqual(['0.2.0']);
    expect(remotesFile().remotes.mf_ops).toBe(opsEntry('0.1.0'));
    expect([published('0.1.0'), published('0.2.0')]).toEqual([true, true]);
    expect(readFileSync(join(site, 'remotes/ops/0.2.0/assets/routes.js'), 'utf8')).toBe('console.log("v2")');
  });
});

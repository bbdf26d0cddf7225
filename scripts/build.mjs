// Builds the shell and the five remotes (only those without a build, unless --force) and assembles what `pnpm start`
// serves: the shell at /, each remote under /remotes/<name>/<version>/, and /remotes.json naming the manifests.
// A remote is released or rolled back by publishing its folder and editing remotes.json, never by rebuilding the shell.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@backoffice/mf-config';

const root = path.resolve(import.meta.dirname, '..');
const force = process.argv.includes('--force');
const out = path.join(root, 'dist', 'public');

function build(app) {
  const dir = path.join(root, app);
  if (!force && existsSync(path.join(dir, 'dist', 'index.html'))) return;
  console.log(`building ${app}…`);
  execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production'], { cwd: dir, stdio: ['ignore', 'ignore', 'inherit'] });
}

const version = (app) => JSON.parse(readFileSync(path.join(root, app, 'package.json'), 'utf8')).version;

build('shell');
for (const app of Object.keys(REMOTES)) build(app);

// Assembled beside the served folder and swapped in at the end, so a server running from it never sees half a site.
const staging = `${out}.${process.pid}.tmp`;
rmSync(staging, { recursive: true, force: true });
mkdirSync(staging, { recursive: true });
cpSync(path.join(root, 'shell', 'dist'), staging, { recursive: true });

const remotes = {};
for (const [app, remote] of Object.entries(REMOTES)) {
  const folder = `remotes/${remote.publicFolder}/${version(app)}`;
  cpSync(path.join(root, app, 'dist'), path.join(staging, folder), { recursive: true });
  remotes[remote.federationName] = `/${folder}/mf-manifest.json`;
}
writeFileSync(path.join(staging, 'remotes.json'), `${JSON.stringify({ api: '/api', remotes }, null, 2)}\n`);
const previous = `${out}.${process.pid}.old`;
if (existsSync(out)) renameSync(out, previous);
renameSync(staging, out);
rmSync(previous, { recursive: true, force: true });
console.log(`assembled ${path.relative(root, out)}`);

// Builds the shell and the five remotes (only those without a build, unless --force) and assembles the site
// `pnpm start` serves (STATIC_DIR, by default dist/public): the shell at /, each remote under
// /remotes/<folder>/<version>/, and /remotes.json naming the version each remote runs (scripts/site/site.mjs).
//
// It never removes a published version nor changes which version remotes.json names (issue 21): the first assembly
// writes remotes.json; after that a remote is released with `pnpm release <remote>` and rolled back with
// `pnpm rollback <remote>`, never by rebuilding the shell. A remote whose version is published with other content is
// left as published, with a warning: bump its version and release it.
import path from 'node:path';
import { REMOTES } from '@backoffice/mf-config';
import { buildApp, root, siteDir } from './site/apps.mjs';
import { assembleSite, buildVersion } from './site/site.mjs';

const always = process.argv.includes('--force');
const site = siteDir();

buildApp('shell', { always });
for (const app of Object.keys(REMOTES)) buildApp(app, { always });

const conflicts = assembleSite({
  site,
  shellDir: path.join(root, 'shell', 'dist'),
  remotes: Object.entries(REMOTES).map(([app, remote]) => {
    const buildDir = path.join(root, app, 'dist');
    return { ...remote, buildDir, version: buildVersion(buildDir) };
  }),
});
for (const remote of conflicts) {
  console.warn(
    `${remote.federationName} ${remote.version} is published already with another build, which stays: bump its version and run pnpm release`,
  );
}
console.log(`assembled ${path.relative(root, site) || site}`);
